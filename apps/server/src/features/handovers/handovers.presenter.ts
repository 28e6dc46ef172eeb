import type { HandoverPlan } from '@rootshare/contracts/meets';
import { formatZonedRange } from '@rootshare/contracts/time-zones';
import type { CalendarEvent } from '../../platform/calendar';
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

/** "Sat, 12 Dec 2026, 10:00 PST at the library steps". */
export const planWhenAndWhere = (row: HandoverPlanRow) => `${formatZonedRange(row.startsAt, null, row.timeZone)} at ${row.place}`;

/** An agreed handover as a calendar event, with an alarm two hours before. */
export function handoverEvent(row: HandoverPlanRow, otherName: string, chatUrl: string, alarmMinutes: number): CalendarEvent {
  return {
    uid: `handover-${row.swapRequestId}@rootshare`,
    title: `Plant swap handover with ${otherName}`,
    description: `When: ${formatZonedRange(row.startsAt, null, row.timeZone)} (${row.timeZone})\n\nYour swap's chat on Rootshare: ${chatUrl}`,
    location: row.place,
    start: row.startsAt,
    end: new Date(row.startsAt.getTime() + HANDOVER_MINUTES * 60_000),
    url: chatUrl,
    cancelled: false,
    sequence: row.version,
    alarmMinutes,
  };
}
