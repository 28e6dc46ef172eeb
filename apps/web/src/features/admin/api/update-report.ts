import type { ReportStatus } from '@rootshare/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminKeys } from './keys';

/** PATCH /admin/reports/{id}: resolve, dismiss or reopen (204). */
export async function updateReport(id: string, status: ReportStatus): Promise<void> {
  await apiRequest(`/admin/reports/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}

export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ReportStatus }) => updateReport(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
  });
}
