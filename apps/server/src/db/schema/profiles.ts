import { sql } from 'drizzle-orm';
import { REPLY_SPEEDS } from '@rootshare/contracts/profiles-constants';
import { boolean, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { earthPoint, users } from './accounts';

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
    /** The member asked search engines to leave out their profile, listings and posts: no sitemap or town feed lists them, and their pages say noindex. */
    hiddenFromSearch: boolean('hidden_from_search').notNull().default(false),
    /** The member lets people on other servers follow them: their listings, posts and meets are then delivered over ActivityPub (features/federation). */
    federates: boolean('federates').notNull().default(false),
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
