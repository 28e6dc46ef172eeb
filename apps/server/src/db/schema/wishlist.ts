import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cataloguePlants } from './catalogue';
import { userPlants } from './user-plants';

/**
 * The wishlist matches a member was told about: one per member, species and day (UTC), so a
 * second listing of the same plant nearby that day tells them nothing more (docs/notifications.md).
 */
export const wishlistMatches = pgTable(
  'wishlist_matches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plantId: uuid('plant_id')
      .notNull()
      .references(() => cataloguePlants.id),
    day: date('day').notNull(),
    /** The listing that matched first that day. */
    userPlantId: uuid('user_plant_id').references(() => userPlants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_matches_member_species_day_idx').on(t.userId, t.plantId, t.day),
    index('wishlist_matches_user_plant_idx').on(t.userPlantId),
  ],
);

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
