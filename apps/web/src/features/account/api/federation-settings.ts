import { FederationSettingsSchema, type FederationSettingsUpdate } from '@rootshare/contracts/federation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useSession } from '@/lib/session';
import { accountKeys } from './keys';

/** GET /account/federation: whether people on other servers may follow the member, whether this server reaches them, and the handle. */
export function useFederationSettings() {
  const { status, user } = useSession();
  return useQuery({
    queryKey: accountKeys.federation(user?.id ?? ''),
    queryFn: ({ signal }) => apiRequest('/account/federation', { signal, schema: FederationSettingsSchema }),
    enabled: status === 'signed-in' && user !== null,
  });
}

/** PUT /account/federation: the member's own choice; the set-up wizard sends it when publishing. */
export function saveFederationSettings(update: FederationSettingsUpdate) {
  return apiRequest('/account/federation', { method: 'PUT', body: update, schema: FederationSettingsSchema });
}

export function useSaveFederationSettings() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: saveFederationSettings,
    onSuccess: (saved) => {
      if (user) queryClient.setQueryData(accountKeys.federation(user.id), saved);
    },
  });
}
