import { randomUUID } from 'node:crypto';
import type { Federation } from '@fedify/fedify';
import { Flag, isActor } from '@fedify/vocab';
import type { ReportReason } from '@rootshare/contracts/reports-constants';
import { REMOTE_SERVER_UNREACHABLE, REPORT_NOT_FROM_ELSEWHERE, type ForwardedReport } from '@rootshare/contracts/federation-admin';
import type { Database } from '../../platform/db';
import { conflict, HttpError, notFound } from '../../platform/errors';
import { markReportForwarded, reportWithRemoteReply } from '../reports/reports.forwarding';
import { INSTANCE_ACTOR } from './federation.repo';

/** How the reason reads to the other server's moderators, who see it beside the reply in their queue. */
const REASON_TEXT: Record<ReportReason, string> = {
  spam: 'Spam',
  scam_or_no_show: 'A scam, or a swap partner who did not show up',
  inappropriate: 'Inappropriate',
  harassment: 'Harassment',
  pests_or_prohibited: 'Pests, or a plant that may not be traded',
  other: 'Other',
};

/**
 * Moderators send a report about a reply from another server to that server as a Flag, from the
 * town's own actor, as Mastodon forwards reports: its moderators see the reply, the reason and the
 * reporter's words, never who reported it.
 */
export function createReportForwarding({ federation, db, origin }: { federation: Federation<undefined>; db: Database; origin: string }) {
  return async function forward(reportId: string): Promise<ForwardedReport> {
    const report = await reportWithRemoteReply(db, reportId);
    if (!report) throw notFound('Report not found');
    if (!report.remoteUri || !report.remoteActorUri) throw conflict(REPORT_NOT_FROM_ELSEWHERE);
    if (report.forwardedAt) return { forwarded_at: report.forwardedAt.toISOString() };
    const ctx = federation.createContext(new URL(origin), undefined);
    const author = await ctx.lookupObject(report.remoteActorUri).catch(() => null);
    if (!isActor(author) || !author.id || !author.inboxId) throw new HttpError(502, REMOTE_SERVER_UNREACHABLE);
    const forwardedAt = await markReportForwarded(db, reportId);
    // Another moderator sent it meanwhile: it goes once, and this answer says when.
    if (!forwardedAt) return forward(reportId);
    await ctx.sendActivity(
      { identifier: INSTANCE_ACTOR },
      author,
      new Flag({
        id: new URL(`/ap/activities/${randomUUID()}`, origin),
        actor: ctx.getActorUri(INSTANCE_ACTOR),
        objects: [author.id, new URL(report.remoteUri)],
        content: [REASON_TEXT[report.reason], report.details].filter(Boolean).join(': '),
      }),
    );
    return { forwarded_at: forwardedAt.toISOString() };
  };
}

export type ReportForwarding = ReturnType<typeof createReportForwarding>;
