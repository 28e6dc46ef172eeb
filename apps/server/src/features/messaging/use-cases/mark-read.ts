import { markConversationRead } from '../messaging.repo';
import { otherMember, type MessagingContext } from './context';

/** Marks what the member received in a conversation read, and tells their other tabs. */
export async function markRead(ctx: MessagingContext, userId: string, conversationId: string): Promise<void> {
  const conversation = await ctx.conversationOf(userId, conversationId);
  const changed = await markConversationRead(ctx.db, conversationId, userId);
  await ctx.notifications.markConversationRead(userId, { conversationId });
  if (changed > 0)
    ctx.publish([userId, otherMember(conversation, userId)], { type: 'conversation_read', conversationId, readerId: userId });
}
