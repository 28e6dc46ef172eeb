import { SWAP_NOT_PENDING, SWAP_NOT_YOURS_TO_ANSWER, type SwapRequest, type RespondSwapSchema } from '@rootshare/contracts/swaps';
import type { z } from 'zod';
import { conflict, forbidden } from '../../../platform/errors';
import { answerSwap, counterSwap } from '../swaps.repo';
import type { SwapsContext } from './context';
import type { Language } from '@rootshare/contracts/languages';
import { SWAP_NOTICES } from '../swap-notices';

export type RespondInput = z.output<typeof RespondSwapSchema>;

/**
 * Accept, decline or counter: only the recipient, only while pending. Of two answers at once
 * one wins; the other finds the request no longer pending (409).
 */
export async function respondToSwap(ctx: SwapsContext, userId: string, id: string, input: RespondInput): Promise<SwapRequest> {
  const { db, messaging, blocks, checkOwned, usernameOf, present, partySwap, announceChange, notify } = ctx;
  const before = await partySwap(userId, id);
  if (before.recipientId !== userId) throw forbidden(SWAP_NOT_YOURS_TO_ANSWER);
  if (before.status !== 'pending') throw conflict(SWAP_NOT_PENDING);
  // Between members who blocked each other a request can still be declined, silently; nothing else goes through.
  if (input.action !== 'decline' || input.message) await blocks.ensureNotReadOnly(userId, before.requesterId);
  if (input.action === 'counter')
    await checkOwned(userId, input.counter_plants, 'Counter-offer plants must be your own plants that are available for swap');
  const requesterId = before.requesterId;
  const { swap, reply } = await db.transaction(async (tx) => {
    const swap =
      input.action === 'counter'
        ? await counterSwap(tx, id, userId, input.counter_plants, input.message)
        : await answerSwap(tx, id, userId, input.action === 'accept' ? 'accepted' : 'declined');
    if (!swap) throw conflict(SWAP_NOT_PENDING);
    // The answer's words go into the conversation, where both members read them.
    const reply =
      input.message && swap.conversationId
        ? await messaging.recordMessage(tx, {
            conversationId: swap.conversationId,
            senderId: userId,
            recipientId: requesterId,
            content: input.message,
            messageType: 'text',
            swapRequestId: null,
          })
        : null;
    return { swap, reply };
  });
  if (reply) messaging.announce(reply);
  announceChange(swap);
  const name = await usernameOf(userId);
  const notices = {
    accept: { type: 'swap_accept', words: (language: Language) => SWAP_NOTICES[language].accepted(name) },
    decline: { type: 'swap_decline', words: (language: Language) => SWAP_NOTICES[language].declined(name) },
    counter: { type: 'swap_counter', words: (language: Language) => SWAP_NOTICES[language].countered(name) },
  } as const;
  await notify([
    { userId: requesterId, ...notices[input.action], otherUserId: userId, swapRequestId: swap.id, conversationId: swap.conversationId },
  ]);
  return present(swap);
}
