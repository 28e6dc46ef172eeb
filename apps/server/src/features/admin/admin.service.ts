import { MEMBER_NOT_FOUND } from '@rootshare/contracts/messaging-constants';
import {
  CANNOT_SUSPEND_ADMIN,
  CANNOT_SUSPEND_YOURSELF,
  type ContentVisibility,
  FAILED_JOBS_PAGE_SIZE,
  type FailedJob,
  type HideableType,
  OUTBOX_PAGE_SIZE,
  type OutboxMail,
  type OutboxPage,
  REPORT_NOT_FOUND,
  type ReportQueuePage,
  type ReportStatus,
  type ReportedContent,
  type SuspensionResult,
} from '@rootshare/contracts/admin';
import type { ReportTargetType } from '@rootshare/contracts/reports';
import type { Database } from '../../platform/db';
import type { JobQueue } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { badRequest, notFound } from '../../platform/errors';
import { changeOf, type ReadCaches } from '../../platform/read-cache';
import type { AuthService } from '../auth/auth.service';
import type { ExploreService } from '../explore/explore.service';
import type { MeetsService } from '../meets/meets.service';
import type { MessagingService } from '../messaging/messaging.service';
import type { PostsService } from '../posts/posts.service';
import type { ReportQueueRow, ReportsService } from '../reports/reports.service';
import type { UserPlantsService } from '../user-plants/user-plants.service';
import {
  contentKey,
  presentAdminReport,
  presentCommentPreview,
  presentMeetPreview,
  presentMemberPreview,
  presentMessagePreview,
  presentPlantPreview,
  presentPostPreview,
} from './admin.presenter';
import { setMemberSuspended } from '../auth/auth.writes';
import {
  findCommentPreviews,
  findMemberAccount,
  findMeetPreviews,
  findMemberPreviews,
  findMessagePreviews,
  findPlantPreviews,
  findPostPreviews,
} from './admin.repo';

interface Deps {
  db: Database;
  reports: Pick<ReportsService, 'listQueue' | 'setReportStatus'>;
  posts: Pick<PostsService, 'setPostHidden' | 'setCommentHidden'>;
  userPlants: Pick<UserPlantsService, 'setPlantHidden'>;
  messaging: Pick<MessagingService, 'setMessageHidden'>;
  meets: Pick<MeetsService, 'setMeetHidden'>;
  explore: Pick<ExploreService, 'forgetCachedPages'>;
  auth: Pick<AuthService, 'suspended'>;
  mailer: Pick<Mailer, 'kind' | 'listOutbox' | 'readOutbox'>;
  caches: Pick<ReadCaches, 'forget'>;
  jobs: Pick<JobQueue, 'listFailed' | 'retry'>;
}

