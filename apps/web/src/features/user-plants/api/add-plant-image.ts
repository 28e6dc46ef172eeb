import { UserPlantDetailSchema } from '@rootshare/contracts/user-plants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { invalidatePlantQueries, patchCachedPlant, storePlantDetail } from './list-user-plants';

/** POST /user-plants/{id}/images with one image as a data URL; answers the new detail (201). */
export function addPlantImage(id: string, imageData: string) {
  return apiRequest(`/user-plants/${encodeURIComponent(id)}/images`, {
    method: 'POST',
    body: { image_data: imageData },
    schema: UserPlantDetailSchema,
  });
}

/** Shows the photo at once and takes it back if the upload fails. */
export function useAddPlantImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, imageData }: { id: string; imageData: string }) => addPlantImage(id, imageData),
    onMutate: async ({ id, imageData }) => ({
      rollback: await patchCachedPlant(queryClient, id, (plant) => ({
        ...plant,
        image_urls: [...plant.image_urls, imageData],
        thumbnail_urls: [...plant.thumbnail_urls, imageData],
        image_descriptions: [...plant.image_descriptions, null],
      })),
    }),
    onError: (_error, _variables, context) => context?.rollback(),
    onSuccess: (detail) => storePlantDetail(queryClient, detail),
    onSettled: (_data, _error, { id }) => invalidatePlantQueries(queryClient, id),
  });
}
