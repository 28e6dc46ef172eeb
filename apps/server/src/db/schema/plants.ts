import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles, users } from './accounts';

/**
 * The shared plant catalogue (CC0 data plus our own entries); read-only for members. Search runs
 * on an in-memory index built from this table (ADR 0005), so it carries no search columns.
 */
export const cataloguePlants = pgTable(
  'catalogue_plants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    commonName: text('common_name').notNull(),
    scientificName: text('scientific_name'),
    description: text('description'),
    category: text('category').notNull(),
    careLevel: text('care_level').notNull(),
    lightRequirements: text('light_requirements'),
    waterRequirements: text('water_requirements'),
    imageUrl: text('image_url'),
    source: text('source'),
  },
  (t) => [uniqueIndex('catalogue_plants_slug_idx').on(t.slug)],
);

/** The catalogue columns every plant shape shows; other features select them in their joins. */
export const cataloguePlantFields = {
  id: cataloguePlants.id,
  commonName: cataloguePlants.commonName,
  scientificName: cataloguePlants.scientificName,
  description: cataloguePlants.description,
  category: cataloguePlants.category,
  careLevel: cataloguePlants.careLevel,
  lightRequirements: cataloguePlants.lightRequirements,
  waterRequirements: cataloguePlants.waterRequirements,
  imageUrl: cataloguePlants.imageUrl,
};

/** Small key-value facts about the database itself (e.g. which catalogue data is loaded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/** Every image file Rootshare stored, with its owner, so a member can only attach their own. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_files_key_idx').on(t.key),
    index('media_files_owner_idx').on(t.ownerId),
    // Whether a stored file is a recorded thumbnail (uploads.repo.ts).
    index('media_files_thumbnail_key_idx')
      .on(t.thumbnailKey)
      .where(sql`${t.thumbnailKey} is not null`),
  ],
);

/** A presigned upload slot: created, then filled by one PUT, then committed or expired. */
export const uploadSlots = pgTable('upload_slots', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['pending', 'received', 'committed'] })
    .notNull()
    .default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Plants a member is hunting for. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plantId: uuid('plant_id')
      .notNull()
      .references(() => cataloguePlants.id),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_plant_idx').on(t.userId, t.plantId),
    // A listing's matching job reads who wishes for its species.
    index('wishlist_items_plant_user_idx').on(t.plantId, t.userId),
  ],
);

/**
 * A plant with its catalogue entry and its owner's public, city-level details: the shape every
 * plant list and detail selects (user-plants, explore), joined on catalogue_plants, users, profiles.
 */
export const userPlantDetailColumns = {
  plant: {
    id: userPlants.id,
    userId: userPlants.userId,
    plantId: userPlants.plantId,
    customName: userPlants.customName,
    size: userPlants.size,
    age: userPlants.age,
    swapType: userPlants.swapType,
    notes: userPlants.notes,
    availableForSwap: userPlants.availableForSwap,
    pestFreeConfirmedAt: userPlants.pestFreeConfirmedAt,
    images: userPlants.images,
    hiddenAt: userPlants.hiddenAt,
    createdAt: userPlants.createdAt,
    updatedAt: userPlants.updatedAt,
  },
  catalogue: cataloguePlantFields,
  owner: { id: users.id, username: users.username, location: profiles.location, avatarUrl: profiles.avatarUrl },
};

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
