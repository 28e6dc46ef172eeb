import { and, count, desc, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conversations, messages } from '../../db/schema/messaging';
import type { StoredImage } from '../../db/schema/user-plants';
import type { Database } from '../../platform/db';
import { setHiddenAt } from '../../platform/hidden';
import { prepareKeysetPages, type KeysetPosition } from '../../platform/cursor';
import { userPlantRows } from '../user-plants/user-plants.reads';
import { catalogueRows } from '../catalogue/catalogue.reads';
import { blockedBetween } from '../blocks/blocks.reads';
import { memberRows, memberRowsAs } from '../auth/auth.reads';
import { profileRowsAs } from '../profiles/profiles.reads';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
/** A message to store; without plantId it takes its conversation's plant. */
export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'isRead' | 'createdAt' | 'plantId'> & { plantId?: string | null };

/** The two members of a conversation in the order the table keeps them. */
export const orderedPair = (a: string, b: string): [low: string, high: string] => (a < b ? [a, b] : [b, a]);

const memberOf = (userId: string) => or(eq(conversations.memberLow, userId), eq(conversations.memberHigh, userId));

/** A conversation the member is part of; null for any other (or none). */
export async function findMemberConversation(db: Database, conversationId: string, userId: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), memberOf(userId)))
    .limit(1);
  return row ?? null;
}

/** The thread between two members about a plant (or their general one, plantId null). */
export async function findConversationBetween(db: Database, a: string, b: string, plantId: string | null): Promise<ConversationRow | null> {
  const [low, high] = orderedPair(a, b);
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.memberLow, low),
        eq(conversations.memberHigh, high),
        plantId ? eq(conversations.plantId, plantId) : sql`${conversations.plantId} is null`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Finds or starts the thread; of two members starting it at once, both get the same row. A thread
 * stays out of both inboxes until its first message.
 */
export async function ensureConversation(
  db: Database,
  starter: string,
  other: string,
  plantId: string | null,
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const [low, high] = orderedPair(starter, other);
  const [inserted] = await db.insert(conversations).values({ memberLow: low, memberHigh: high, plantId }).onConflictDoNothing().returning();
  if (inserted) return { conversation: inserted, created: true };
  const existing = await findConversationBetween(db, starter, other, plantId);
  if (!existing) throw new Error('conversation vanished between insert and select');
  return { conversation: existing, created: false };
}

/** The member's username, or null when there is no such member. */
export async function findUsername(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ username: memberRows.username }).from(memberRows).where(eq(memberRows.id, userId)).limit(1);
  return row?.username ?? null;
}

/** Who owns a listed plant; null when it does not exist. */
export async function findPlantOwner(db: Database, plantId: string): Promise<string | null> {
  const [row] = await db.select({ userId: userPlantRows.userId }).from(userPlantRows).where(eq(userPlantRows.id, plantId)).limit(1);
  return row?.userId ?? null;
}

const other = memberRowsAs('other_user');
const otherProfile = profileRowsAs('other_profile');
const last = alias(messages, 'last_message');

/** The plant a conversation is about, as the presenter decides whether the viewer may see it. */
export interface ConversationPlantRow {
  id: string;
  ownerId: string;
  customName: string | null;
  commonName: string;
  category: string;
  catalogueImageUrl: string | null;
  images: StoredImage[];
  availableForSwap: boolean;
  hiddenAt: Date | null;
}

export interface ConversationEntryRow {
  conversation: ConversationRow;
  other: { id: string; username: string; avatarUrl: string | null };
  lastMessage: Pick<MessageRow, 'content' | 'messageType' | 'isRead' | 'senderId' | 'hiddenAt' | 'createdAt'> | null;
  /** The plant the thread is about, while it exists. */
  plant: ConversationPlantRow | null;
  /** Messages the member received in it and has not read. */
  unreadCount: number;
  cursorAt: string;
  /** Either member blocked the other. */
  readOnly: boolean;
}

