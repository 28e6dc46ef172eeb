import { CHAT_IMAGE_MAX_BYTES } from '@rootshare/contracts/limits';
import {
  CHAT_IMAGE_TOO_LARGE,
  CONVERSATION_NOT_FOUND,
  SHARED_IMAGE_CONTENT,
  type Message,
  type SendMessageSchema,
} from '@rootshare/contracts/messaging';
import type { z } from 'zod';
import { pgErrorCode } from '../../../platform/db';
import { badRequest, HttpError, notFound } from '../../../platform/errors';
import type { StoredImageRef } from '../../uploads/uploads.service';
import { presentMessage } from '../messaging.presenter';
import { findSentWithKey } from '../messaging.repo';
import { otherMember, type MessagingContext } from './context';

export type SendMessageInput = z.output<typeof SendMessageSchema>;

async function storeChatImage(ctx: MessagingContext, userId: string, imageData: string): Promise<StoredImageRef> {
  try {
    return await ctx.uploads.storeDataUrl(userId, imageData, 'messages', CHAT_IMAGE_MAX_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413) throw new HttpError(413, CHAT_IMAGE_TOO_LARGE);
    throw error;
  }
}

/**
 * Stores a message (an image through the image pipeline) and delivers it to both members' sockets.
 * A send repeating one of the member's client keys answers the message that key stored and adds none.
 */
export async function sendMessage(ctx: MessagingContext, userId: string, input: SendMessageInput): Promise<Message> {
  const { db, uploads } = ctx;
  // Swap request messages are posted by the swaps feature with their swap request.
  if (input.message_type === 'swap_request') throw badRequest('Swap request messages are sent with Request Swap');
  const clientKey = input.client_key ?? null;
  const sent = clientKey ? await findSentWithKey(db, userId, clientKey) : null;
  if (sent) return presentMessage(sent);
  await ctx.quotas.take(userId, 'messages');
  const conversation = await ctx.resolveDestination(userId, {
    conversationId: input.conversation_id,
    recipientId: input.recipient_id,
    plantId: input.plant_id,
  });
  const image = input.message_type === 'image' && input.image_data ? await storeChatImage(ctx, userId, input.image_data) : null;
  const recipientId = otherMember(conversation, userId);
  const stored = await ctx
    .storeMessage({
      conversationId: conversation.id,
      senderId: userId,
      recipientId,
      content: input.content || (image ? SHARED_IMAGE_CONTENT : ''),
      messageType: input.message_type,
      imageUrl: image?.url ?? null,
      imageDescription: image ? input.image_description : null,
      swapRequestId: null,
      plantId: conversation.plantId,
      clientKey,
    })
    .then(
      (row) => ({ row, fresh: true }),
      async (error: unknown) => {
        // No file is kept for a message that was not stored.
        if (image) await uploads.deleteImages([image]);
        const code = pgErrorCode(error);
        // Two sends with one key crossed: the other stored and announced it; this one answers it.
        const raced = code === '23505' && clientKey ? await findSentWithKey(db, userId, clientKey) : null;
        if (raced) return { row: raced, fresh: false };
        // The conversation went with a member's account between the check and the insert.
        throw code === '23503' ? notFound(CONVERSATION_NOT_FOUND) : error;
      },
    );
  const message = presentMessage(stored.row);
  if (!stored.fresh) return message;
  ctx.announce(message);
  await ctx.notifications
    .notifyUnreadMessage(recipientId, { id: userId, name: message.sender.username }, { conversationId: conversation.id }, message.content)
    .catch(ctx.onError);
  return message;
}
