import { HANDOVER_PROPOSAL_CHANGED, HANDOVER_TIME_PASSED } from '@rootshare/contracts/meets-constants';
import {
  HANDOVER_PLAN_ALREADY_AGREED,
  HANDOVER_PLAN_NOT_FOUND,
  HANDOVER_PLAN_OWN_PROPOSAL,
  HANDOVER_REMINDER_HOURS,
  type HandoverPlanResponse,
} from '@rootshare/contracts/meets';
import { conflict, notFound } from '../../../platform/errors';
import { HANDOVER_NOTICES } from '../handover-notices';
import { planWhenAndWhere, presentPlan } from '../handovers.presenter';
import { agreeToPlan, findPlan, type HandoverPlanRow } from '../handovers.repo';
import { HOUR_MS, nameOf, type HandoversContext } from './context';

/** Queues the reminder two hours before, keyed by swap and plan version; none once that time has passed. */
async function scheduleReminder(ctx: HandoversContext, plan: HandoverPlanRow): Promise<void> {
  const seconds = Math.floor((plan.startsAt.getTime() - HANDOVER_REMINDER_HOURS * HOUR_MS - ctx.clock().getTime()) / 1000);
  if (seconds <= 0) return;
  await ctx.jobs.send(
    'handover-reminder',
    { swapRequestId: plan.swapRequestId, version: plan.version },
    { key: `handover-reminder:${plan.swapRequestId}:v${plan.version}`, startAfterSeconds: seconds },
  );
}

/** The member who did not propose agrees: the plan is fixed, its reminder queued. */
export async function acceptPlan(ctx: HandoversContext, userId: string, swapId: string): Promise<HandoverPlanResponse> {
  const swap = await ctx.openSwap(userId, swapId);
  const current = await findPlan(ctx.db, swapId);
  if (!current) throw notFound(HANDOVER_PLAN_NOT_FOUND);
  if (current.status === 'agreed') throw conflict(HANDOVER_PLAN_ALREADY_AGREED);
  if (current.proposedBy === userId) throw conflict(HANDOVER_PLAN_OWN_PROPOSAL);
  if (current.startsAt <= ctx.clock()) throw conflict(HANDOVER_TIME_PASSED);
  // The version read above: a counter-proposal that arrived meanwhile is not agreed to unseen.
  const plan = await agreeToPlan(ctx.db, swapId, userId, current.version);
  if (!plan) throw conflict(HANDOVER_PROPOSAL_CHANGED);
  await scheduleReminder(ctx, plan);
  ctx.announceChange(swap);
  await ctx.notify([
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
}
