import type { PlantsGrown } from '@rootshare/contracts/user-plants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userPlantKeys } from './keys';

/**
 * GET /members/{userId}/plants-grown: plants grown from a member's collection, every generation.
 * One of a profile's first answers, so read without zod (ADR 0010): a count the server's schema checks.
 */
export function getPlantsGrown(userId: string, signal?: AbortSignal) {
  return apiRequest<PlantsGrown>(`/members/${encodeURIComponent(userId)}/plants-grown`, signal ? { signal } : {});
}

export const plantsGrownQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userPlantKeys.grown(userId), queryFn: ({ signal }) => getPlantsGrown(userId, signal) });

export function usePlantsGrown(userId: string) {
  return useQuery(plantsGrownQueryOptions(userId));
}
