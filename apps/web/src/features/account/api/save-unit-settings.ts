import { UnitSettingsSchema, type UnitSettingsUpdate } from '@rootshare/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useSession } from '@/lib/session';
import { accountKeys } from './keys';

/** PUT /account/units: stores the choice; every distance on screen follows at once. */
export function saveUnitSettings(update: UnitSettingsUpdate) {
  return apiRequest('/account/units', { method: 'PUT', body: update, schema: UnitSettingsSchema });
}

export function useSaveUnitSettings() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: saveUnitSettings,
    onSuccess: (saved) => {
      if (user) queryClient.setQueryData(accountKeys.units(user.id), saved);
    },
  });
}
