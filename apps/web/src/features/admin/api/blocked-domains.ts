import { BlockedDomainsSchema, BlockedDomainSchema } from '@rootshare/contracts/federation-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { QUICK_FAILURE } from '@/lib/query-client';
import { adminKeys } from './keys';

/** GET /admin/federation/blocked-domains: the blocked servers, newest first, and whether this server federates. */
export function useBlockedDomains() {
  return useQuery({
    queryKey: adminKeys.blockedDomains,
    queryFn: ({ signal }) => apiRequest('/admin/federation/blocked-domains', { schema: BlockedDomainsSchema, signal }),
    staleTime: 0,
    ...QUICK_FAILURE,
  });
}

/** POST /admin/federation/blocked-domains: blocks a server; what came from it is forgotten. */
export function useBlockDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) =>
      apiRequest('/admin/federation/blocked-domains', { method: 'POST', body: { domain }, schema: BlockedDomainSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.blockedDomains }),
  });
}

/** DELETE /admin/federation/blocked-domains/{domain}. */
export function useUnblockDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => apiRequest(`/admin/federation/blocked-domains/${encodeURIComponent(domain)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.blockedDomains }),
  });
}