export function createAdminService({ db, reports, posts, userPlants, messaging, meets, explore, auth, mailer, jobs, caches }: Deps) {
  /** Previews of a page's reported things, one query per kind. */
  async function previewsOf(rows: ReportQueueRow[]): Promise<Map<string, ReportedContent>> {
    const idsOf = (type: ReportTargetType) => [
      ...new Set(rows.filter((row) => row.report.targetType === type).map((row) => row.report.targetId)),
    ];
    const [postRows, commentRows, plantRows, messageRows, memberRows, meetRows] = await Promise.all([
      findPostPreviews(db, idsOf('post')),
      findCommentPreviews(db, idsOf('comment')),
      findPlantPreviews(db, idsOf('plant')),
      findMessagePreviews(db, idsOf('message')),
      findMemberPreviews(db, idsOf('member')),
      findMeetPreviews(db, idsOf('meet')),
    ]);
    return new Map([
      ...postRows.map((row) => [contentKey('post', row.id), presentPostPreview(row)] as const),
      ...commentRows.map((row) => [contentKey('comment', row.id), presentCommentPreview(row)] as const),
      ...plantRows.map((row) => [contentKey('plant', row.id), presentPlantPreview(row)] as const),
      ...messageRows.map((row) => [contentKey('message', row.id), presentMessagePreview(row)] as const),
      ...memberRows.map((row) => [contentKey('member', row.id), presentMemberPreview(row)] as const),
      ...meetRows.map((row) => [contentKey('meet', row.id), presentMeetPreview(row)] as const),
    ]);
  }

  /** Hides or restores one thing through the feature that owns it; false when there is no such thing. */
  async function changeVisibility(type: HideableType, id: string, hidden: boolean): Promise<boolean> {
    switch (type) {
      case 'post':
        return posts.setPostHidden(id, hidden);
      case 'comment':
        return posts.setCommentHidden(id, hidden);
      case 'plant': {
        const found = await userPlants.setPlantHidden(id, hidden);
        await explore.forgetCachedPages();
        return found;
      }
      case 'message':
        return messaging.setMessageHidden(id, hidden);
      case 'meet':
        return meets.setMeetHidden(id, hidden);
    }
  }

  return {
    /** The outbox's mails, newest first; empty, with mode 'smtp', when mail goes out through SMTP. */
    async listOutbox(): Promise<OutboxPage> {
      const mails = await mailer.listOutbox(OUTBOX_PAGE_SIZE);
      return { mode: mailer.kind, mails: mails.map(({ id, to, subject, createdAt }) => ({ id, to, subject, created_at: createdAt })) };
    },

    async readOutbox(id: string): Promise<OutboxMail> {
      const mail = await mailer.readOutbox(id);
      if (!mail) throw notFound('No such mail');
      return { id: mail.id, to: mail.to, subject: mail.subject, created_at: mail.createdAt, text: mail.text, html: mail.html };
    },

    async listFailedJobs(): Promise<FailedJob[]> {
      const failed = await jobs.listFailed(FAILED_JOBS_PAGE_SIZE);
      return failed.map((job) => ({
        id: job.id,
        name: job.name,
        error: job.error,
        retries: job.retries,
        failed_at: job.failedAt?.toISOString() ?? null,
      }));
    },

    /** Queues a failed job again. */
    async retryJob(id: string): Promise<void> {
      if (!(await jobs.retry(id))) throw notFound('No such failed job');
    },

    /** The report queue, open reports first, each with a preview of what was reported. */
    async listReports(query: { view: 'open' | 'all'; cursor?: string | undefined; limit: number }): Promise<ReportQueuePage> {
      const { rows, nextCursor } = await reports.listQueue(query);
      const previews = await previewsOf(rows);
      return { reports: rows.map((row) => presentAdminReport(row, previews)), nextCursor };
    },

    /** Resolves, dismisses or reopens a report. */
    async updateReport(id: string, status: ReportStatus, moderatorId: string): Promise<void> {
      if (!(await reports.setReportStatus(id, status, moderatorId))) throw notFound(REPORT_NOT_FOUND);
    },

    /** Hides a post, comment, plant or message from everyone but its author, or restores it. */
    async setContentHidden(type: HideableType, id: string, hidden: boolean): Promise<ContentVisibility> {
      if (!(await changeVisibility(type, id, hidden))) throw notFound();
      return { hidden };
    },

    /** Suspends a member (their sessions end and their sockets close) or lifts it. Admins are not suspended here. */
    async setSuspension(memberId: string, suspended: boolean, moderatorId: string): Promise<SuspensionResult> {
      const member = await findMemberAccount(db, memberId);
      if (!member) throw notFound(MEMBER_NOT_FOUND);
      if (suspended && member.id === moderatorId) throw badRequest(CANNOT_SUSPEND_YOURSELF);
      if (suspended && member.role === 'admin') throw badRequest(CANNOT_SUSPEND_ADMIN);
      await setMemberSuspended(db, memberId, suspended);
      // What was built from the member goes at once, and the catalogue's photos, which leave out a suspended member's (ADR 0056).
      await caches.forget(changeOf.member(memberId), changeOf.cataloguePhotos);
      const ended = suspended ? await auth.suspended(memberId) : 0;
      return { suspended, sessions_ended: ended };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
