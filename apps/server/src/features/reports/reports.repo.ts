import type { ReportStatus } from '@rootshare/contracts/admin';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { reports } from '../../db/schema/reports';
import type { Database } from '../../platform/db';
import type { KeysetPosition } from '../../platform/cursor';
import { memberRowsAs } from '../auth/auth.reads';

export type NewReport = Pick<typeof reports.$inferInsert, 'targetType' | 'targetId' | 'targetUserId' | 'reason' | 'details'> &
  ({ reporterId: string } | { reportedFrom: string });

/**
 * Files a report. A second report from the same member (or the same other server) about the same
 * thing while the first is still open replaces its reason and details instead of adding a row, so
 * no one can inflate a count or fill the queue with copies.
 */
export async function fileReport(db: Database, report: NewReport): Promise<void> {
  const author = 'reporterId' in report ? eq(reports.reporterId, report.reporterId) : eq(reports.reportedFrom, report.reportedFrom);
  const updated = await db
    .update(reports)
    .set({ reason: report.reason, details: report.details })
    .where(and(author, eq(reports.targetType, report.targetType), eq(reports.targetId, report.targetId), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  if (updated.length === 0) await db.insert(reports).values(report);
}

const reporter = memberRowsAs('reporter');
const responsible = memberRowsAs('responsible');

/** Open reports first (rank 0), then the closed ones (rank 1). */
const rank = sql<number>`(case when ${reports.status} = 'open' then 0 else 1 end)`;

export interface QueuePosition extends KeysetPosition {
  rank: number;
}

const selectQueue = (db: Database) =>
  db
    .select({
      report: reports,
      reporterUsername: reporter.username,
      member: { id: responsible.id, username: responsible.username, role: responsible.role, suspendedAt: responsible.suspendedAt },
      openAgainstMember:
        sql<number>`(select count(*) from ${reports} open_reports where open_reports.target_user_id = ${reports.targetUserId} and open_reports.status = 'open')`.mapWith(
          Number,
        ),
      rank: rank.mapWith(Number),
      cursorAt: sql<string>`${reports.createdAt}::text`,
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(responsible, eq(responsible.id, reports.targetUserId));

export type QueueRow = Awaited<ReturnType<ReturnType<typeof selectQueue>['execute']>>[number];

/** The moderators' queue: open reports first, newest first within each part; up to limit + 1 rows after the position. */
export async function listQueue(
  db: Database,
  options: { openOnly: boolean; after: QueuePosition | undefined; limit: number },
): Promise<QueueRow[]> {
  const conditions: SQL[] = [];
  if (options.openOnly) conditions.push(eq(reports.status, 'open'));
  const after = options.after;
  if (after) {
    conditions.push(
      sql`(${rank} > ${after.rank} or (${rank} = ${after.rank} and (${reports.createdAt}, ${reports.id}) < (${after.at}::timestamptz, ${after.id}::uuid)))`,
    );
  }
  return selectQueue(db)
    .where(and(...conditions))
    .orderBy(rank, desc(reports.createdAt), desc(reports.id))
    .limit(options.limit + 1);
}

/** Resolves, dismisses or reopens a report; false when there is no such report. */
export async function setReportStatusRow(db: Database, id: string, status: ReportStatus, moderatorId: string): Promise<boolean> {
  const closing = status !== 'open';
  const rows = await db
    .update(reports)
    .set({ status, resolvedBy: closing ? moderatorId : null, resolvedAt: closing ? sql`now()` : null })
    .where(eq(reports.id, id))
    .returning({ id: reports.id });
  return rows.length > 0;
}
