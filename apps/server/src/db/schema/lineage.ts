import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { swapRequests } from './swaps';
import { userPlants } from './user-plants';

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
