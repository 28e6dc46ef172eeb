import type { Language } from '@rootshare/contracts/languages';
import { PLAN_AHEAD_MAX_DAYS } from '@rootshare/contracts/limits';
import {
  HANDOVER_PLAN_ALREADY_AGREED,
  HANDOVER_PLAN_NOT_FOUND,
  HANDOVER_PLAN_ONLY_ACCEPTED,
  HANDOVER_PLAN_OWN_PROPOSAL,
  HANDOVER_REMINDER_HOURS,
  MEET_START_IN_FUTURE,
  type HandoverPlanInputSchema,
  type HandoverPlanResponse,
} from '@rootshare/contracts/meets';
import type { SwapRequest } from '@rootshare/contracts/swaps';
import { zonedToInstant } from '@rootshare/contracts/time-zones';
import type { z } from 'zod';
import { calendarFile, type CalendarEvent } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { JobData, JobQueue } from '../../platform/jobs';
import type { LinkSigner } from '../../platform/signed-links';
import type { BlocksService } from '../blocks/blocks.service';
import type { NewNotification, NotificationsService } from '../notifications/notifications.service';
import { languageOf } from '../auth/auth.reads';
import { HANDOVER_CALENDAR, HANDOVER_NOTICES } from './handover-notices';
import type { RealtimeService } from '../realtime/realtime.service';
import type { SwapsService } from '../swaps/swaps.service';
import { handoverEvent, planWhenAndWhere, presentPlan } from './handovers.presenter';
import { agreeToPlan, findPlan, listAgreedPlans, saveProposal, type HandoverPlanRow } from './handovers.repo';

type PlanInput = z.output<typeof HandoverPlanInputSchema>;

