import { HANDOVER_ONLY_ACCEPTED, type Handover, type SwapRequest } from '@rootshare/contracts/swaps';
import { conflict } from '../../../platform/errors';
import { setSwapHandover } from '../swaps.repo';
import { otherParty, type SwapsContext } from './context';
import { SWAP_NOTICES } from '../swap-notices';

/**
 * Either member of an accepted swap chooses how the plants change hands. The choice is all that
 * is stored; an address, when one is needed, is shared by the members in the swap's chat.
 */
export async function setHandover(ctx: SwapsContext, userId: string, id: string, handover: Handover): Promise<SwapRequest> {
  const { db, blocks, usernameOf, present, partySwap, announceChange, notify } = ctx;
  const before = await partySwap(userId, id);
  if (before.status !== 'accepted') throw conflict(HANDOVER_ONLY_ACCEPTED);
  const other = otherParty(before, userId);
  await blocks.ensureNotReadOnly(userId, other);
  const swap = await setSwapHandover(db, id, userId, handover);
  if (!swap) throw conflict(HANDOVER_ONLY_ACCEPTED);
  announceChange(swap);
  if (before.handover !== handover) {
    const name = await usernameOf(userId);
    await notify([
      {
        userId: other,
        type: 'swap_update',
        words: (language) => SWAP_NOTICES[language].handoverChosen(name, handover),
        otherUserId: userId,
        swapRequestId: swap.id,
        conversationId: swap.conversationId,
      },
    ]);
  }
  return present(swap);
}
