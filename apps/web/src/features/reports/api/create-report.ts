import { ReportReceiptSchema, type CreateReport } from '@rootshare/contracts/reports';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** POST /reports: answers a receipt only (201), whatever happens to the report. */
export function createReport(report: CreateReport) {
  return apiRequest('/reports', { method: 'POST', body: report, schema: ReportReceiptSchema });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
