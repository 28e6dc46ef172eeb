import { TownConnectionSchema, TownConnectionsSchema } from '@rootshare/contracts/federation-connections';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { QUICK_FAILURE } from '@/lib/query-client';
import { adminKeys } from './keys';

/** GET /admin/federation/connections: the towns this one connected with, newest first. */
export function useConnections() {
  return useQuery({
    queryKey: adminKeys.connections,
    queryFn: ({ signal }) => apiRequest('/admin/federation/connections', { schema: TownConnectionsSchema, signal }),
    staleTime: 0,
    ...QUICK_FAILURE,
  });
}

/** POST /admin/federation/connections: asks another town's Rootshare to connect. */
export function useConnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) =>
      apiRequest('/admin/federation/connections', { method: 'POST', body: { address }, schema: TownConnectionSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.connections }),
  });
}

/** DELETE /admin/federation/connections/{host}: ends the connection and forgets what it brought. */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (host: string) => apiRequest(`/admin/federation/connections/${encodeURIComponent(host)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.connections }),
  });
}
