import type { ReportReceipt } from '@rootshare/contracts/reports';

/** What a reporter is told: that the report arrived, never what moderators decide or who else reported. */
export const REPORT_RECEIPT: ReportReceipt = { received: true };
