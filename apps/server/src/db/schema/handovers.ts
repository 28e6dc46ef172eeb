import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { swapRequests } from './swaps';

/**
 * When and where the two members of an accepted swap hand over their plants: proposed by one,
 * agreed by the other; a new proposal replaces the old one. `version` keys its reminder.
 */
export const handoverPlans = pgTable('handover_plans', {
  swapRequestId: uuid('swap_request_id')
    .primaryKey()
    .references(() => swapRequests.id, { onDelete: 'cascade' }),
  proposedBy: uuid('proposed_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['proposed', 'agreed'] }).notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  timeZone: text('time_zone').notNull(),
  place: text('place').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
