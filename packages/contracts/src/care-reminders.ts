import { z } from 'zod';
import { CARE_INTERVAL_MAX_DAYS, CARE_KINDS, SNOOZE_DAYS } from './care-reminders-constants';

export * from './care-reminders-constants';

/** One schedule of a plant: on with its interval and next due time, or off with the default it would take. */
export const CareScheduleSchema = z.object({
  kind: z.enum(CARE_KINDS),
  enabled: z.boolean(),
  interval_days: z.number().int(),
  /** What the plant's care card (or else the catalogue) and the season suggest now. */
  default_interval_days: z.number().int(),
  default_from: z.enum(['care_card', 'catalogue']),
  due_at: z.string().nullable(),
  /** When the member last did it, as they said or by Done; null when they never said. */
  last_done_at: z.string().nullable(),
});
export type CareSchedule = z.infer<typeof CareScheduleSchema>;
export const CareSchedulesSchema = z.array(CareScheduleSchema);

/**
 * PUT /api/user-plants/{id}/care-reminders/{kind}: turn a schedule on (with an interval, the default
 * when none) or off. The next one is due an interval after it was last done: the day given here, else
 * the one saved before, else now.
 */
export const SetCareScheduleSchema = z.strictObject({
  enabled: z.boolean('Say whether the reminder is on'),
  interval_days: z
    .number('Enter a number of days')
    .int('Whole days, please')
    .min(1, 'At least every day')
    .max(CARE_INTERVAL_MAX_DAYS, `At most every ${CARE_INTERVAL_MAX_DAYS} days`)
    .optional(),
  last_done_days_ago: z
    .number()
    .int('Whole days, please')
    .min(0, 'That day is still to come: choose today or earlier')
    .max(CARE_INTERVAL_MAX_DAYS, `At most ${CARE_INTERVAL_MAX_DAYS} days ago`)
    .optional(),
});
export type SetCareSchedule = z.input<typeof SetCareScheduleSchema>;
export const CareScheduleParamsSchema = z.object({
  id: z.string().uuid('Plant not found'),
  kind: z.enum(CARE_KINDS, 'Choose water, feed or repot'),
});

/** A reminder due today (or overdue) on the home page's Today list. */
export const DueReminderSchema = z.object({
  id: z.string(),
  kind: z.enum(CARE_KINDS),
  user_plant_id: z.string(),
  plant_name: z.string(),
  due_at: z.string(),
  overdue: z.boolean(),
  /** Whole days (UTC) since the day it was due: 0 when due today. */
  overdue_days: z.number().int().min(0),
});
export type DueReminder = z.infer<typeof DueReminderSchema>;
export const DueRemindersSchema = z.array(DueReminderSchema);

export const ReminderParamsSchema = z.object({ id: z.string().uuid('Reminder not found') });
export const SnoozeReminderSchema = z.strictObject({
  days: z
    .number()
    .int()
    .refine((days) => (SNOOZE_DAYS as readonly number[]).includes(days), `Snooze for ${SNOOZE_DAYS.join(', ')} days`),
});
export const REMINDER_NOT_FOUND = 'Reminder not found';
