import { AccountSessionListSchema } from '@rootshare/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { accountKeys } from './keys';

/** GET /account/sessions: the member's signed-in devices, this one first. */
export function listSessions(signal?: AbortSignal) {
  return apiRequest('/account/sessions', { schema: AccountSessionListSchema, ...(signal ? { signal } : {}) });
}

/** Always asked afresh when the page opens: another device may have signed in since. */
export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => listSessions(signal), staleTime: 0 });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
