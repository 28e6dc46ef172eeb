import { CatalogueResponseSchema } from '@rootshare/contracts/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { catalogueKeys } from './keys';

/** GET /plants: the whole plant catalogue. */
export function getCatalogue(signal?: AbortSignal) {
  return apiRequest('/plants', { schema: CatalogueResponseSchema, ...(signal ? { signal } : {}) });
}

// The catalogue only changes with a deploy, so one download per page load is enough.
export const catalogueQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.all, queryFn: ({ signal }) => getCatalogue(signal), staleTime: Infinity, gcTime: Infinity });

export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}
