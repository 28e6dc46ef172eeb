import type { Language } from '@rootshare/contracts/languages';
import { calendarFile, type CalendarEvent } from '../../../platform/calendar';
import { languageOf } from '../../auth/auth.reads';
import { meetEvent } from '../meets.presenter';
import { listCalendarMeets } from '../meets.repo';
import { DAY_MS, type MeetsContext } from './context';

/** Calendars show meets that ended up to this long ago. */
const CALENDAR_PAST_DAYS = 30;

/**
 * One meet as a calendar file, in the member's language or, for a visitor, the browser's; the venue
 * for signed-in members only.
 */
export async function meetCalendarFile(
  ctx: MeetsContext,
  id: string,
  viewerId: string | undefined,
  visitorLanguage: Language,
): Promise<string> {
  const { meet } = await ctx.visibleMeet(id, viewerId);
  const language = viewerId ? await languageOf(ctx.db, viewerId) : visitorLanguage;
  return calendarFile([meetEvent(meet, ctx.publicUrl, viewerId !== undefined, language)], meet.title);
}

/** The member's meets for their calendar feed, in their language. */
export async function memberCalendarEvents(ctx: MeetsContext, userId: string, language: Language): Promise<CalendarEvent[]> {
  const meets = await listCalendarMeets(ctx.db, userId, new Date(ctx.clock().getTime() - CALENDAR_PAST_DAYS * DAY_MS));
  return meets.map((meet) => meetEvent(meet, ctx.publicUrl, true, language));
}
