import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The offline gazetteer (docs/architecture.md, stack): towns, cities and postcode areas of the countries
 * Rootshare serves, loaded from npm data packages at start (db/seed/gazetteer.ts). Read-only.
 * search_name is the name lower-cased without accents, postcode upper-cased without spaces: both
 * are what the prefix indexes match.
 */
export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['city', 'postcode'] }).notNull(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    region: text('region').notNull(),
    regionCode: text('region_code').notNull(),
    postcode: text('postcode'),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
  },
  (t) => [
    // Prefix search ('Chic%'), biggest places first among equal prefixes.
    index('places_city_prefix_idx')
      .on(t.searchName.op('text_pattern_ops'), t.population.desc())
      .where(sql`${t.kind} = 'city'`),
    index('places_postcode_prefix_idx')
      .on(t.postcode.op('text_pattern_ops'))
      .where(sql`${t.kind} = 'postcode'`),
    // Word and typo matches ('york' in 'New York', 'Manchster') when prefixes find too few.
    index('places_city_trgm_idx')
      .using('gin', sql`${t.searchName} gin_trgm_ops`)
      .where(sql`${t.kind} = 'city'`),
  ],
);
