import { NOTIFICATION_TYPES } from '@rootshare/contracts/notifications';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { meets } from './meets';
import { federationConversations } from './federation';
import { conversations } from './messaging';
import { swapRequests } from './swaps';
import { userPlants } from './user-plants';

/** A notification for the bell. other_user is who caused it; the swap or conversation what it is about. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: NOTIFICATION_TYPES,
    }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    otherUserId: uuid('other_user_id').references(() => users.id, { onDelete: 'cascade' }),
    swapRequestId: uuid('swap_request_id').references(() => swapRequests.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    /** The conversation with an account on another server a message notification is about. */
    remoteConversationId: uuid('remote_conversation_id').references(() => federationConversations.id, { onDelete: 'cascade' }),
    /** The swap meet a meet notification is about. */
    meetId: uuid('meet_id').references(() => meets.id, { onDelete: 'cascade' }),
    /** The plant a wishlist match or care reminder is about; the entry goes with the plant. */
    userPlantId: uuid('user_plant_id').references(() => userPlants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx')
      .on(t.userId, t.conversationId)
      .where(sql`not ${t.isRead}`),
    index('notifications_other_user_idx').on(t.otherUserId),
    index('notifications_swap_idx').on(t.swapRequestId),
    index('notifications_conversation_idx').on(t.conversationId),
    index('notifications_meet_idx').on(t.meetId),
    index('notifications_user_plant_idx').on(t.userPlantId),
    index('notifications_remote_conversation_idx').on(t.remoteConversationId),
    // One unread message entry per conversation, even when two instances add one at the same moment.
    uniqueIndex('notifications_one_unread_message_idx')
      .on(t.userId, t.conversationId)
      .where(sql`${t.type} = 'new_message' and not ${t.isRead}`),
    uniqueIndex('notifications_one_unread_remote_message_idx')
      .on(t.userId, t.remoteConversationId)
      .where(sql`${t.type} = 'message' and not ${t.isRead}`),
  ],
);
