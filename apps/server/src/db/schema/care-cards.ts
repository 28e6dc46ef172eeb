import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { swapRequests } from './swaps';

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
