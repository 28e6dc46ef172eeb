import { UserPlantDetailSchema, type CreateUserPlant } from '@rootshare/contracts/user-plants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { catalogueKeys } from '@/features/catalogue/api/keys';
import { userPlantKeys } from './keys';

/** POST /user-plants: adds a plant to the caller's collection; answers 201 with the detail. */
export function createUserPlant(input: CreateUserPlant) {
  return apiRequest('/user-plants', { method: 'POST', body: input, schema: UserPlantDetailSchema });
}

export function useCreateUserPlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserPlant,
    onSuccess: async (detail, input) => {
      queryClient.setQueryData(userPlantKeys.detail(detail.userPlant.id), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userPlantKeys.all }),
        // An offered photo may now be its species' catalogue picture.
        ...(input.offer_photo_to_catalogue ? [queryClient.invalidateQueries({ queryKey: catalogueKeys.all })] : []),
      ]);
    },
  });
}
