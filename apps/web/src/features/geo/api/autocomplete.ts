import { GeoAutocompleteResponseSchema } from '@rootshare/contracts/geo';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { geoKeys } from './keys';

/** GET /geo/autocomplete: up to 8 towns, cities or postcode areas for the typed text. */
export function autocompleteLocation(text: string, signal?: AbortSignal) {
  return apiRequest(`/geo/autocomplete?text=${encodeURIComponent(text)}`, {
    schema: GeoAutocompleteResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

const keyOf = (text: string) => text.trim().toLowerCase();

export const locationAutocompleteQueryOptions = (text: string) =>
  queryOptions({
    queryKey: geoKeys.autocomplete(keyOf(text)),
    queryFn: ({ signal }) => autocompleteLocation(text.trim(), signal),
    // Places do not change while the app is open.
    staleTime: Infinity,
  });

export function useLocationAutocomplete(text: string, { enabled = true }: { enabled?: boolean } = {}) {
  // The previous suggestions stay up while the next ones load, so the list does not flicker.
  return useQuery({ ...locationAutocompleteQueryOptions(text), enabled, placeholderData: keepPreviousData });
}
