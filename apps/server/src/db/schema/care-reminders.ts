import { CARE_KINDS } from '@rootshare/contracts/care-reminders-constants';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { userPlants } from './user-plants';

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
