import { REPORT_TARGET_TYPES } from '@rootshare/contracts/reports-constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A report to the moderators about a member or something they posted. target_user_id is the
 * member responsible, so reports about one member can be seen together; nothing of it is shown
 * to the reported member.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member who reported it; null for a report another server's moderators sent (reported_from). */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The host of the server whose moderators sent the report (a Flag), when no member here made it. */
    reportedFrom: text('reported_from'),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    // Kept when the reported member deletes their account, so moderators still see the report.
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['spam', 'scam_or_no_show', 'inappropriate', 'harassment', 'pests_or_prohibited', 'other'] }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** When a moderator sent it on to the server a reported reply came from (a Flag). */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    index('reports_target_user_idx').on(t.targetUserId),
    // A report is a member's or another server's, never both or neither.
    check('reports_reporter_check', sql`(${t.reporterId} is null) = (${t.reportedFrom} is not null)`),
  ],
);
