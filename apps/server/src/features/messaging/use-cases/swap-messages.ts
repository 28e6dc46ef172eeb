import type { Message } from '@rootshare/contracts/messaging';
import type { Database } from '../../../platform/db';
import { presentMessage } from '../messaging.presenter';
import { insertMessage } from '../messaging.repo';
import { otherMember, type MessageDestination, type MessagingContext } from './context';

/** The fields of a message a swap request posts: its card, or an answer to it. */
export interface SwapMessageFields {
  conversationId: string;
  senderId: string;
  recipientId: string;
  content: string;
  messageType: 'text' | 'swap_request';
  swapRequestId: string | null;
}

/** The conversation a swap request between two members belongs to (the given one, or their thread about the plant). */
export async function swapConversation(
  ctx: MessagingContext,
  userId: string,
  destination: MessageDestination,
): Promise<{ id: string; recipientId: string }> {
  const conversation = await ctx.resolveDestination(userId, destination);
  return { id: conversation.id, recipientId: otherMember(conversation, userId) };
}

/** Stores a message inside the caller's transaction (a swap request's card or answer); announce it after the commit. */
export async function recordMessage(tx: Database, fields: SwapMessageFields): Promise<Message> {
  return presentMessage(await insertMessage(tx, { ...fields, imageUrl: null }));
}
