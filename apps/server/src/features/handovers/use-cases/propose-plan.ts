import { PLAN_AHEAD_TOO_FAR } from '@rootshare/contracts/meets-constants';
import { PLAN_AHEAD_MAX_DAYS } from '@rootshare/contracts/limits';
import { MEET_START_IN_FUTURE, type HandoverPlanInputSchema, type HandoverPlanResponse } from '@rootshare/contracts/meets';
import { zonedToInstant } from '@rootshare/contracts/time-zones';
import type { z } from 'zod';
import { badRequest } from '../../../platform/errors';
import { HANDOVER_NOTICES } from '../handover-notices';
import { planWhenAndWhere, presentPlan } from '../handovers.presenter';
import { findPlan, saveProposal } from '../handovers.repo';
import { DAY_MS, nameOf, otherOf, type HandoversContext } from './context';

export type PlanInput = z.output<typeof HandoverPlanInputSchema>;

/** The swap's plan, for its two members. */
export async function getPlan(ctx: HandoversContext, userId: string, swapId: string): Promise<HandoverPlanResponse> {
  await ctx.swaps.getSwap(userId, swapId);
  const plan = await findPlan(ctx.db, swapId);
  return { plan: plan ? presentPlan(plan) : null };
}

/** Either member proposes a time and place; proposing over the other's proposal is the counter. */
export async function proposePlan(ctx: HandoversContext, userId: string, swapId: string, input: PlanInput): Promise<HandoverPlanResponse> {
  const { clock } = ctx;
  const swap = await ctx.openSwap(userId, swapId);
  const startsAt = zonedToInstant(input.starts_at, input.time_zone);
  if (!startsAt) throw badRequest('Choose the handover time');
  if (startsAt <= clock()) throw badRequest(MEET_START_IN_FUTURE);
  if (startsAt.getTime() - clock().getTime() > PLAN_AHEAD_MAX_DAYS * DAY_MS) throw badRequest(PLAN_AHEAD_TOO_FAR);
  const plan = await saveProposal(ctx.db, {
    swapRequestId: swapId,
    proposedBy: userId,
    startsAt,
    timeZone: input.time_zone,
    place: input.place,
  });
  ctx.announceChange(swap);
  const name = nameOf(swap, userId);
  await ctx.notify([
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
}
