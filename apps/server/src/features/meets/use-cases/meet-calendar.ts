import { calendarFile, type CalendarEvent } from '../../../platform/calendar';
import { meetEvent } from '../meets.presenter';
import { listCalendarMeets } from '../meets.repo';
import { DAY_MS, type MeetsContext } from './context';

/** Calendars show meets that ended up to this long ago. */
const CALENDAR_PAST_DAYS = 30;

/** One meet as a calendar file; the venue for signed-in members only. */
export async function meetCalendarFile(ctx: MeetsContext, id: string, viewerId: string | undefined): Promise<string> {
  const { meet } = await ctx.visibleMeet(id, viewerId);
  return calendarFile([meetEvent(meet, ctx.publicUrl, viewerId !== undefined)], meet.title);
}

/** The member's meets for their calendar feed. */
export async function memberCalendarEvents(ctx: MeetsContext, userId: string): Promise<CalendarEvent[]> {
  const meets = await listCalendarMeets(ctx.db, userId, new Date(ctx.clock().getTime() - CALENDAR_PAST_DAYS * DAY_MS));
  return meets.map((meet) => meetEvent(meet, ctx.publicUrl, true));
}
