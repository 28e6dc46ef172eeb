import { z } from 'zod';
import { pageLimitSchema, PageCursorSchema } from './pagination';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from './reports';

/** Moderation: every /api/admin route answers 404 to anyone but an admin. */

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Content a moderator can hide: everything reportable but a member. */
export const HIDEABLE_TYPES = ['post', 'comment', 'plant', 'message', 'meet'] as const;
export type HideableType = (typeof HIDEABLE_TYPES)[number];

export const CANNOT_SUSPEND_ADMIN = 'Admins cannot be suspended here; revoke the admin role first (npm run admin -- --revoke <username>)';
export const CANNOT_SUSPEND_YOURSELF = 'You cannot suspend yourself';

export const REPORT_QUEUE_PAGE_SIZE = 20;

/** GET /api/admin/reports: open reports first, newest first within each part; `open` lists open reports only. */
export const ReportQueueQuerySchema = z.object({
  cursor: PageCursorSchema,
  limit: pageLimitSchema(REPORT_QUEUE_PAGE_SIZE),
  view: z.enum(['open', 'all']).default('all'),
});
export type ReportQueueQuery = z.input<typeof ReportQueueQuerySchema>;

/** The reported thing as moderators see it, hidden or not; `removed` when its author deleted it since. */
export const ReportedContentSchema = z.object({
  title: z.string().nullable(),
  text: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Where it lives in the app; null for a message (private to its conversation). */
  link: z.string().nullable(),
  hidden: z.boolean(),
  removed: z.boolean(),
  /** The host of the server a reply from elsewhere came from, to which the report can be sent; null for what was written here. */
  elsewhere: z.string().nullable(),
});
export type ReportedContent = z.infer<typeof ReportedContentSchema>;

/** The member responsible for the reported thing. */
export const ReportedMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  is_admin: z.boolean(),
  suspended: z.boolean(),
});
export type ReportedMember = z.infer<typeof ReportedMemberSchema>;

export const AdminReportSchema = z.object({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** The member who reported it; null when another server's moderators sent it. */
  reporter: z.object({ id: z.string(), username: z.string() }).nullable(),
  /** The host of the server whose moderators sent it, for a report no member here made. */
  reported_from: z.string().nullable(),
  target_type: z.enum(REPORT_TARGET_TYPES),
  target_id: z.string(),
  member: ReportedMemberSchema.nullable(),
  /** Open reports about anything of the same member, this one included when open. */
  open_reports_against_member: z.number().int(),
  content: ReportedContentSchema,
  /** When a moderator sent the report to the server the reported reply came from. */
  forwarded_at: z.string().nullable(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const ReportQueuePageSchema = z.object({ reports: z.array(AdminReportSchema), nextCursor: z.string().nullable() });
export type ReportQueuePage = z.infer<typeof ReportQueuePageSchema>;

export const ReportParamsSchema = z.object({ id: z.string().uuid('Report not found') });

/** PATCH /api/admin/reports/{id}: resolve, dismiss or reopen. */
export const UpdateReportSchema = z.strictObject({ status: z.enum(REPORT_STATUSES, 'Unknown status') });
export type UpdateReport = z.input<typeof UpdateReportSchema>;

/** PUT /api/admin/content/{type}/{id}: hide or restore. */
export const ContentParamsSchema = z.object({ type: z.enum(HIDEABLE_TYPES, 'Not found'), id: z.string().uuid('Not found') });
export const ContentVisibilitySchema = z.strictObject({ hidden: z.boolean() });
export type ContentVisibility = z.infer<typeof ContentVisibilitySchema>;

/** PUT /api/admin/members/{id}/suspension: suspending ends every session of the member and closes their sockets. */
export const MemberParamsSchema = z.object({ id: z.string().uuid('Member not found') });
export const SuspensionSchema = z.strictObject({ suspended: z.boolean() });
export type Suspension = z.infer<typeof SuspensionSchema>;
export const SuspensionResultSchema = z.object({ suspended: z.boolean(), sessions_ended: z.number().int() });
export type SuspensionResult = z.infer<typeof SuspensionResultSchema>;

/** A mail kept in the outbox (no SMTP server configured), as the list shows it. */
export const OutboxMailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  created_at: z.string(),
});
export type OutboxMailSummary = z.infer<typeof OutboxMailSummarySchema>;
export const OutboxPageSchema = z.object({ mails: z.array(OutboxMailSummarySchema), mode: z.enum(['smtp', 'outbox']) });
export type OutboxPage = z.infer<typeof OutboxPageSchema>;
export const OutboxMailSchema = OutboxMailSummarySchema.extend({ text: z.string(), html: z.string() });
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
export const OutboxMailParamsSchema = z.object({ id: z.string().regex(/^[0-9]{13}-[0-9a-f]{12}$/, 'No such mail') });
export const OUTBOX_PAGE_SIZE = 100;

/** A background job that used up its retries, for an admin to look at and retry. */
export const FailedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  error: z.string(),
  retries: z.number().int(),
  failed_at: z.string().nullable(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;
export const FailedJobsSchema = z.object({ jobs: z.array(FailedJobSchema) });
export const JobParamsSchema = z.object({ id: z.uuid('No such job') });
export const FAILED_JOBS_PAGE_SIZE = 50;

/** Refusals the server answers with, which the web app shows in the member's language. */
export const REPORT_NOT_FOUND = 'Report not found';
