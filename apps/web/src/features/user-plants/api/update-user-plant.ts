import { UserPlantDetailSchema, type UpdateUserPlant } from '@rootshare/contracts/user-plants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidatePlantQueries, storePlantDetail } from './list-user-plants';

/** PUT /user-plants/{id}: the owner changes a plant's details; answers the new detail. */
export function updateUserPlant(id: string, changes: UpdateUserPlant) {
  return apiRequest(`/user-plants/${encodeURIComponent(id)}`, { method: 'PUT', body: changes, schema: UserPlantDetailSchema });
}

export function useUpdateUserPlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateUserPlant }) => updateUserPlant(id, changes),
    onSuccess: (detail) => {
      storePlantDetail(queryClient, detail);
      return invalidatePlantQueries(queryClient, detail.userPlant.id);
    },
  });
}
