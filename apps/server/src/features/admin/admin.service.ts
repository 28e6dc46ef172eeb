import {
  CANNOT_SUSPEND_ADMIN,
  CANNOT_SUSPEND_YOURSELF,
  type ContentVisibility,
  type HideableType,
  type ReportedContent,
  type ReportQueuePage,
  type ReportStatus,
  type SuspensionResult,
} from '@rootshare/contracts/admin';
import type { ReportTargetType } from '@rootshare/contracts/reports';
import type { Database } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import type { AuthService } from '../auth/auth.service';
import type { ExploreService } from '../explore/explore.service';
import type { MessagingService } from '../messaging/messaging.service';
import type { PostsService } from '../posts/posts.service';
import type { ReportQueueRow, ReportsService } from '../reports/reports.service';
import type { UserPlantsService } from '../user-plants/user-plants.service';
import {
  contentKey,
  presentAdminReport,
  presentCommentPreview,
  presentMemberPreview,
  presentMessagePreview,
  presentPlantPreview,
  presentPostPreview,
} from './admin.presenter';
import {
  findCommentPreviews,
  findMemberAccount,
  findMemberPreviews,
  findMessagePreviews,
  findPlantPreviews,
  findPostPreviews,
  setMemberSuspendedRow,
} from './admin.repo';

interface Deps {
  db: Database;
  reports: Pick<ReportsService, 'listQueue' | 'setReportStatus'>;
  posts: Pick<PostsService, 'setPostHidden' | 'setCommentHidden'>;
  userPlants: Pick<UserPlantsService, 'setPlantHidden'>;
  messaging: Pick<MessagingService, 'setMessageHidden'>;
  explore: Pick<ExploreService, 'forgetCachedPages'>;
  auth: Pick<AuthService, 'endSessions'>;
}

export function createAdminService({ db, reports, posts, userPlants, messaging, explore, auth }: Deps) {
  /** Previews of a page's reported things, one query per kind. */
  async function previewsOf(rows: ReportQueueRow[]): Promise<Map<string, ReportedContent>> {
    const idsOf = (type: ReportTargetType) => [...new Set(rows.filter((row) => row.report.targetType === type).map((row) => row.report.targetId))];
    const [postRows, commentRows, plantRows, messageRows, memberRows] = await Promise.all([
      findPostPreviews(db, idsOf('post')),
      findCommentPreviews(db, idsOf('comment')),
      findPlantPreviews(db, idsOf('plant')),
      findMessagePreviews(db, idsOf('message')),
      findMemberPreviews(db, idsOf('member')),
    ]);
    return new Map([
      ...postRows.map((row) => [contentKey('post', row.id), presentPostPreview(row)] as const),
      ...commentRows.map((row) => [contentKey('comment', row.id), presentCommentPreview(row)] as const),
      ...plantRows.map((row) => [contentKey('plant', row.id), presentPlantPreview(row)] as const),
      ...messageRows.map((row) => [contentKey('message', row.id), presentMessagePreview(row)] as const),
      ...memberRows.map((row) => [contentKey('member', row.id), presentMemberPreview(row)] as const),
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
    }
  }

  return {
    /** The report queue, open reports first, each with a preview of what was reported. */
    async listReports(query: { view: 'open' | 'all'; cursor?: string | undefined; limit: number }): Promise<ReportQueuePage> {
      const { rows, nextCursor } = await reports.listQueue(query);
      const previews = await previewsOf(rows);
      return { reports: rows.map((row) => presentAdminReport(row, previews)), nextCursor };
    },

    /** Resolves, dismisses or reopens a report. */
    async updateReport(id: string, status: ReportStatus, moderatorId: string): Promise<void> {
      if (!(await reports.setReportStatus(id, status, moderatorId))) throw notFound('Report not found');
    },

    /** Hides a post, comment, plant or message from everyone but its author, or restores it. */
    async setContentHidden(type: HideableType, id: string, hidden: boolean): Promise<ContentVisibility> {
      if (!(await changeVisibility(type, id, hidden))) throw notFound();
      return { hidden };
    },

    /** Suspends a member (their sessions end and their sockets close) or lifts it. Admins are not suspended here. */
    async setSuspension(memberId: string, suspended: boolean, moderatorId: string): Promise<SuspensionResult> {
      const member = await findMemberAccount(db, memberId);
      if (!member) throw notFound('Member not found');
      if (suspended && member.id === moderatorId) throw badRequest(CANNOT_SUSPEND_YOURSELF);
      if (suspended && member.role === 'admin') throw badRequest(CANNOT_SUSPEND_ADMIN);
      await setMemberSuspendedRow(db, memberId, suspended);
      const ended = suspended ? await auth.endSessions(memberId) : 0;
      return { suspended, sessions_ended: ended };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
