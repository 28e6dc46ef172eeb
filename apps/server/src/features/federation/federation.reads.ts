import type { AccountExport } from '@rootshare/contracts/account';
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import {
  federationConversations,
  federationFollowing,
  federationMemberBlocks,
  federationMessages,
  federationReplies,
} from '../../db/schema/federation';
import type { Database } from '../../platform/db';

/**
 * Conversations with accounts on other servers, and their messages, as other features read them
 * (docs/architecture.md#table-owners): subqueries under the tables' own names. Only this feature writes them.
 */
export const remoteConversationRows = new QueryBuilder()
  .select(getTableColumns(federationConversations))
  .from(federationConversations)
  .as('federation_conversations');
export const remoteMessageRows = new QueryBuilder()
  .select(getTableColumns(federationMessages))
  .from(federationMessages)
  .as('federation_messages');

/** What the member's data export holds of their dealings with accounts on other servers. */
export async function otherServersExport(db: Database, memberId: string): Promise<AccountExport['other_servers']> {
  const [following, conversations, replies, blocked] = await Promise.all([
    db.select().from(federationFollowing).where(eq(federationFollowing.memberId, memberId)).orderBy(asc(federationFollowing.createdAt)),
    db
      .select()
      .from(federationConversations)
      .where(eq(federationConversations.memberId, memberId))
      .orderBy(asc(federationConversations.createdAt)),
    db.select().from(federationReplies).where(eq(federationReplies.memberId, memberId)).orderBy(asc(federationReplies.publishedAt)),
    db
      .select()
      .from(federationMemberBlocks)
      .where(eq(federationMemberBlocks.memberId, memberId))
      .orderBy(asc(federationMemberBlocks.createdAt)),
  ]);
  const messages =
    conversations.length === 0
      ? []
      : await db
          .select()
          .from(federationMessages)
          .where(
            inArray(
              federationMessages.conversationId,
              conversations.map((conversation) => conversation.id),
            ),
          )
          .orderBy(asc(federationMessages.createdAt));
  return {
    following: following.map((row) => ({
      actor: row.actorUri,
      handle: row.handle,
      accepted: row.acceptedAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
    conversations: conversations.map((conversation) => ({
      with: { actor: conversation.actorUri, handle: conversation.handle },
      about: conversation.aboutName,
      messages: messages
        .filter((message) => message.conversationId === conversation.id)
        .map((message) => ({
          from: message.direction === 'out' ? ('me' as const) : ('them' as const),
          content: message.content,
          created_at: message.createdAt.toISOString(),
        })),
    })),
    replies: replies.map((reply) => ({
      in_reply_to: reply.inReplyTo,
      content: reply.content,
      published_at: reply.publishedAt.toISOString(),
    })),
    blocked: blocked.map((row) => ({ actor: row.actorUri, handle: row.handle, created_at: row.createdAt.toISOString() })),
  };
}
