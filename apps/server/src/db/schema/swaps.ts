import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { conversations } from './messaging';
import { userPlants } from './user-plants';

/**
 * A swap request between two members. requester_id is the member whose proposal is on the table
 * and recipient_id the one who answers it: a counter-offer swaps the two (docs/product-decisions.md).
 */
export const swapRequests = pgTable(
  'swap_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'completed'] })
      .notNull()
      .default('pending'),
    message: text('message'),
    requesterCompleted: boolean('requester_completed').notNull().default(false),
    recipientCompleted: boolean('recipient_completed').notNull().default(false),
    /** How the plants change hands once accepted; an address is only ever shared in the chat. */
    handover: text('handover', { enum: ['meet_up', 'porch_pickup', 'post'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('swap_requests_requester_idx').on(t.requesterId, t.createdAt, t.id),
    index('swap_requests_recipient_idx').on(t.recipientId, t.createdAt, t.id),
    index('swap_requests_conversation_idx').on(t.conversationId),
    check('swap_requests_two_members', sql`${t.requesterId} <> ${t.recipientId}`),
  ],
);

/** The plants a swap moves: each belongs to one of the two members, which says on which side it is. */
export const swapRequestPlants = pgTable(
  'swap_request_plants',
  {
    swapRequestId: uuid('swap_request_id')
      .notNull()
      .references(() => swapRequests.id, { onDelete: 'cascade' }),
    userPlantId: uuid('user_plant_id')
      .notNull()
      .references(() => userPlants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.swapRequestId, t.userPlantId] }), index('swap_request_plants_plant_idx').on(t.userPlantId)],
);

/** One review per reviewer per swap (the unique key makes a second one fail, however many race). */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    swapRequestId: uuid('swap_request_id')
      .notNull()
      .references(() => swapRequests.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewedUserId: uuid('reviewed_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    plantQuality: integer('plant_quality'),
    communication: integer('communication'),
    packaging: integer('packaging'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_one_per_reviewer').on(t.swapRequestId, t.reviewerId),
    index('reviews_reviewed_created_idx').on(t.reviewedUserId, t.createdAt, t.id),
    index('reviews_reviewer_idx').on(t.reviewerId),
    check(
      'reviews_ratings_range',
      sql`${t.rating} between 1 and 5 and coalesce(${t.plantQuality}, 1) between 1 and 5 and coalesce(${t.communication}, 1) between 1 and 5 and coalesce(${t.packaging}, 1) between 1 and 5`,
    ),
  ],
);
