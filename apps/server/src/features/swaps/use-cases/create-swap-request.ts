import { CANNOT_SWAP_WITH_YOURSELF, CONVERSATION_NOT_WITH_MEMBER } from '@rootshare/contracts/swaps-constants';
import type { SwapRequest, CreateSwapRequestSchema } from '@rootshare/contracts/swaps';
import type { z } from 'zod';
import { badRequest } from '../../../platform/errors';
import { insertSwapRequest } from '../swaps.repo';
import type { SwapsContext } from './context';
import { SWAP_NOTICES } from '../swap-notices';

export type CreateSwapInput = z.output<typeof CreateSwapRequestSchema>;

/** Sends a swap request: the request, its card in the conversation and the recipient's notification, in one transaction. */
export async function createSwapRequest(ctx: SwapsContext, userId: string, input: CreateSwapInput): Promise<SwapRequest> {
  const { db, messaging, notifications, quotas, checkOwned, usernameOf, present } = ctx;
  if (input.recipient_id === userId) throw badRequest(CANNOT_SWAP_WITH_YOURSELF);
  await quotas.take(userId, 'swapRequests');
  const conversation = await messaging.swapConversation(userId, {
    conversationId: input.conversation_id,
    recipientId: input.recipient_id,
    plantId: input.requested_plants[0] ?? null,
  });
  if (conversation.recipientId !== input.recipient_id) throw badRequest(CONVERSATION_NOT_WITH_MEMBER);
  await checkOwned(userId, input.offered_plants, 'Offered plants must be your own plants that are available for swap');
  await checkOwned(
    input.recipient_id,
    input.requested_plants,
    "Requested plants must be the other member's plants that are available for swap",
  );
  const requesterName = await usernameOf(userId);
  const { swap, message, notificationIds } = await db.transaction(async (tx) => {
    const swap = await insertSwapRequest(
      tx,
      { requesterId: userId, recipientId: input.recipient_id, conversationId: conversation.id, message: input.message },
      [...input.offered_plants, ...input.requested_plants],
    );
    const message = await messaging.recordMessage(tx, {
      conversationId: conversation.id,
      senderId: userId,
      recipientId: input.recipient_id,
      content: input.message ?? 'Sent a swap request',
      messageType: 'swap_request',
      swapRequestId: swap.id,
    });
    const notificationIds = await notifications.record(tx, [
      {
        userId: input.recipient_id,
        type: 'swap_request',
        words: (language) => SWAP_NOTICES[language].request(requesterName),
        otherUserId: userId,
        swapRequestId: swap.id,
        conversationId: conversation.id,
      },
    ]);
    return { swap, message, notificationIds };
  });
  messaging.announce(message);
  await notifications.announce(notificationIds);
  return present(swap);
}
