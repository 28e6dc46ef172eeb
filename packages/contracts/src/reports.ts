import { z } from 'zod';
import { formatCount } from './intl';
import { REPORT_DETAILS_MAX } from './limits';
import { REPORT_REASON_REQUIRED, REPORT_REASONS, REPORT_TARGET_NOT_FOUND, REPORT_TARGET_TYPES } from './reports-constants';

export * from './reports-constants';

/** POST /api/reports. details are optional; blank details are stored as none. */
export const CreateReportSchema = z.strictObject({
  target_type: z.enum(REPORT_TARGET_TYPES, 'Unknown report target'),
  target_id: z.string().uuid(REPORT_TARGET_NOT_FOUND),
  reason: z.enum(REPORT_REASONS, REPORT_REASON_REQUIRED),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, `Details must be at most ${formatCount(REPORT_DETAILS_MAX)} characters`)
    .transform((value) => value || null)
    .nullish(),
});
export type CreateReport = z.input<typeof CreateReportSchema>;

/** The answer to a report: a receipt that says nothing about the reported member or what happens next. */
export const ReportReceiptSchema = z.object({ received: z.literal(true) });
export type ReportReceipt = z.infer<typeof ReportReceiptSchema>;
