import { EndedSessionsSchema, type AccountSessionList } from '@rootshare/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api';
import { accountKeys } from './keys';

/** POST /account/sessions/revoke-others: signs out every device but this one. */
export function endOtherSessions() {
  return apiRequest('/account/sessions/revoke-others', { method: 'POST', schema: EndedSessionsSchema });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: ({ ended_sessions }) => {
      queryClient.setQueryData<AccountSessionList>(
        accountKeys.sessions,
        (list) => list && { sessions: list.sessions.filter((session) => session.current) },
      );
      toast.success(ended_sessions === 1 ? 'Signed out of 1 other session' : `Signed out of ${ended_sessions} other sessions`);
    },
    onError: (error) => toast.error('Could not sign out your other sessions', { description: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
