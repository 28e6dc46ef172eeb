import type { FederationSettings } from '@rootshare/contracts/federation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useSession } from '@/lib/session';
import { accountKeys } from './keys';

/**
 * GET /account/federation: whether people on other servers may follow the member, whether this
 * server reaches them, and the handle. The header asks on every page, so the answer (two booleans
 * and a string, checked by the server's schema) is read without zod (ADR 0010).
 */
export function useFederationSettings() {
  const { status, user } = useSession();
  return useQuery({
    queryKey: accountKeys.federation(user?.id ?? ''),
    queryFn: ({ signal }) => apiRequest<FederationSettings>('/account/federation', { signal }),
    enabled: status === 'signed-in' && user !== null,
  });
}
