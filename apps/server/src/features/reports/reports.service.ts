import type { ReportStatus } from '@rootshare/contracts/admin';
import { CANNOT_REPORT_YOURSELF, type CreateReportSchema, type ReportTargetType } from '@rootshare/contracts/reports';
import type { z } from 'zod';
import { decodeCursor, pageOf } from '../../platform/cursor';
import type { Database } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { Quotas } from '../../platform/quotas';
import type { MeetsService } from '../meets/meets.service';
import type { MessagingService } from '../messaging/messaging.service';
import type { PostsService } from '../posts/posts.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { UserPlantsService } from '../user-plants/user-plants.service';
import { fileReport, listQueue, setReportStatusRow, type QueuePosition, type QueueRow } from './reports.repo';

export type ReportQueueRow = QueueRow;

type CreateReportInput = z.output<typeof CreateReportSchema>;

interface Deps {
  db: Database;
  quotas: Quotas;
  profiles: Pick<ProfilesService, 'getProfile'>;
  posts: Pick<PostsService, 'authorOfVisiblePost' | 'authorOfVisibleComment'>;
  userPlants: Pick<UserPlantsService, 'ownerOfVisiblePlant'>;
  messaging: Pick<MessagingService, 'senderOfVisibleMessage'>;
  meets: Pick<MeetsService, 'hostOfVisibleMeet'>;
}

/** A queue cursor is the part (0 open, 1 closed) and the keyset position in it: '0.<position>'. */
function decodeQueueCursor(cursor: string | undefined): QueuePosition | undefined {
  if (!cursor) return undefined;
  const match = /^([01])\.(.+)$/.exec(cursor);
  if (!match?.[2]) throw badRequest('Invalid cursor');
  const position = decodeCursor(match[2]);
  return position && { ...position, rank: Number(match[1]) };
}

export function createReportsService({ db, quotas, profiles, posts, userPlants, messaging, meets }: Deps) {
  /** The member responsible for a target the reporter can see (none for a reply from another server); 404 (as for anything they cannot see) otherwise. */
  async function responsibleFor(type: ReportTargetType, id: string, reporterId: string): Promise<string | null> {
    switch (type) {
      case 'member':
        return (await profiles.getProfile(id, reporterId)).id;
      case 'post':
        return posts.authorOfVisiblePost(id, reporterId);
      case 'comment':
        return posts.authorOfVisibleComment(id, reporterId);
      case 'plant':
        return userPlants.ownerOfVisiblePlant(id, reporterId);
      case 'message':
        return messaging.senderOfVisibleMessage(id, reporterId);
      case 'meet':
        return meets.hostOfVisibleMeet(id, reporterId);
    }
  }

  return {
    /**
     * Files a member's report about something they can see, not their own; counted against the
     * daily report quota. Answers nothing about the reported member or what will happen.
     */
    async createReport(reporterId: string, input: CreateReportInput): Promise<void> {
      const targetUserId = await responsibleFor(input.target_type, input.target_id, reporterId);
      if (targetUserId === reporterId) throw badRequest(CANNOT_REPORT_YOURSELF);
      await quotas.take(reporterId, 'reports');
      await fileReport(db, {
        reporterId,
        targetType: input.target_type,
        targetId: input.target_id,
        targetUserId,
        reason: input.reason,
        details: input.details ?? null,
      });
    },

    /** A page of the moderators' queue: open reports first, newest first. */
    async listQueue(query: {
      view: 'open' | 'all';
      cursor?: string | undefined;
      limit: number;
    }): Promise<{ rows: ReportQueueRow[]; nextCursor: string | null }> {
      const rows = await listQueue(db, { openOnly: query.view === 'open', after: decodeQueueCursor(query.cursor), limit: query.limit });
      const page = pageOf(rows, query.limit, (row) => ({ at: row.cursorAt, id: row.report.id }));
      const last = page.items.at(-1);
      return { rows: page.items, nextCursor: page.nextCursor && last ? `${last.rank}.${page.nextCursor}` : null };
    },

    /** Resolves, dismisses or reopens a report, recording the moderator; false when there is no such report. */
    setReportStatus: (id: string, status: ReportStatus, moderatorId: string): Promise<boolean> =>
      setReportStatusRow(db, id, status, moderatorId),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
