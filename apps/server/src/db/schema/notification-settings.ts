import { NOTIFICATION_CHANNELS } from '@rootshare/contracts/notification-settings';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

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
