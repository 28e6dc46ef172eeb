import type { UserPlantDetail } from '@rootshare/contracts/user-plants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userPlantPath } from '@/lib/api-paths';

/**
 * GET /user-plants/{id}: the plant with its catalogue entry and owner (part 2 §7). The plant page's
 * first answer, read without zod (ADR 0010): the server encodes it with UserPlantDetailSchema, whose
 * one default it fills itself.
 */
export function getUserPlant(id: string, signal?: AbortSignal) {
  return apiRequest<UserPlantDetail>(userPlantPath(id), signal ? { signal } : {});
}

/** Every user-plant query starts with this key, so one invalidation refreshes lists and details. */
export const USER_PLANTS_KEY = 'user-plants';

export const userPlantQueryOptions = (id: string) =>
  queryOptions({ queryKey: [USER_PLANTS_KEY, 'detail', id.toLowerCase()], queryFn: ({ signal }) => getUserPlant(id, signal) });

export function useUserPlant(id: string) {
  return useQuery({ ...userPlantQueryOptions(id), enabled: id.length > 0 });
}
