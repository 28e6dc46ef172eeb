import type { AccountSessionList } from '@rootshare/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { accountKeys } from './keys';

/** DELETE /account/sessions/{id}: signs one of the member's devices out (204). */
export async function endSession(id: string): Promise<void> {
  await apiRequest(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Ends a session and takes it off the list. */
export function useEndSession() {
  const t = useT();
  const translate = useContractMessage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<AccountSessionList>(
        accountKeys.sessions,
        (list) => list && { sessions: list.sessions.filter((session) => session.id !== id) },
      );
      toast.success(t('settings.sessions.ended'));
    },
    onError: (error) => toast.error(t('settings.sessions.endFailed'), { description: translate(error.message) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
