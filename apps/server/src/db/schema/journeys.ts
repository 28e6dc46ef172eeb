import { date, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cataloguePlants, userPlants } from './plants';

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
  (t) => [uniqueIndex('wishlist_matches_member_species_day_idx').on(t.userId, t.plantId, t.day), index('wishlist_matches_user_plant_idx').on(t.userPlantId)],
);
