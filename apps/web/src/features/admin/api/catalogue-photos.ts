import { OfferedPhotosSchema } from '@rootshare/contracts/catalogue-offers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { catalogueKeys } from '@/features/catalogue/api/keys';
import { userPlantKeys } from '@/features/user-plants/api/keys';
import { adminKeys } from './keys';

/** GET /admin/catalogue-photos: members' standing offers of photos to the catalogue, newest first. */
export function useOfferedPhotos() {
  return useQuery({
    queryKey: adminKeys.cataloguePhotos,
    queryFn: ({ signal }) => apiRequest('/admin/catalogue-photos', { schema: OfferedPhotosSchema, signal }),
    staleTime: 0,
  });
}

/** DELETE /admin/catalogue-photos/{id}: takes an offered photo out of the catalogue for good. */
export function useRemoveOfferedPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/admin/catalogue-photos/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.cataloguePhotos }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
        queryClient.invalidateQueries({ queryKey: userPlantKeys.all }),
      ]),
  });
}
