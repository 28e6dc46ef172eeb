import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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

/** Small key-value facts about the database itself (e.g. which catalogue data is loaded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