interface Deps {
  db: Database;
  swaps: Pick<SwapsService, 'getSwap'>;
  blocks: Pick<BlocksService, 'ensureNotReadOnly'>;
  notifications: Pick<NotificationsService, 'record' | 'announce'>;
  realtime: Pick<RealtimeService, 'publish'>;
  jobs: Pick<JobQueue, 'send'>;
  clock: Clock;
  publicUrl: string;
  /** Signs the calendar links mailed to members, which work without signing in. */
  links: LinkSigner;
  onError(error: unknown): void;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Calendars show handovers up to this long ago. */
const CALENDAR_PAST_DAYS = 30;

const otherOf = (swap: SwapRequest, userId: string) => (swap.requester_id === userId ? swap.recipient_id : swap.requester_id);
const nameOf = (swap: SwapRequest, userId: string) => (swap.requester_id === userId ? swap.requester.username : swap.recipient.username);

/**
 * When and where the members of an accepted swap hand over their plants (docs/architecture.md#handovers):
 * one proposes, the other agrees or proposes another; an agreed plan gets a reminder two hours
 * before and a place in both members' calendars.
 */
export function createHandoversService({ db, swaps, blocks, notifications, realtime, jobs, clock, publicUrl, links, onError }: Deps) {
  const chatUrl = (swap: Pick<SwapRequest, 'conversation_id'>) =>
    swap.conversation_id ? `${publicUrl}/messages?conversation=${swap.conversation_id}` : `${publicUrl}/profile?tab=swaps`;

  async function notify(items: NewNotification[]): Promise<void> {
    await notifications.announce(await notifications.record(db, items));
  }

  /** Tells both members' open swap cards to refetch. */
  const announceChange = (swap: SwapRequest) =>
    void realtime.publish([swap.requester_id, swap.recipient_id], { type: 'swap_updated', swapRequestId: swap.id }).catch(onError);

  /** An accepted swap of the caller's, open between the two (no block either way). */
  async function openSwap(userId: string, swapId: string): Promise<SwapRequest> {
    const swap = await swaps.getSwap(userId, swapId);
    if (swap.status !== 'accepted') throw conflict(HANDOVER_PLAN_ONLY_ACCEPTED);
    await blocks.ensureNotReadOnly(userId, otherOf(swap, userId));
    return swap;
  }

  /** Queues the reminder two hours before, keyed by swap and plan version; none once that time has passed. */
  async function scheduleReminder(plan: HandoverPlanRow): Promise<void> {
    const seconds = Math.floor((plan.startsAt.getTime() - HANDOVER_REMINDER_HOURS * HOUR_MS - clock().getTime()) / 1000);
    if (seconds <= 0) return;
    await jobs.send(
      'handover-reminder',
      { swapRequestId: plan.swapRequestId, version: plan.version },
      { key: `handover-reminder:${plan.swapRequestId}:v${plan.version}`, startAfterSeconds: seconds },
    );
  }

  return {
    /** The swap's plan, for its two members. */
    async get(userId: string, swapId: string): Promise<HandoverPlanResponse> {
      await swaps.getSwap(userId, swapId);
      const plan = await findPlan(db, swapId);
      return { plan: plan ? presentPlan(plan) : null };
    },

    /** Either member proposes a time and place; proposing over the other's proposal is the counter. */
    async propose(userId: string, swapId: string, input: PlanInput): Promise<HandoverPlanResponse> {
      const swap = await openSwap(userId, swapId);
      const startsAt = zonedToInstant(input.starts_at, input.time_zone);
      if (!startsAt) throw badRequest('Choose the handover time');
      if (startsAt <= clock()) throw badRequest(MEET_START_IN_FUTURE);
      if (startsAt.getTime() - clock().getTime() > PLAN_AHEAD_MAX_DAYS * DAY_MS)
        throw badRequest(`Plan at most ${PLAN_AHEAD_MAX_DAYS} days ahead`);
      const plan = await saveProposal(db, {
        swapRequestId: swapId,
        proposedBy: userId,
        startsAt,
        timeZone: input.time_zone,
        place: input.place,
      });
      announceChange(swap);
      const name = nameOf(swap, userId);
      await notify([
        {
          userId: otherOf(swap, userId),
          type: 'handover_proposed',
          words: (language) => HANDOVER_NOTICES[language].proposed(name, planWhenAndWhere(plan, language)),
          otherUserId: userId,
          swapRequestId: swapId,
          conversationId: swap.conversation_id,
        },
      ]);
      return { plan: presentPlan(plan) };
    },

    /** The member who did not propose agrees: the plan is fixed, its reminder queued. */
    async accept(userId: string, swapId: string): Promise<HandoverPlanResponse> {
      const swap = await openSwap(userId, swapId);
      const current = await findPlan(db, swapId);
      if (!current) throw notFound(HANDOVER_PLAN_NOT_FOUND);
      if (current.status === 'agreed') throw conflict(HANDOVER_PLAN_ALREADY_AGREED);
      if (current.proposedBy === userId) throw conflict(HANDOVER_PLAN_OWN_PROPOSAL);
      if (current.startsAt <= clock()) throw conflict('This time has passed: propose another');
      // The version read above: a counter-proposal that arrived meanwhile is not agreed to unseen.
      const plan = await agreeToPlan(db, swapId, userId, current.version);
      if (!plan) throw conflict('The proposal changed: look at the new one');
      await scheduleReminder(plan);
      announceChange(swap);
      await notify([
        {
          userId: plan.proposedBy,
          type: 'handover_agreed',
          words: (language) => HANDOVER_NOTICES[language].agreed(nameOf(swap, userId), planWhenAndWhere(plan, language)),
          otherUserId: userId,
          swapRequestId: swapId,
          conversationId: swap.conversation_id,
        },
      ]);
      return { plan: presentPlan(plan) };
    },

    /** The agreed handover as a calendar file, for its two members. */
    async calendar(userId: string, swapId: string): Promise<string> {
      const swap = await swaps.getSwap(userId, swapId);
      const plan = await findPlan(db, swapId);
      if (!plan || plan.status !== 'agreed') throw notFound(HANDOVER_PLAN_NOT_FOUND);
      const other = otherOf(swap, userId);
      const language = await languageOf(db, userId);
      const event = handoverEvent(plan, nameOf(swap, other), chatUrl(swap), HANDOVER_REMINDER_HOURS * 60, language);
      return calendarFile([event], HANDOVER_CALENDAR[language].file);
    },

    /** The path of the member's calendar file of a swap's handover that works without signing in, for their mail. */
    calendarPath(userId: string, swapId: string): string {
      return `/api/handover-calendar.ics?token=${encodeURIComponent(links.sign(`${userId}:${swapId}`))}`;
    },

    /** The calendar file a mailed link names: the same as its member's download, always the plan as it is now. */
    async calendarByLink(token: string): Promise<string> {
      const [userId, swapId] = links.verify(token)?.split(':') ?? [];
      if (!userId || !swapId) throw notFound(HANDOVER_PLAN_NOT_FOUND);
      return this.calendar(userId, swapId);
    },

    /** The member's agreed handovers for their calendar feed. */
    async calendarEvents(userId: string, language: Language): Promise<CalendarEvent[]> {
      const rows = await listAgreedPlans(db, userId, new Date(clock().getTime() - CALENDAR_PAST_DAYS * DAY_MS));
      return rows.map((row) =>
        handoverEvent(
          row.plan,
          row.requesterId === userId ? row.recipientName : row.requesterName,
          chatUrl({ conversation_id: row.conversationId }),
          HANDOVER_REMINDER_HOURS * 60,
          language,
        ),
      );
    },

    /**
     * The handover-reminder job: both members, two hours before. It re-reads the plan: a newer
     * version, a plan no longer agreed, a swap no longer accepted or a time passed gets nothing.
     */
    async remind(data: JobData['handover-reminder']): Promise<void> {
      const plan = await findPlan(db, data.swapRequestId);
      if (!plan || plan.version !== data.version || plan.status !== 'agreed' || plan.startsAt <= clock()) return;
      const swap = await swaps.getSwap(plan.proposedBy, plan.swapRequestId).catch(() => null);
      if (swap?.status !== 'accepted') return;
      await notify(
        [swap.requester_id, swap.recipient_id].map((userId) => ({
          userId,
          type: 'handover_reminder' as const,
          words: (language: Language) =>
            HANDOVER_NOTICES[language].soon(nameOf(swap, otherOf(swap, userId)), planWhenAndWhere(plan, language)),
          otherUserId: otherOf(swap, userId),
          swapRequestId: swap.id,
          conversationId: swap.conversation_id,
        })),
      );
    },
  };
}

export type HandoversService = ReturnType<typeof createHandoversService>;
