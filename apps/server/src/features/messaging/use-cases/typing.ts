import { otherMember, type MessagingContext } from './context';

/** Passes a member's typing on to the other member of the conversation, unless one blocked the other. */
export function relayTyping(ctx: MessagingContext): void {
  ctx.realtime.onClientEvent('typing', async (userId, event) => {
    const conversation = await ctx.conversationOf(userId, event.conversationId).catch(() => null);
    if (conversation && !(await ctx.blocks.apart(userId, otherMember(conversation, userId))))
      ctx.publish([otherMember(conversation, userId)], {
        type: 'typing',
        conversationId: conversation.id,
        userId,
        isTyping: event.isTyping,
      });
  });
}