/** Inbox rows: the conversation, the other member's public face, its plant, the last message and what is unread. */
function selectEntries(db: Database, userId: string | Placeholder) {
  return db
    .select({
      conversation: conversations,
      other: { id: other.id, username: other.username, avatarUrl: otherProfile.avatarUrl },
      lastMessage: {
        content: last.content,
        messageType: last.messageType,
        isRead: last.isRead,
        senderId: last.senderId,
        hiddenAt: last.hiddenAt,
        createdAt: last.createdAt,
      },
      plant: {
        id: userPlantRows.id,
        ownerId: userPlantRows.userId,
        customName: userPlantRows.customName,
        commonName: catalogueRows.commonName,
        category: catalogueRows.category,
        catalogueImageUrl: catalogueRows.imageUrl,
        images: userPlantRows.images,
        availableForSwap: userPlantRows.availableForSwap,
        hiddenAt: userPlantRows.hiddenAt,
      },
      // The partial unread index (recipient, conversation) answers it.
      unreadCount: sql<number>`(select count(*)::int from ${messages} m where m.recipient_id = ${userId}::uuid and m.conversation_id = ${conversations.id} and not m.is_read)`,
      cursorAt: sql<string>`${conversations.activityAt}::text`,
      readOnly: blockedBetween(other.id, userId),
    })
    .from(conversations)
    .innerJoin(
      other,
      eq(
        other.id,
        sql`case when ${conversations.memberLow} = ${userId}::uuid then ${conversations.memberHigh} else ${conversations.memberLow} end`,
      ),
    )
    .leftJoin(otherProfile, eq(otherProfile.id, other.id))
    .leftJoin(last, eq(last.id, conversations.lastMessageId))
    .leftJoin(userPlantRows, eq(userPlantRows.id, conversations.plantId))
    .leftJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId));
}

const toEntry = (row: Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number]): ConversationEntryRow => ({
  ...row,
  // A left join of no row gives an object of nulls (or null).
  lastMessage: row.lastMessage?.messageType ? (row.lastMessage as ConversationEntryRow['lastMessage']) : null,
  plant: row.plant?.id ? (row.plant as ConversationPlantRow) : null,
});

/** One inbox entry of the member's. */
export async function findConversationEntry(db: Database, conversationId: string, userId: string): Promise<ConversationEntryRow | null> {
  const [row] = await selectEntries(db, userId)
    .where(and(eq(conversations.id, conversationId), memberOf(userId)))
    .limit(1);
  return row ? toEntry(row) : null;
}

/**
 * The member's inbox, most recent first, up to limit + 1 rows after the cursor. Each side of the
 * pair has its own index in activity order, so the two halves are read in order and merged.
 */
export function prepareInboxPages(db: Database) {
  const user = sql.placeholder('user');
  const limit = sql.placeholder('limit');
  const pages = prepareKeysetPages('inbox', (name, after) => {
    const before = after ? sql`and ${after(sql`c.activity_at`, sql`c.id`)}` : sql``;
    // A thread opened without a message yet is in neither inbox: Contact Owner leaves no empty row.
    const side = (member: SQL) =>
      sql`(select c.id, c.activity_at from ${conversations} c where ${member} = ${user}::uuid and c.last_message_id is not null ${before} order by c.activity_at desc, c.id desc limit ${limit})`;
    const ids = sql`${side(sql`c.member_low`)} union all ${side(sql`c.member_high`)} order by activity_at desc, id desc limit ${limit}`;
    return selectEntries(db, user)
      .where(sql`${conversations.id} in (select page.id from (${ids}) page)`)
      .orderBy(desc(conversations.activityAt), desc(conversations.id))
      .prepare(name);
  });
  return async (userId: string, after: KeysetPosition | undefined, pageSize: number): Promise<ConversationEntryRow[]> =>
    (await pages({ user: userId, limit: pageSize + 1 }, after)).map(toEntry);
}

export type MessageWithSenderRow = MessageRow & { senderUsername: string; cursorAt: string };

const messageColumns = { message: messages, senderUsername: memberRows.username, cursorAt: sql<string>`${messages.createdAt}::text` };
const flatten = ({
  message,
  senderUsername,
  cursorAt,
}: {
  message: MessageRow;
  senderUsername: string;
  cursorAt: string;
}): MessageWithSenderRow => ({
  ...message,
  senderUsername,
  cursorAt,
});

/** A page of a conversation, newest first: up to limit + 1 messages before the cursor. */
export function prepareMessagePages(db: Database) {
  const pages = prepareKeysetPages('conversation_messages', (name, after) =>
    db
      .select(messageColumns)
      .from(messages)
      .innerJoin(memberRows, eq(memberRows.id, messages.senderId))
      .where(and(eq(messages.conversationId, sql.placeholder('conversation')), after?.(messages.createdAt, messages.id)))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return async (conversationId: string, before: KeysetPosition | undefined, limit: number): Promise<MessageWithSenderRow[]> =>
    (await pages({ conversation: conversationId, limit: limit + 1 }, before)).map(flatten);
}

/** The message a member already sent with this idempotency key, if any. */
export async function findSentWithKey(db: Database, senderId: string, clientKey: string): Promise<MessageWithSenderRow | null> {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(memberRows, eq(memberRows.id, messages.senderId))
    .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)));
  return row ? flatten(row) : null;
}

