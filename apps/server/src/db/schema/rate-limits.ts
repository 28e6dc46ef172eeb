import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The fixed-window counters of throttles and quotas when no Redis is configured (ADR 0030): one row
 * per key, its count and when its window ends; rows past their end are swept.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);
