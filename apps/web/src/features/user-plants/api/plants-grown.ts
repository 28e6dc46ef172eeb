import { PlantsGrownSchema } from '@rootshare/contracts/user-plants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userPlantKeys } from './keys';

/** GET /members/{userId}/plants-grown: plants grown from a member's collection, every generation. */
export function getPlantsGrown(userId: string, signal?: AbortSignal) {
  return apiRequest(`/members/${encodeURIComponent(userId)}/plants-grown`, { schema: PlantsGrownSchema, ...(signal ? { signal } : {}) });
}

export const plantsGrownQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userPlantKeys.grown(userId), queryFn: ({ signal }) => getPlantsGrown(userId, signal) });

export function usePlantsGrown(userId: string) {
  return useQuery(plantsGrownQueryOptions(userId));
}
