import { FederationSettingsSchema, type FederationSettingsUpdate } from '@rootshare/contracts/federation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useSession } from '@/lib/session';
import { accountKeys } from './keys';

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