/** Stores a message and makes it its conversation's last, in one transaction. */
export async function insertMessage(db: Database, values: NewMessage): Promise<MessageWithSenderRow> {
  return db.transaction(async (tx) => {
    const plantId =
      values.plantId !== undefined
        ? values.plantId
        : sql`(select ${conversations.plantId} from ${conversations} where ${conversations.id} = ${values.conversationId}::uuid)`;
    const [message] = await tx
      .insert(messages)
      .values({ ...values, plantId })
      .returning();
    if (!message) throw new Error('message insert returned no row');
    // now() is the transaction's time, which the message's created_at defaulted to, to the microsecond.
    await tx
      .update(conversations)
      .set({ lastMessageId: message.id, lastMessageAt: sql`now()`, activityAt: sql`now()` })
      .where(
        and(
          eq(conversations.id, message.conversationId),
          sql`(${conversations.lastMessageAt} is null or ${conversations.lastMessageAt} <= now())`,
        ),
      );
    const [row] = await tx
      .select(messageColumns)
      .from(messages)
      .innerJoin(memberRows, eq(memberRows.id, messages.senderId))
      .where(eq(messages.id, message.id));
    if (!row) throw new Error('message vanished inside its transaction');
    return flatten(row);
  });
}

/**
 * insertMessage in one statement (a data-modifying WITH), for sending a message, the hot path of
 * messaging: one round trip instead of five (begin, insert, update, select, commit), and a named
 * prepared statement, so the query is built once per process and planned once per connection.
 * The statement is atomic like the transaction; the message's plant is given, not looked up.
 */
export function prepareInsertMessage(db: Database) {
  const param = <T>(name: keyof NewMessage) => sql.placeholder(name) as unknown as T;
  const inserted = db.$with('inserted').as(
    db
      .insert(messages)
      .values({
        conversationId: param<string>('conversationId'),
        senderId: param<string>('senderId'),
        recipientId: param<string>('recipientId'),
        content: param<string>('content'),
        messageType: param<'text'>('messageType'),
        imageUrl: param<string | null>('imageUrl'),
        imageDescription: param<string | null>('imageDescription'),
        swapRequestId: param<string | null>('swapRequestId'),
        plantId: param<string | null>('plantId'),
        clientKey: param<string | null>('clientKey'),
      })
      .returning(),
  );
  // now() is the statement's time, which the message's created_at defaulted to, to the microsecond.
  const touched = db.$with('touched').as(
    db
      .update(conversations)
      .set({ lastMessageId: sql`(select ${inserted.id} from ${inserted})`, lastMessageAt: sql`now()`, activityAt: sql`now()` })
      .where(
        and(
          eq(conversations.id, param<string>('conversationId')),
          sql`(${conversations.lastMessageAt} is null or ${conversations.lastMessageAt} <= now())`,
        ),
      )
      .returning({ id: conversations.id }),
  );
  const statement = db
    .with(inserted, touched)
    .select({
      message: {
        id: inserted.id,
        conversationId: inserted.conversationId,
        senderId: inserted.senderId,
        recipientId: inserted.recipientId,
        content: inserted.content,
        messageType: inserted.messageType,
        imageUrl: inserted.imageUrl,
        imageDescription: inserted.imageDescription,
        swapRequestId: inserted.swapRequestId,
        plantId: inserted.plantId,
        isRead: inserted.isRead,
        hiddenAt: inserted.hiddenAt,
        clientKey: inserted.clientKey,
        createdAt: inserted.createdAt,
      },
      senderUsername: memberRows.username,
      cursorAt: sql<string>`${inserted.createdAt}::text`,
    })
    .from(inserted)
    .innerJoin(memberRows, eq(memberRows.id, inserted.senderId))
    .prepare('insert_message');
  return async (values: NewMessage & { plantId: string | null }): Promise<MessageWithSenderRow> => {
    const [row] = await statement.execute({ imageUrl: null, imageDescription: null, swapRequestId: null, clientKey: null, ...values });
    if (!row) throw new Error('message insert returned no row');
    return flatten(row);
  };
}

/** Marks what the member received in a conversation read; answers how many were unread. */
export async function markConversationRead(db: Database, conversationId: string, userId: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.recipientId, userId), eq(messages.conversationId, conversationId), eq(messages.isRead, false)))
    .returning({ id: messages.id });
  return rows.length;
}

/** How many messages the member received and has not read. */
export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, userId), eq(messages.isRead, false)));
  return row?.n ?? 0;
}

/** The sender of a message in a conversation the member is part of; null for any other message. */
export async function findMemberMessageSender(db: Database, messageId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ senderId: messages.senderId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), memberOf(userId)))
    .limit(1);
  return row?.senderId ?? null;
}

/** Hides a message or restores it; false when there is no such message. */
export const setMessageHiddenRow = (db: Database, id: string, hidden: boolean): Promise<boolean> => setHiddenAt(db, messages, id, hidden);
