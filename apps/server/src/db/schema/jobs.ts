import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Mails already sent, by the key of the job that sent them: a retried or restarted job finds its
 * key and sends nothing twice (platform/mail.ts). The job queue's own tables are pg-boss's, in
 * the `pgboss` schema, created by the queue itself.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Password-reset links. Only a SHA-256 of the link's token is kept, so a copy of the database
 * cannot reset anyone's password; a token works once, within its hour.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Mailed e-mail links (docs/security.md S48, S49). `verify` confirms the address the member has;
 * `change` confirms a new address, which replaces theirs once its link is opened (while it waits,
 * it is the pending change Settings shows). The token is made, and only its SHA-256 stored, when
 * the mail's job runs, so a row waits with no hash until then. A link works once, until its expiry;
 * `used_at` also marks links a newer one replaced and changes that were cancelled.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'change'] }).notNull(),
    /** The address the link is mailed to: the member's own (verify) or the new one (change). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').unique(),
    /** The session that asked for a change: it stays signed in when the change is confirmed. */
    sessionId: uuid('session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);
