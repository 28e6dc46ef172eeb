import type { HandoverPlan } from '@rootshare/contracts/meets';
import type { Language } from '@rootshare/contracts/languages';
import { whenAndWhere } from '@rootshare/contracts/time-zones';
import { whenLine, type CalendarEvent } from '../../platform/calendar';
import { HANDOVER_CALENDAR } from './handover-notices';
import type { HandoverPlanRow } from './handovers.repo';

/** How long a handover takes in a calendar. */
const HANDOVER_MINUTES = 30;

export const presentPlan = (row: HandoverPlanRow): HandoverPlan => ({
  status: row.status,
  starts_at: row.startsAt.toISOString(),
  time_zone: row.timeZone,
  place: row.place,
  proposed_by: row.proposedBy,
  updated_at: row.updatedAt.toISOString(),
});

/** "Sat, 12 Dec 2026, 10:00 PST at the library steps", in the language. */
export const planWhenAndWhere = (row: HandoverPlanRow, language: Language) =>
  whenAndWhere(row.startsAt, null, row.timeZone, row.place, language);

/** An agreed handover as a calendar event in the member's language, with an alarm two hours before. */
export function handoverEvent(
  row: HandoverPlanRow,
  otherName: string,
  chatUrl: string,
  alarmMinutes: number,
  language: Language,
): CalendarEvent {
  const words = HANDOVER_CALENDAR[language];
  return {
    uid: `handover-${row.swapRequestId}@rootshare`,
    title: words.title(otherName),
    description: `${whenLine(row.startsAt, null, row.timeZone, language)}\n\n${words.chat(chatUrl)}`,
    location: row.place,
    start: row.startsAt,
    end: new Date(row.startsAt.getTime() + HANDOVER_MINUTES * 60_000),
    url: chatUrl,
    cancelled: false,
    sequence: row.version,
    alarmMinutes,
  };
}
