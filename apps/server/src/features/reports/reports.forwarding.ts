import { and, eq, isNull, sql } from 'drizzle-orm';
import { reports } from '../../db/schema/reports';
import type { Database } from '../../platform/db';
import { postCommentRows } from '../posts/posts.reads';
import { fileReport } from './reports.repo';

// What the federation feature needs to send a report on to another server and to take one in
// from another server's moderators, kept beside the reports table it reads and writes.
/**
 * A report with what sending it on needs when it names a reply from another server: that reply's
 * Note id and its author there (both null for anything written here); null when there is no such report.
 */
export async function reportWithRemoteReply(db: Database, id: string) {
  const [row] = await db
    .select({
      reason: reports.reason,
      details: reports.details,
      forwardedAt: reports.forwardedAt,
      remoteUri: postCommentRows.remoteUri,
      remoteActorUri: postCommentRows.remoteActorUri,
    })
    .from(reports)
    .leftJoin(postCommentRows, and(eq(reports.targetType, 'comment'), eq(postCommentRows.id, reports.targetId)))
    .where(eq(reports.id, id));
  return row ?? null;
}

/** Records that the report was sent on; null when it already had been, so it goes once. */
export async function markReportForwarded(db: Database, id: string): Promise<Date | null> {
  const [row] = await db
    .update(reports)
    .set({ forwardedAt: sql`now()` })
    .where(and(eq(reports.id, id), isNull(reports.forwardedAt)))
    .returning({ forwardedAt: reports.forwardedAt });
  return row?.forwardedAt ?? null;
}

/** A report another server's moderators sent about something of ours (a Flag). */
export type ReportFromServer = Pick<typeof reports.$inferInsert, 'targetType' | 'targetId' | 'targetUserId' | 'details'> & {
  /** The host of the server that sent it. */
  from: string;
};

/** Files it among the members' reports, with the reason left to the moderators' words; a second one while open replaces the first's words. */
export const fileReportFromServer = (db: Database, { from, ...report }: ReportFromServer): Promise<void> =>
  fileReport(db, { ...report, reportedFrom: from, reason: 'other' });
