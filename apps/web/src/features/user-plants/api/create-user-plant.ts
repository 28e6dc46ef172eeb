import { UserPlantDetailSchema, type CreateUserPlant } from '@rootshare/contracts/user-plants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userPlantKeys } from './keys';

/** POST /user-plants: adds a plant to the caller's collection; answers 201 with the detail. */
export function createUserPlant(input: CreateUserPlant) {
  return apiRequest('/user-plants', { method: 'POST', body: input, schema: UserPlantDetailSchema });
}

export function useCreateUserPlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserPlant,
    onSuccess: async (detail) => {
      queryClient.setQueryData(userPlantKeys.detail(detail.userPlant.id), detail);
      await queryClient.invalidateQueries({ queryKey: userPlantKeys.all });
    },
  });
}
