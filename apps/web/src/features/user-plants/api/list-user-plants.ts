import type { UserPlant, UserPlantDetail } from '@rootshare/contracts/user-plants';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { exploreKeys } from '@/features/explore/api/keys';
import { apiRequest } from '@/lib/api';
import { userPlantKeys } from './keys';

/**
 * GET /user-plants?user_id={id}: the owner sees every plant, others only those up for swap. The
 * profile page's first list, read without zod (ADR 0010): the server encodes it with
 * UserPlantListSchema, whose one default it fills itself.
 */
export function listUserPlants(userId: string, signal?: AbortSignal) {
  return apiRequest<UserPlant[]>(`/user-plants?user_id=${encodeURIComponent(userId)}`, signal ? { signal } : {});
}

export const userPlantsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userPlantKeys.list(userId), queryFn: ({ signal }) => listUserPlants(userId, signal) });

export function useUserPlants(userId: string) {
  return useQuery(userPlantsQueryOptions(userId));
}

/** Refreshes every list and the detail of one plant after it changed. */
export function invalidatePlantQueries(queryClient: QueryClient, plantId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userPlantKeys.lists }),
    queryClient.invalidateQueries({ queryKey: userPlantKeys.detail(plantId) }),
    // Browse lists show other members' plants; they change with every plant edit.
    queryClient.invalidateQueries({ queryKey: exploreKeys.all }),
  ]);
}

/** Puts the server's answer for one plant into the cached detail and lists. */
export function storePlantDetail(queryClient: QueryClient, detail: UserPlantDetail): void {
  const { userPlant } = detail;
  queryClient.setQueryData(userPlantKeys.detail(userPlant.id), detail);
  for (const [key, plants] of queryClient.getQueriesData<UserPlant[]>({ queryKey: userPlantKeys.lists })) {
    if (plants)
      queryClient.setQueryData<UserPlant[]>(
        key,
        plants.map((plant) => (plant.id === userPlant.id ? userPlant : plant)),
      );
  }
}

/**
 * Applies a change to one plant in the cached lists and detail at once, for optimistic updates;
 * returns the function that puts the previous data back.
 */
export async function patchCachedPlant(
  queryClient: QueryClient,
  plantId: string,
  patch: (plant: UserPlant) => UserPlant,
): Promise<() => void> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: userPlantKeys.lists }),
    queryClient.cancelQueries({ queryKey: userPlantKeys.detail(plantId) }),
  ]);
  const lists = queryClient.getQueriesData<UserPlant[]>({ queryKey: userPlantKeys.lists });
  const detail = queryClient.getQueryData<UserPlantDetail>(userPlantKeys.detail(plantId));
  for (const [key, plants] of lists) {
    if (plants)
      queryClient.setQueryData<UserPlant[]>(
        key,
        plants.map((plant) => (plant.id === plantId ? patch(plant) : plant)),
      );
  }
  if (detail) queryClient.setQueryData<UserPlantDetail>(userPlantKeys.detail(plantId), { ...detail, userPlant: patch(detail.userPlant) });
  return () => {
    for (const [key, plants] of lists) queryClient.setQueryData(key, plants);
    if (detail) queryClient.setQueryData(userPlantKeys.detail(plantId), detail);
  };
}
