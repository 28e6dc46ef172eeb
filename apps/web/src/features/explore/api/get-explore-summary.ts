import type { ExploreSummary } from '@rootshare/contracts/explore';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { exploreSummaryPath, type Coordinates } from '@/lib/api-paths';
import { QUICK_FAILURE } from '@/lib/query-client';

/** GET /explore-v2/summary: the Browse stat cards for the same place as the list; not parsed again (ADR 0010). */
export function useExploreSummary(near: Coordinates | null) {
  const path = exploreSummaryPath(near);
  return useQuery({
    queryKey: ['explore', 'summary', path],
    queryFn: ({ signal }) => apiRequest<ExploreSummary>(path, { signal }),
    ...QUICK_FAILURE,
  });
}
