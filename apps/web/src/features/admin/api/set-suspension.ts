import { SuspensionResultSchema } from '@rootshare/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminKeys } from './keys';

/** PUT /admin/members/{id}/suspension {suspended}: suspending ends every session of the member. */
export function setSuspension(memberId: string, suspended: boolean) {
  return apiRequest(`/admin/members/${encodeURIComponent(memberId)}/suspension`, {
    method: 'PUT',
    body: { suspended },
    schema: SuspensionResultSchema,
  });
}

export function useSetSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, suspended }: { memberId: string; suspended: boolean }) => setSuspension(memberId, suspended),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
  });
}
