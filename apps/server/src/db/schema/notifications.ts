import { NOTIFICATION_CHANNELS } from '@rootshare/contracts/notification-settings';
import { NOTIFICATION_TYPES } from '@rootshare/contracts/notifications';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { meets } from './meets';
import { conversations } from './messaging';
import { userPlants } from './plants';
import { swapRequests } from './swaps';

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
  ],
);

/**
 * How a member wants to hear about each kind of event while Rootshare is closed, and whether they
 * want the weekly digest. No row means the defaults (DEFAULT_NOTIFICATION_SETTINGS); a row always
 * holds every choice.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    swapRequests: text('swap_requests', { enum: NOTIFICATION_CHANNELS }).notNull(),
    swapAnswers: text('swap_answers', { enum: NOTIFICATION_CHANNELS }).notNull(),
    swapCompleted: text('swap_completed', { enum: NOTIFICATION_CHANNELS }).notNull(),
    reviews: text('reviews', { enum: NOTIFICATION_CHANNELS }).notNull(),
    unreadMessages: text('unread_messages', { enum: NOTIFICATION_CHANNELS }).notNull(),
    meets: text('meets', { enum: NOTIFICATION_CHANNELS }).notNull().default('email'),
    wishlistMatches: text('wishlist_matches', { enum: NOTIFICATION_CHANNELS }).notNull().default('email'),
    careReminders: text('care_reminders', { enum: NOTIFICATION_CHANNELS }).notNull().default('push'),
    weeklyDigest: boolean('weekly_digest').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The weekly run reads the few members who asked for the digest.
  (t) => [
    index('notification_settings_digest_idx')
      .on(t.userId)
      .where(sql`${t.weeklyDigest}`),
  ],
);
