import { UserPlantDetailSchema, type CreateUserPlant } from '@rootshare/contracts/user-plants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { USER_PLANTS_KEY, userPlantQueryOptions } from './get-user-plant';

/** POST /user-plants: adds a plant to the caller's collection; answers 201 with the detail. */
export function createUserPlant(input: CreateUserPlant) {
  return apiRequest('/user-plants', { method: 'POST', body: input, schema: UserPlantDetailSchema });
}

export function useCreateUserPlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserPlant,
    onSuccess: async (detail) => {
      queryClient.setQueryData(userPlantQueryOptions(detail.userPlant.id).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: [USER_PLANTS_KEY] });
    },
  });
}
