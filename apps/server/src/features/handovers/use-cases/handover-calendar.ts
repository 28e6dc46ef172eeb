import type { Language } from '@rootshare/contracts/languages';
import { HANDOVER_PLAN_NOT_FOUND, HANDOVER_REMINDER_HOURS } from '@rootshare/contracts/meets';
import { calendarFile, type CalendarEvent } from '../../../platform/calendar';
import { notFound } from '../../../platform/errors';
import { languageOf } from '../../auth/auth.reads';
import { HANDOVER_CALENDAR } from '../handover-notices';
import { handoverEvent } from '../handovers.presenter';
import { findPlan, listAgreedPlans } from '../handovers.repo';
import { DAY_MS, nameOf, otherOf, type HandoversContext } from './context';

/** Calendars show handovers up to this long ago. */
const CALENDAR_PAST_DAYS = 30;

/** The agreed handover as a calendar file, for its two members. */
export async function handoverCalendar(ctx: HandoversContext, userId: string, swapId: string): Promise<string> {
  const swap = await ctx.swaps.getSwap(userId, swapId);
  const plan = await findPlan(ctx.db, swapId);
  if (!plan || plan.status !== 'agreed') throw notFound(HANDOVER_PLAN_NOT_FOUND);
  const other = otherOf(swap, userId);
  const language = await languageOf(ctx.db, userId);
  const event = handoverEvent(plan, nameOf(swap, other), ctx.chatUrl(swap), HANDOVER_REMINDER_HOURS * 60, language);
  return calendarFile([event], HANDOVER_CALENDAR[language].file);
}

/** The path of the member's calendar file of a swap's handover that works without signing in, for their mail. */
export function handoverCalendarPath(ctx: HandoversContext, userId: string, swapId: string): string {
  return `/api/handover-calendar.ics?token=${encodeURIComponent(ctx.links.sign(`${userId}:${swapId}`))}`;
}

/** The calendar file a mailed link names: the same as its member's download, always the plan as it is now. */
export async function handoverCalendarByLink(ctx: HandoversContext, token: string): Promise<string> {
  const [userId, swapId] = ctx.links.verify(token)?.split(':') ?? [];
  if (!userId || !swapId) throw notFound(HANDOVER_PLAN_NOT_FOUND);
  return handoverCalendar(ctx, userId, swapId);
}

/** The member's agreed handovers for their calendar feed. */
export async function handoverCalendarEvents(ctx: HandoversContext, userId: string, language: Language): Promise<CalendarEvent[]> {
  const rows = await listAgreedPlans(ctx.db, userId, new Date(ctx.clock().getTime() - CALENDAR_PAST_DAYS * DAY_MS));
  return rows.map((row) =>
    handoverEvent(
      row.plan,
      row.requesterId === userId ? row.recipientName : row.requesterName,
      ctx.chatUrl({ conversation_id: row.conversationId }),
      HANDOVER_REMINDER_HOURS * 60,
      language,
    ),
  );
}
