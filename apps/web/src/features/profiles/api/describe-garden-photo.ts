import { GardenPhotoSchema } from '@rootshare/contracts/garden-photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { profileKeys } from './keys';

/** PUT /garden-photos/{id}: the owner describes a photo (its alt text); 403 for anyone else. */
export function describeGardenPhoto({ id, description }: { id: string; description: string | null }) {
  return apiRequest(`/garden-photos/${encodeURIComponent(id)}`, { method: 'PUT', body: { description }, schema: GardenPhotoSchema });
}

export function useDescribeGardenPhoto(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: describeGardenPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.gardenPhotos(userId) }),
  });
}
