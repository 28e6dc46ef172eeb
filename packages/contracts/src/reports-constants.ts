/** Reports' plain values, apart from their schemas (ADR 0010): pages load them without zod. */

/** What a member can report: a member, or something a member posted. */
export const REPORT_TARGET_TYPES = ['member', 'post', 'comment', 'plant', 'message', 'meet'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'scam_or_no_show', 'inappropriate', 'harassment', 'pests_or_prohibited', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a hidden message shows both members in place of its text and image. */
export const HIDDEN_MESSAGE_CONTENT = 'This message was hidden by a moderator.';

export const REPORT_REASON_REQUIRED = 'Please choose a reason';
export const CANNOT_REPORT_YOURSELF = 'You cannot report yourself or your own content';
export const REPORT_TARGET_NOT_FOUND = 'Not found';
