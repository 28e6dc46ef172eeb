import type { ConversationPage, MessagePage } from '@rootshare/contracts/messaging';
import { decodeCursor, pageOf } from '../../../platform/cursor';
import { badRequest } from '../../../platform/errors';
import { presentConversationEntry, presentMessage } from '../messaging.presenter';
import { findConversationBetween } from '../messaging.repo';
import type { MessagingContext } from './context';

export interface MessagesQuery {
  conversation_id?: string | undefined;
  otherUserId?: string | undefined;
  plantId?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** The member's inbox, most recent first, a page at a time. */
export async function listConversations(
  ctx: MessagingContext,
  userId: string,
  cursor: string | undefined,
  limit: number,
): Promise<ConversationPage> {
  const rows = await ctx.listInbox(userId, decodeCursor(cursor), limit);
  const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.conversation.id }));
  return { conversations: page.items.map(presentConversationEntry), nextCursor: page.nextCursor };
}

/** A page of a conversation the member is in (newest before the cursor, shown oldest first). */
export async function listMessages(ctx: MessagingContext, userId: string, query: MessagesQuery): Promise<MessagePage> {
  let conversationId = query.conversation_id;
  if (!conversationId && query.otherUserId) {
    conversationId = (await findConversationBetween(ctx.db, userId, query.otherUserId, query.plantId ?? null))?.id;
    if (!conversationId) return { messages: [], nextCursor: null };
  }
  if (!conversationId) throw badRequest('Ask for a conversation_id or an otherUserId');
  await ctx.conversationOf(userId, conversationId);
  const rows = await ctx.listMessagePage(conversationId, decodeCursor(query.cursor), query.limit);
  const page = pageOf(rows, query.limit, (row) => ({ at: row.cursorAt, id: row.id }));
  return { messages: page.items.map(presentMessage).reverse(), nextCursor: page.nextCursor };
}
