/** Reports' plain values, apart from their schemas (ADR 0010): pages load them without zod. */

/** What a member can report: a member, or something a member posted. */
export const REPORT_TARGET_TYPES = ['member', 'post', 'comment', 'plant', 'message', 'meet'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'scam_or_no_show', 'inappropriate', 'harassment', 'pests_or_prohibited', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons as the report dialog and the moderators' queue name them. */
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  spam: 'Spam',
  scam_or_no_show: 'Scam or no-show',
  inappropriate: 'Inappropriate content',
  harassment: 'Harassment',
  pests_or_prohibited: 'Pests or prohibited plant',
  other: 'Other',
};

/** One line under each reason in the report dialog. */
export const REPORT_REASON_HINTS: Readonly<Record<ReportReason, string>> = {
  spam: 'Ads, repeated posts or misleading links',
  scam_or_no_show: 'Asked for money, or did not turn up for a swap',
  inappropriate: 'Offensive, hateful or explicit content',
  harassment: 'Bullying, threats or unwanted contact',
  pests_or_prohibited: 'Pests or disease, or a plant that may not be traded',
  other: 'Something else the moderators should look at',
};

/** A target type as a sentence names it ('Report this post'). */
export const REPORT_TARGET_LABELS: Readonly<Record<ReportTargetType, string>> = {
  member: 'member',
  post: 'post',
  comment: 'comment',
  plant: 'plant listing',
  message: 'message',
  meet: 'swap meet',
};

/** What a hidden message shows both members in place of its text and image. */
export const HIDDEN_MESSAGE_CONTENT = 'This message was hidden by a moderator.';
/** What the author of hidden content sees on it (nobody else is sent it). */
export const HIDDEN_BY_MODERATOR = 'Hidden by a moderator';
export const HIDDEN_NOTE = 'Hidden by a moderator: only you can see this.';

export const REPORT_RECEIVED = 'Thanks — our moderators will review this report.';
export const REPORT_FAILED = 'Could not send the report. Please try again.';
export const REPORT_REASON_REQUIRED = 'Please choose a reason';
export const CANNOT_REPORT_YOURSELF = 'You cannot report yourself or your own content';
export const REPORT_TARGET_NOT_FOUND = 'Not found';
