import { PlantSearchResponseSchema } from '@rootshare/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { catalogueKeys } from './keys';

/** POST /plants/search: catalogue plants scored by how well they match the query. */
export function searchPlants(query: string, signal?: AbortSignal) {
  return apiRequest('/plants/search', {
    method: 'POST',
    body: { query },
    schema: PlantSearchResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

const keyOf = (query: string) => query.trim().toLowerCase();

export const plantSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: catalogueKeys.search(keyOf(query)),
    queryFn: ({ signal }) => searchPlants(query.trim(), signal),
    staleTime: Infinity,
  });

export function useSearchPlants(query: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...plantSearchQueryOptions(query), enabled });
}
