import { CARE_KINDS } from '@rootshare/contracts/care-reminders-constants';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cataloguePlants, userPlants } from './plants';
import { swapRequests } from './swaps';

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

/**
 * Where a plant came from and where its cuttings went (docs/architecture.md#user-plants): one node
 * per plant that took part in a swap, pointing at the node it was grown from. A node outlives its
 * plant and its owner (both become null, shown as "a gardener"), so a chain is never cut. `town` is
 * the owner's city-level place when the node was made, never an address.
 */
export const plantLineage = pgTable(
  'plant_lineage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userPlantId: uuid('user_plant_id').references(() => userPlants.id, { onDelete: 'set null' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    town: text('town'),
    parentId: uuid('parent_id').references((): AnyPgColumn => plantLineage.id, { onDelete: 'set null' }),
    /** The completed swap that brought the plant, and the giver's plant it came from (its id only: that plant may go). */
    swapRequestId: uuid('swap_request_id').references(() => swapRequests.id, { onDelete: 'set null' }),
    sourcePlantId: uuid('source_plant_id'),
    /** When the swap that brought it completed; null for a plant that came from no swap. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plant_lineage_user_plant_idx').on(t.userPlantId),
    index('plant_lineage_parent_idx').on(t.parentId),
    index('plant_lineage_owner_idx').on(t.ownerId),
    // A plant a swap gave is added to the receiver's collection once.
    uniqueIndex('plant_lineage_swap_source_idx')
      .on(t.swapRequestId, t.sourcePlantId)
      .where(sql`${t.swapRequestId} is not null`),
  ],
);

/**
 * A giver's care card for a plant they give in a swap (light, water, soil, notes), written once the
 * swap is accepted. The received plant's page shows it through its lineage node (same swap and
 * giver's plant), so it stays with the plant.
 */
export const careCards = pgTable(
  'care_cards',
  {
    swapRequestId: uuid('swap_request_id')
      .notNull()
      .references(() => swapRequests.id, { onDelete: 'cascade' }),
    /** The giver's plant in the swap (its id only: the plant may go, the card stays). */
    sourcePlantId: uuid('source_plant_id').notNull(),
    giverId: uuid('giver_id').references(() => users.id, { onDelete: 'set null' }),
    light: text('light'),
    water: text('water'),
    soil: text('soil'),
    notes: text('notes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.swapRequestId, t.sourcePlantId] })],
);

/**
 * A plant's care schedule (water, feed, repot): the next due time, and when it was announced. The
 * sweep job takes due rows not yet announced, in batches, through the queue's ordinary delivery;
 * Done and Snooze move due_at on and clear notified_at.
 */
export const careReminders = pgTable(
  'care_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userPlantId: uuid('user_plant_id')
      .notNull()
      .references(() => userPlants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CARE_KINDS }).notNull(),
    intervalDays: integer('interval_days').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When the member last did it (said when turning it on, or marked Done); null when they never said. */
    lastDoneAt: timestamp('last_done_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('care_reminders_plant_kind_idx').on(t.userPlantId, t.kind),
    // The sweep walks due reminders not yet announced, oldest first.
    index('care_reminders_waiting_due_idx')
      .on(t.dueAt)
      .where(sql`${t.notifiedAt} is null`),
    index('care_reminders_user_due_idx').on(t.userId, t.dueAt),
  ],
);
