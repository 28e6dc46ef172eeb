import type { ExploreSummary } from '@rootshare/contracts/explore';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** GET /explore-v2/summary: the Browse stat cards for the same place as the list; not parsed again (ADR 0010). */
export function useExploreSummary(near: Coordinates | null) {
  const query = near ? `?user_latitude=${near.latitude}&user_longitude=${near.longitude}` : '';
  return useQuery({
    queryKey: ['explore', 'summary', query],
    queryFn: ({ signal }) => apiRequest<ExploreSummary>(`/explore-v2/summary${query}`, { signal }),
  });
}
