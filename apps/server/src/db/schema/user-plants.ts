import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cataloguePlants } from './catalogue';

export interface StoredImage {
  url: string;
  thumbnailUrl: string;
  /** What the photo shows (its alt text), as the owner described it; absent when they did not. */
  description?: string | null;
}

/** A plant a member owns. */
export const userPlants = pgTable(
  'user_plants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plantId: uuid('plant_id')
      .notNull()
      .references(() => cataloguePlants.id),
    customName: text('custom_name'),
    size: text('size'),
    age: text('age'),
    swapType: text('swap_type').notNull(),
    notes: text('notes'),
    availableForSwap: boolean('available_for_swap').notNull().default(true),
    /** When the owner confirmed it free of pests for its listing; null while it is not listed, or listed before confirmations were asked for. */
    pestFreeConfirmedAt: timestamp('pest_free_confirmed_at', { withTimezone: true }),
    /** The owner's place, copied from profiles by triggers (migration 0005); never sent to clients. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The name a card shows, lower-cased (custom name, else the catalogue's), kept by a trigger (migration 0007) for Name A-Z. */
    sortName: text('sort_name'),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    /** Hidden by a moderator: off Browse and its page for everyone but its owner, until restored. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_plants_user_created_idx').on(t.userId, t.createdAt),
    index('user_plants_available_created_idx').on(t.availableForSwap, t.createdAt),
    index('user_plants_available_plant_idx')
      .on(t.plantId)
      .where(sql`${t.availableForSwap}`),
    // Nearest-first and within-radius Browse searches over swappable plants (earthdistance on cube).
    index('user_plants_available_earth_idx')
      .using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.availableForSwap} and ${t.latitude} is not null and ${t.longitude} is not null`),
    index('user_plants_available_name_idx')
      .on(t.sortName, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.availableForSwap}`),
    index('user_plants_custom_name_idx').using('gin', sql`lower(${t.customName}) gin_trgm_ops`),
    // Whether a stored image is still shown (uploads.repo.ts): a containment lookup per path.
    index('user_plants_images_idx').using('gin', sql`${t.images} jsonb_path_ops`),
  ],
);

/**
 * A member's offer of one of their plant photos to the catalogue under CC BY 4.0 (ADR 0056). The
 * photo is named by its stored address; withdrawing deletes the row, and so do deleting the plant
 * or the account (cascades) or the photo (user-plants service). A moderator's removal keeps the row
 * with removed_at, so the same photo cannot simply be offered again.
 */
export const cataloguePhotoOffers = pgTable(
  'catalogue_photo_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userPlantId: uuid('user_plant_id')
      .notNull()
      .references(() => userPlants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The catalogue species the photo pictures: the plant's own at the time of the offer. */
    plantId: uuid('plant_id')
      .notNull()
      .references(() => cataloguePlants.id),
    imageUrl: text('image_url').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('catalogue_photo_offers_photo_idx').on(t.userPlantId, t.imageUrl),
    // The catalogue reads each species' earliest standing offer.
    index('catalogue_photo_offers_plant_idx')
      .on(t.plantId, t.offeredAt, t.id)
      .where(sql`${t.removedAt} is null`),
    index('catalogue_photo_offers_user_idx').on(t.userId),
  ],
);
