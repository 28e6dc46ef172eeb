import { sql } from 'drizzle-orm';
import { LANGUAGES } from '@rootshare/contracts/languages';
import { DISTANCE_UNITS } from '@rootshare/contracts/units';
import { customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Credentials. The id is shared with the member's profile: one id names the member everywhere. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    /** Set by a moderator: a suspended member cannot sign in, and their sessions end. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** When the member proved they read mail at `email`; notification mail goes only to verified addresses. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The unit the member chose for distances; null is Automatic, the unit of their place's country (features/units). */
    distanceUnit: text('distance_unit', { enum: DISTANCE_UNITS }),
    /** The language the member reads Rootshare and its mail in (features/language); null for members from before languages. */
    language: text('language', { enum: LANGUAGES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The few suspended members, for searches that leave them out without reading every member.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} is not null`),
  ],
);

/** A point on the earth as the earthdistance extension stores it (a cube); only ever read in SQL. */
export const earthPoint = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });

/** One row per signed-in device; a token is valid only while its row is live. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

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
