import { InvasiveListingsSchema } from '@rootshare/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { catalogueKeys } from './keys';

/** GET /plants/{id}/invasive-listings: the lists that name a catalogue plant invasive or prohibited. */
export function getInvasiveListings(plantId: string, signal?: AbortSignal) {
  return apiRequest(`/plants/${encodeURIComponent(plantId)}/invasive-listings`, {
    schema: InvasiveListingsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const invasiveListingsQueryOptions = (plantId: string) =>
  queryOptions({
    queryKey: catalogueKeys.invasive(plantId),
    queryFn: ({ signal }) => getInvasiveListings(plantId, signal),
    staleTime: Infinity,
  });

export function useInvasiveListings(plantId: string) {
  return useQuery({ ...invasiveListingsQueryOptions(plantId), enabled: plantId.length > 0 });
}
