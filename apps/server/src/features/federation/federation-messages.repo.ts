import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { federationConversations, federationMessages } from '../../db/schema/federation';
import type { Database } from '../../platform/db';
import type { RemoteAccountRow } from './federation.repo';

type ConversationRow = typeof federationConversations.$inferSelect;
type MessageRow = typeof federationMessages.$inferSelect;

/** How the account elsewhere is shown and reached, as a conversation keeps it. */
export type ConversationAccount = Pick<ConversationRow, 'actorUri' | 'handle' | 'name' | 'iconUrl' | 'url' | 'inbox'>;

/** How an account elsewhere is shown and reached: what a row that names it refreshes each time the account is met again. */
export function accountDetails(account: Pick<RemoteAccountRow, 'handle' | 'name' | 'iconUrl' | 'url' | 'inbox'>) {
  return { handle: account.handle, name: account.name, iconUrl: account.iconUrl, url: account.url, inbox: account.inbox };
}

export interface ConversationSummary {
  conversation: ConversationRow;
  last: MessageRow | null;
  unread: number;
}

/** The conversations of members with accounts on other servers, and their messages. */
export const remoteMessagesRepo = (db: Database) => {
  /** The members these conversations belong to. */
  async function membersOf(conversationIds: string[]): Promise<string[]> {
    if (conversationIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ memberId: federationConversations.memberId })
      .from(federationConversations)
      .where(inArray(federationConversations.id, conversationIds));
    return rows.map((row) => row.memberId);
  }

  /** Each conversation's newest message and the count of unread ones from elsewhere. */
  async function summaries(conversations: ConversationRow[]): Promise<ConversationSummary[]> {
    const ids = conversations.map((conversation) => conversation.id);
    if (ids.length === 0) return [];
    const [lasts, unread] = await Promise.all([
      db
        .selectDistinctOn([federationMessages.conversationId])
        .from(federationMessages)
        .where(inArray(federationMessages.conversationId, ids))
        .orderBy(federationMessages.conversationId, desc(federationMessages.createdAt)),
      db
        .select({ conversationId: federationMessages.conversationId, n: count() })
        .from(federationMessages)
        .where(
          and(inArray(federationMessages.conversationId, ids), eq(federationMessages.direction, 'in'), isNull(federationMessages.readAt)),
        )
        .groupBy(federationMessages.conversationId),
    ]);
    return conversations.map((conversation) => ({
      conversation,
      last: lasts.find((row) => row.conversationId === conversation.id) ?? null,
      unread: unread.find((row) => row.conversationId === conversation.id)?.n ?? 0,
    }));
  }

  return {
    /**
     * The member's conversations with accounts elsewhere, the latest first: only those with a
     * message, so one read between its opening and its first message is not listed empty.
     */
    async listOf(memberId: string): Promise<ConversationSummary[]> {
      const rows = await db
        .select()
        .from(federationConversations)
        .where(eq(federationConversations.memberId, memberId))
        .orderBy(desc(federationConversations.lastMessageAt));
      return (await summaries(rows)).filter((summary) => summary.last !== null);
    },

    /** One of the member's conversations; null when there is none of that id that is theirs. */
    async conversationOf(memberId: string, id: string): Promise<ConversationRow | null> {
      const [row] = await db
        .select()
        .from(federationConversations)
        .where(and(sql`${federationConversations.id}::text = ${id}`, eq(federationConversations.memberId, memberId)));
      return row ?? null;
    },

    summaryOf: async (conversation: ConversationRow): Promise<ConversationSummary> => {
      const [summary] = await summaries([conversation]);
      return summary ?? { conversation, last: null, unread: 0 };
    },

    /** The member's conversation with the account, made the first time; the account's details and what it is about are refreshed. */
    async open(memberId: string, account: ConversationAccount, about?: { name: string; url: string | null }): Promise<ConversationRow> {
      const aboutColumns = about ? { aboutName: about.name, aboutUrl: about.url } : {};
      const [row] = await db
        .insert(federationConversations)
        .values({ memberId, ...account, ...aboutColumns })
        .onConflictDoUpdate({
          target: [federationConversations.memberId, federationConversations.actorUri],
          set: { ...accountDetails(account), ...aboutColumns },
        })
        .returning();
      if (!row) throw new Error('upsert returned no conversation');
      return row;
    },

    /** Adds a message and moves its conversation up; answers null when that message (by its uri) is already there. */
    async add(message: Omit<typeof federationMessages.$inferInsert, 'readAt'>): Promise<MessageRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(federationMessages).values(message).onConflictDoNothing().returning();
        if (row) {
          await tx
            .update(federationConversations)
            .set({ lastMessageAt: row.createdAt })
            .where(eq(federationConversations.id, message.conversationId));
        }
        return row ?? null;
      });
    },

    /** The conversation's messages, oldest first; those from elsewhere are marked read as the member opens it. */
    async readThread(conversationId: string): Promise<MessageRow[]> {
      await db
        .update(federationMessages)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(federationMessages.conversationId, conversationId),
            eq(federationMessages.direction, 'in'),
            isNull(federationMessages.readAt),
          ),
        );
      return db
        .select()
        .from(federationMessages)
        .where(eq(federationMessages.conversationId, conversationId))
        .orderBy(asc(federationMessages.createdAt));
    },

    /** The newest message the account sent in the conversation, which an answer replies to. */
    async lastFromThem(conversationId: string): Promise<string | null> {
      const [row] = await db
        .select({ uri: federationMessages.uri })
        .from(federationMessages)
        .where(and(eq(federationMessages.conversationId, conversationId), eq(federationMessages.direction, 'in')))
        .orderBy(desc(federationMessages.createdAt))
        .limit(1);
      return row?.uri ?? null;
    },

    /** A member's own message by id, with the account it went to (the only one who may fetch it). */
    async sent(id: string): Promise<{ message: MessageRow; conversation: ConversationRow } | null> {
      const [row] = await db
        .select({ message: federationMessages, conversation: federationConversations })
        .from(federationMessages)
        .innerJoin(federationConversations, eq(federationConversations.id, federationMessages.conversationId))
        .where(and(sql`${federationMessages.id}::text = ${id}`, eq(federationMessages.direction, 'out')));
      return row ?? null;
    },

    /** The account's edit of a message it sent; only its own messages change. Answers whose conversations changed. */
    async edit(uri: string, actorUri: string, content: string): Promise<string[]> {
      const edited = await db
        .update(federationMessages)
        .set({ content })
        .where(
          and(
            eq(federationMessages.uri, uri),
            eq(federationMessages.direction, 'in'),
            inArray(
              federationMessages.conversationId,
              db
                .select({ id: federationConversations.id })
                .from(federationConversations)
                .where(eq(federationConversations.actorUri, actorUri)),
            ),
          ),
        )
        .returning({ conversationId: federationMessages.conversationId });
      return membersOf(edited.map((row) => row.conversationId));
    },

    /** The account deleted a message it sent, or (its own id named) itself: their messages go. Answers whose conversations changed. */
    async remove(uri: string, actorUri: string): Promise<string[]> {
      const theirs = db
        .select({ id: federationConversations.id })
        .from(federationConversations)
        .where(eq(federationConversations.actorUri, actorUri));
      if (uri === actorUri) {
        const gone = await db
          .delete(federationConversations)
          .where(eq(federationConversations.actorUri, actorUri))
          .returning({ memberId: federationConversations.memberId });
        return gone.map((row) => row.memberId);
      }
      const deleted = await db
        .delete(federationMessages)
        .where(
          and(eq(federationMessages.uri, uri), eq(federationMessages.direction, 'in'), inArray(federationMessages.conversationId, theirs)),
        )
        .returning({ conversationId: federationMessages.conversationId });
      return membersOf(deleted.map((row) => row.conversationId));
    },
  };
};

export type RemoteMessagesRepo = ReturnType<typeof remoteMessagesRepo>;
