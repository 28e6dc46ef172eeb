import { EndedSessionsSchema, type AccountSessionList } from '@rootshare/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { accountKeys } from './keys';

/** POST /account/sessions/revoke-others: signs out every device but this one. */
export function endOtherSessions() {
  return apiRequest('/account/sessions/revoke-others', { method: 'POST', schema: EndedSessionsSchema });
}

export function useEndOtherSessions() {
  const t = useT();
  const translate = useContractMessage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: ({ ended_sessions }) => {
      queryClient.setQueryData<AccountSessionList>(
        accountKeys.sessions,
        (list) => list && { sessions: list.sessions.filter((session) => session.current) },
      );
      toast.success(t('settings.sessions.endedOthers', { count: ended_sessions }));
    },
    onError: (error) => toast.error(t('settings.sessions.endOthersFailed'), { description: translate(error.message) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
