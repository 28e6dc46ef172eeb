import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { catalogueKeys } from './keys';

/**
 * GET /plants/{id}/invasive-listings: the lists that name a catalogue plant invasive or prohibited.
 * The schema loads with the first call, so the plant page, which shows the warning, carries no zod.
 */
export async function getInvasiveListings(plantId: string, signal?: AbortSignal) {
  const { InvasiveListingsSchema } = await import('@rootshare/contracts/catalogue');
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
