import { UserPlantDetailSchema } from '@rootshare/contracts/user-plants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidatePlantQueries, patchCachedPlant, storePlantDetail } from './list-user-plants';

/** DELETE /user-plants/{id}/images/{index}: removes one photo; answers the new detail. */
export function deletePlantImage(id: string, index: number) {
  return apiRequest(`/user-plants/${encodeURIComponent(id)}/images/${index}`, { method: 'DELETE', schema: UserPlantDetailSchema });
}

/** Hides the photo at once and puts it back if the deletion fails. */
export function useDeletePlantImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, index }: { id: string; index: number }) => deletePlantImage(id, index),
    onMutate: async ({ id, index }) => ({
      rollback: await patchCachedPlant(queryClient, id, (plant) => ({
        ...plant,
        image_urls: plant.image_urls.filter((_, i) => i !== index),
        thumbnail_urls: plant.thumbnail_urls.filter((_, i) => i !== index),
        image_descriptions: plant.image_descriptions.filter((_, i) => i !== index),
      })),
    }),
    onError: (_error, _variables, context) => context?.rollback(),
    onSuccess: (detail) => storePlantDetail(queryClient, detail),
    onSettled: (_data, _error, { id }) => invalidatePlantQueries(queryClient, id),
  });
}
