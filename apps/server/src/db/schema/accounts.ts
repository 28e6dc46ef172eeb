import { sql } from 'drizzle-orm';
import { REPLY_SPEEDS } from '@rootshare/contracts/profiles-constants';
import { LANGUAGES } from '@rootshare/contracts/languages';
import { DISTANCE_UNITS } from '@rootshare/contracts/units';
import { customType, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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

/**
 * A member's public face. latitude/longitude are the chosen place's coordinates, kept to two
 * decimals (about a kilometre) and never sent to anyone: only distances leave the server.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    bio: text('bio'),
    location: text('location'),
    // Each plant carries a copy of these (kept by triggers) for Browse's distance index (ADR 0007).
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The member's point on the earth, made by the database from the two above: wishlist matching reads it without computing it per wisher. */
    earth: earthPoint('earth').generatedAlwaysAs(sql`ll_to_earth(latitude, longitude)`),
    avatarUrl: text('avatar_url'),
    bannerImageUrl: text('banner_image_url'),
    swapPreferences: text('swap_preferences'),
    /** How quickly the member usually answers, as a bucket only; the reply-speed job keeps it (features/profiles/reply-speed.service.ts). */
    replySpeed: text('reply_speed', { enum: REPLY_SPEEDS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Whether a stored image is still shown (uploads.repo.ts): one lookup per path.
  (t) => [
    index('profiles_avatar_url_idx')
      .on(t.avatarUrl)
      .where(sql`${t.avatarUrl} is not null`),
    index('profiles_banner_image_url_idx')
      .on(t.bannerImageUrl)
      .where(sql`${t.bannerImageUrl} is not null`),
  ],
);

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
