import type { Language } from '@rootshare/contracts/languages';
import type { CareKind, CareSchedule, DueReminder } from '@rootshare/contracts/care-reminders';
import { CARE_NOTICES } from './care-notices';
import type { DueBatchRow, findDueOf, findSchedules } from './care-reminders.repo';

type ScheduleRow = Awaited<ReturnType<typeof findSchedules>>[number];
type DueRow = Awaited<ReturnType<typeof findDueOf>>[number];

const DAY_MS = 86_400_000;

/** The start of the UTC day `days` after the one `at` falls in: "today" ends at startOfDay(now, 1). */
export const startOfDay = (at: Date, days = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + days));

/**
 * One kind of care for a plant: the member's saved schedule when there is one, else the default
 * interval, and where that default comes from (the plant's care card for watering when it names one).
 */
export function presentSchedule(
  kind: CareKind,
  row: ScheduleRow | undefined,
  defaultDays: number,
  defaultFrom: CareSchedule['default_from'],
): CareSchedule {
  return {
    kind,
    enabled: Boolean(row),
    interval_days: row?.intervalDays ?? defaultDays,
    default_interval_days: defaultDays,
    default_from: defaultFrom,
    due_at: row ? row.dueAt.toISOString() : null,
    last_done_at: row?.lastDoneAt?.toISOString() ?? null,
  };
}

/** A reminder on the Today list, with how many whole days it is late by the UTC calendar. */
export function presentDueReminder(row: DueRow, now: Date): DueReminder {
  const today = startOfDay(now).getTime();
  return {
    id: row.id,
    kind: row.kind,
    user_plant_id: row.userPlantId,
    plant_name: row.plantName,
    due_at: row.dueAt.toISOString(),
    overdue: row.dueAt.getTime() <= now.getTime(),
    overdue_days: Math.max(0, Math.round((today - startOfDay(row.dueAt).getTime()) / DAY_MS)),
  };
}

/** The bell entry that announces a due reminder, in the words of its member's language. */
export function presentReminderNotification(reminder: DueBatchRow) {
  return {
    userId: reminder.user_id,
    type: 'care_reminder' as const,
    words: (language: Language) => CARE_NOTICES[language][reminder.kind](reminder.plant_name),
    userPlantId: reminder.user_plant_id,
  };
}
