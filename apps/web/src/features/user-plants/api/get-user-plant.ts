import type { UserPlantDetail } from '@rootshare/contracts/user-plants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userPlantPath } from '@/lib/api-paths';
import { userPlantKeys } from './keys';

/**
 * GET /user-plants/{id}: the plant with its catalogue entry and owner. The plant page's
 * first answer, read without zod (ADR 0010): the server encodes it with UserPlantDetailSchema, whose
 * one default it fills itself.
 */
export function getUserPlant(id: string, signal?: AbortSignal) {
  return apiRequest<UserPlantDetail>(userPlantPath(id), signal ? { signal } : {});
}

export const userPlantQueryOptions = (id: string) =>
  queryOptions({ queryKey: userPlantKeys.detail(id), queryFn: ({ signal }) => getUserPlant(id, signal) });

export function useUserPlant(id: string) {
  return useQuery({ ...userPlantQueryOptions(id), enabled: id.length > 0 });
}
