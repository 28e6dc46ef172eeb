import type { AdminReport, ReportedContent } from '@rootshare/contracts/admin';
import { REPORT_PREVIEW_CHARS } from '@rootshare/contracts/limits';
import type { ReportTargetType } from '@rootshare/contracts/reports';
import type { ReportQueueRow } from '../reports/reports.service';
import type {
  findCommentPreviews,
  findMeetPreviews,
  findMemberPreviews,
  findMessagePreviews,
  findPlantPreviews,
  findPostPreviews,
} from './admin.repo';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

const excerpt = (text: string | null): string | null => {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return trimmed.length > REPORT_PREVIEW_CHARS ? `${trimmed.slice(0, REPORT_PREVIEW_CHARS - 1)}…` : trimmed;
};

const REMOVED: ReportedContent = { title: null, text: null, image_url: null, link: null, hidden: false, removed: true, elsewhere: null };

export const presentPostPreview = (row: Rows<typeof findPostPreviews>): ReportedContent => ({
  title: row.title,
  text: excerpt(row.content),
  image_url: row.media ? (row.media.thumbnailUrl ?? (row.media.kind === 'image' ? row.media.url : null)) : null,
  link: `/posts/${row.id}`,
  hidden: row.hiddenAt !== null,
  removed: false,
  elsewhere: null,
});

export const presentCommentPreview = (row: Rows<typeof findCommentPreviews>): ReportedContent => ({
  title: `Comment on “${row.postTitle}”`,
  text: excerpt(row.content),
  image_url: null,
  link: `/posts/${row.postId}`,
  hidden: row.hiddenAt !== null,
  removed: false,
  elsewhere: row.remoteAuthor?.home ?? null,
});

export const presentPlantPreview = (row: Rows<typeof findPlantPreviews>): ReportedContent => ({
  title: row.customName?.trim() || row.commonName,
  text: excerpt(row.notes),
  image_url: row.images[0]?.thumbnailUrl ?? row.catalogueImageUrl,
  link: `/plant/${row.id}`,
  hidden: row.hiddenAt !== null,
  removed: false,
  elsewhere: null,
});

export const presentMessagePreview = (row: Rows<typeof findMessagePreviews>): ReportedContent => ({
  title: 'Private message',
  text: excerpt(row.content),
  image_url: row.imageUrl,
  link: null,
  hidden: row.hiddenAt !== null,
  removed: false,
  elsewhere: null,
});

export const presentMemberPreview = (row: Rows<typeof findMemberPreviews>): ReportedContent => ({
  title: row.fullName ? `${row.fullName} (@${row.username})` : `@${row.username}`,
  text: excerpt(row.bio),
  image_url: row.avatarUrl,
  link: `/profile/${encodeURIComponent(row.username)}`,
  hidden: false,
  removed: false,
  elsewhere: null,
});

export const presentMeetPreview = (row: Rows<typeof findMeetPreviews>): ReportedContent => ({
  title: `Swap meet: ${row.title}`,
  text: excerpt(row.description),
  image_url: row.cover?.thumbnailUrl ?? null,
  link: `/meets/${row.id}`,
  hidden: row.hiddenAt !== null,
  removed: false,
  elsewhere: null,
});

/** The key a report's content preview is found under. */
export const contentKey = (type: ReportTargetType, id: string) => `${type}:${id}`;

/** A report as the moderators' queue shows it, with a preview of the reported thing (hidden or not). */
export function presentAdminReport(row: ReportQueueRow, previews: ReadonlyMap<string, ReportedContent>): AdminReport {
  const { report, member } = row;
  return {
    id: report.id,
    status: report.status,
    reason: report.reason,
    details: report.details,
    created_at: report.createdAt.toISOString(),
    resolved_at: report.resolvedAt?.toISOString() ?? null,
    reporter: report.reporterId && row.reporterUsername ? { id: report.reporterId, username: row.reporterUsername } : null,
    reported_from: report.reportedFrom,
    target_type: report.targetType,
    target_id: report.targetId,
    member: member?.id
      ? { id: member.id, username: member.username, is_admin: member.role === 'admin', suspended: member.suspendedAt !== null }
      : null,
    open_reports_against_member: member?.id ? row.openAgainstMember : 0,
    content: previews.get(contentKey(report.targetType, report.targetId)) ?? REMOVED,
    forwarded_at: report.forwardedAt?.toISOString() ?? null,
  };
}
