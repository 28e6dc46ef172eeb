import { AccountEmailSchema } from '@rootshare/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { accountKeys } from './keys';

/** GET /account/email: the member's address, whether it is confirmed, and a change waiting for its link. */
export function getAccountEmail(signal?: AbortSignal) {
  return apiRequest('/account/email', { schema: AccountEmailSchema, ...(signal ? { signal } : {}) });
}

/** Always asked afresh when the page opens: a link may have been opened in another tab or device. */
export const accountEmailQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.email, queryFn: ({ signal }) => getAccountEmail(signal), staleTime: 0 });

export function useAccountEmail() {
  return useQuery(accountEmailQueryOptions());
}
