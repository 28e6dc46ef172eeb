import { SWAP_ALREADY_MARKED, SWAP_NOT_ACCEPTED, type SwapRequest } from '@rootshare/contracts/swaps';
import { conflict } from '../../../platform/errors';
import { findPartySwap, markSwapComplete } from '../swaps.repo';
import { otherParty, type SwapsContext } from './context';
import { SWAP_NOTICES } from '../swap-notices';

/** Marks the caller's side of an accepted swap complete; both sides make it completed. */
export async function completeSwap(ctx: SwapsContext, userId: string, id: string): Promise<SwapRequest> {
  const { db, usernameOf, present, partySwap, announceChange, notify } = ctx;
  const before = await partySwap(userId, id);
  const swap = await markSwapComplete(db, id, userId);
  if (!swap) {
    const now = (await findPartySwap(db, id, userId)) ?? before;
    throw conflict(now.status === 'accepted' || now.status === 'completed' ? SWAP_ALREADY_MARKED : SWAP_NOT_ACCEPTED);
  }
  announceChange(swap);
  const other = otherParty(swap, userId);
  const name = await usernameOf(userId);
  if (swap.status === 'completed') {
    const otherName = await usernameOf(other);
    await notify([
      {
        userId,
        type: 'review_opportunity',
        words: (language) => SWAP_NOTICES[language].completed(otherName),
        otherUserId: other,
        swapRequestId: swap.id,
        conversationId: swap.conversationId,
      },
      {
        userId: other,
        type: 'review_opportunity',
        words: (language) => SWAP_NOTICES[language].completed(name),
        otherUserId: userId,
        swapRequestId: swap.id,
        conversationId: swap.conversationId,
      },
    ]);
  } else {
    await notify([
      {
        userId: other,
        type: 'swap_update',
        words: (language) => SWAP_NOTICES[language].markedComplete(name),
        otherUserId: userId,
        swapRequestId: swap.id,
        conversationId: swap.conversationId,
      },
    ]);
  }
  return present(swap);
}
