import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A conversation between two members, optionally about one plant. The pair is stored in id order
 * (member_low < member_high) so one unique key finds the thread whoever starts it. plant_id keeps
 * no foreign key: a thread about a plant stays one after the plant is removed.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberLow: uuid('member_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberHigh: uuid('member_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plantId: uuid('plant_id'),
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The inbox order: the last message's time, or when the thread was opened. */
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('conversations_members_plant_key').on(t.memberLow, t.memberHigh, t.plantId).nullsNotDistinct(),
    index('conversations_low_activity_idx').on(t.memberLow, t.activityAt, t.id),
    index('conversations_high_activity_idx').on(t.memberHigh, t.activityAt, t.id),
    check('conversations_members_ordered', sql`${t.memberLow} < ${t.memberHigh}`),
  ],
);

/**
 * A message. sender and recipient are always the conversation's two members, so the rows go with
 * the conversation (and it with either member's account). is_read is the recipient's.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    content: text('content').notNull(),
    messageType: text('message_type', { enum: ['text', 'image', 'swap_request'] })
      .notNull()
      .default('text'),
    imageUrl: text('image_url'),
    /** What an image message's image shows (its alt text), as the sender described it. */
    imageDescription: text('image_description'),
    swapRequestId: uuid('swap_request_id'),
    plantId: uuid('plant_id'),
    isRead: boolean('is_read').notNull().default(false),
    /** Hidden by a moderator: its text and image are withheld from both members. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The sender's device's idempotency key: a retried send finds this row instead of adding one. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_key_idx')
      .on(t.senderId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_unread_idx')
      .on(t.recipientId, t.conversationId)
      .where(sql`not ${t.isRead}`),
    // Whether a stored image is still shown (uploads.repo.ts): one lookup per path.
    index('messages_image_url_idx')
      .on(t.imageUrl)
      .where(sql`${t.imageUrl} is not null`),
  ],
);
