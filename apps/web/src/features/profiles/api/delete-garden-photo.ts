import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { profileKeys } from './keys';

/** DELETE /garden-photos/{id}: the owner removes a photo and its files (204). */
export async function deleteGardenPhoto(id: string): Promise<void> {
  await apiRequest(`/garden-photos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGardenPhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGardenPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.gardenPhotos(userId) }),
  });
}
