import { ForwardedReportSchema } from '@rootshare/contracts/federation-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminKeys } from './keys';

/** POST /admin/federation/reports/{id}/forward: sends a report on a reply from elsewhere to its server, once. */
export function useForwardReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/federation/reports/${encodeURIComponent(id)}/forward`, { method: 'POST', schema: ForwardedReportSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
  });
}
