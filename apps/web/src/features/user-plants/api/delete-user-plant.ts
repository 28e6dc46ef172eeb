import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userPlantKeys } from './keys';
import { invalidatePlantQueries } from './list-user-plants';

/** DELETE /user-plants/{id}: removes the owner's plant and its photos (204). */
export async function deleteUserPlant(id: string): Promise<void> {
  await apiRequest(`/user-plants/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUserPlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUserPlant(id),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: userPlantKeys.detail(id) });
      return invalidatePlantQueries(queryClient, id);
    },
  });
}
