import type { Language } from '@rootshare/contracts/languages';
import type { JobData } from '../../../platform/jobs';
import { HANDOVER_NOTICES } from '../handover-notices';
import { planWhenAndWhere } from '../handovers.presenter';
import { findPlan } from '../handovers.repo';
import { nameOf, otherOf, type HandoversContext } from './context';

/**
 * The handover-reminder job: both members, two hours before. It re-reads the plan: a newer
 * version, a plan no longer agreed, a swap no longer accepted or a time passed gets nothing.
 */
export async function remindOfHandover(ctx: HandoversContext, data: JobData['handover-reminder']): Promise<void> {
  const plan = await findPlan(ctx.db, data.swapRequestId);
  if (!plan || plan.version !== data.version || plan.status !== 'agreed' || plan.startsAt <= ctx.clock()) return;
  const swap = await ctx.swaps.getSwap(plan.proposedBy, plan.swapRequestId).catch(() => null);
  if (swap?.status !== 'accepted') return;
  await ctx.notify(
    [swap.requester_id, swap.recipient_id].map((userId) => ({
      userId,
      type: 'handover_reminder' as const,
      words: (language: Language) => HANDOVER_NOTICES[language].soon(nameOf(swap, otherOf(swap, userId)), planWhenAndWhere(plan, language)),
      otherUserId: otherOf(swap, userId),
      swapRequestId: swap.id,
      conversationId: swap.conversation_id,
    })),
  );
}
