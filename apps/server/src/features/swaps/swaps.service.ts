import type { Handover, SwapTab } from '@rootshare/contracts/swaps';
import { completeSwap } from './use-cases/complete-swap';
import { createSwapsContext, type SwapsDeps } from './use-cases/context';
import { createSwapRequest, type CreateSwapInput } from './use-cases/create-swap-request';
import { listReviews, listUserSwaps } from './use-cases/list-swaps';
import { respondToSwap, type RespondInput } from './use-cases/respond-to-swap';
import { reviewSwap, type ReviewInput } from './use-cases/review-swap';
import { setHandover } from './use-cases/set-handover';
import { givenPlants, receivedPlants } from './use-cases/swap-plants';

export type { GivenInSwap, ReceivedFromSwap } from './use-cases/swap-plants';

/**
 * Swaps between members: requests with their card in the conversation, answers and counter-offers,
 * completion by both sides, the handover choice and reviews, with notices to the other member.
 * Each use case is a file of its own under use-cases/; this is the object the routes and other
 * features call.
 */
export function createSwapsService(deps: SwapsDeps) {
  const ctx = createSwapsContext(deps);
  return {
    createSwapRequest: (userId: string, input: CreateSwapInput) => createSwapRequest(ctx, userId, input),
    /** A swap, for its two members only. */
    getSwap: async (userId: string, id: string) => ctx.present(await ctx.partySwap(userId, id)),
    respond: (userId: string, id: string, input: RespondInput) => respondToSwap(ctx, userId, id, input),
    complete: (userId: string, id: string) => completeSwap(ctx, userId, id),
    setHandover: (userId: string, id: string, handover: Handover) => setHandover(ctx, userId, id, handover),
    review: (userId: string, id: string, input: ReviewInput) => reviewSwap(ctx, userId, id, input),
    receivedPlants: (userId: string, id: string) => receivedPlants(ctx, userId, id),
    givenPlants: (userId: string, id: string) => givenPlants(ctx, userId, id),
    listUserSwaps: (userId: string, tab: SwapTab | undefined, cursor: string | undefined, limit: number) =>
      listUserSwaps(ctx, userId, tab, cursor, limit),
    listReviews: (userId: string, cursor: string | undefined, limit: number) => listReviews(ctx, userId, cursor, limit),
  };
}

export type SwapsService = ReturnType<typeof createSwapsService>;
