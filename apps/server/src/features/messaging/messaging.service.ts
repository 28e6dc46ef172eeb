import { MESSAGE_NOT_FOUND } from '@rootshare/contracts/messaging-constants';
import type { CreateConversation } from '@rootshare/contracts/messaging';
import { notFound } from '../../platform/errors';
import { countUnread, findMemberMessageSender, setMessageHiddenRow } from './messaging.repo';
import { createMessagingContext, type MessageDestination, type MessagingDeps } from './use-cases/context';
import { listConversations, listMessages, type MessagesQuery } from './use-cases/list-messages';
import { markRead } from './use-cases/mark-read';
import { getConversation, openConversation } from './use-cases/open-conversation';
import { sendMessage, type SendMessageInput } from './use-cases/send-message';
import { recordMessage, swapConversation } from './use-cases/swap-messages';
import { relayTyping } from './use-cases/typing';

/**
 * Conversations between members and their messages, as the routes and other features call them.
 * Each use case is a file of its own under use-cases/.
 */
export function createMessagingService(deps: MessagingDeps) {
  const ctx = createMessagingContext(deps);
  relayTyping(ctx);
  return {
    openConversation: (userId: string, input: CreateConversation) => openConversation(ctx, userId, input),
    getConversation: (userId: string, conversationId: string) => getConversation(ctx, userId, conversationId),
    listConversations: (userId: string, cursor: string | undefined, limit: number) => listConversations(ctx, userId, cursor, limit),
    listMessages: (userId: string, query: MessagesQuery) => listMessages(ctx, userId, query),
    sendMessage: (userId: string, input: SendMessageInput) => sendMessage(ctx, userId, input),
    swapConversation: (userId: string, destination: MessageDestination) => swapConversation(ctx, userId, destination),
    recordMessage,
    announce: ctx.announce,
    markRead: (userId: string, conversationId: string) => markRead(ctx, userId, conversationId),

    /** Messages the member received and has not read. */
    unreadCount: (userId: string) => countUnread(ctx.db, userId),

    /** The sender of a message in one of the member's conversations (for a report); 404 for any other. */
    async senderOfVisibleMessage(messageId: string, userId: string): Promise<string> {
      const senderId = await findMemberMessageSender(ctx.db, messageId, userId);
      if (!senderId) throw notFound(MESSAGE_NOT_FOUND);
      return senderId;
    },

    /** A moderator hides or restores a message. False when there is no such message. */
    setMessageHidden: (id: string, hidden: boolean): Promise<boolean> => setMessageHiddenRow(ctx.db, id, hidden),
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
