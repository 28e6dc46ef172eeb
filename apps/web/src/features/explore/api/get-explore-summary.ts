import type { ExploreSummary } from '@rootshare/contracts/explore';
import { NEARBY_RADIUS } from '@rootshare/contracts/explore-constants';
import { radiusInMiles, type DistanceUnit } from '@rootshare/contracts/units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { exploreSummaryPath, type Coordinates } from '@/lib/api-paths';
import { QUICK_FAILURE } from '@/lib/query-client';
import { exploreKeys } from './keys';

/** GET /explore-v2/summary: the Browse stat cards for the same place as the list; not parsed again (ADR 0010). A failure shows after one quick retry. */
export const exploreSummaryQueryOptions = (near: Coordinates | null, unit: DistanceUnit) => {
  const path = exploreSummaryPath(near, radiusInMiles(NEARBY_RADIUS, unit));
  return queryOptions({
    queryKey: exploreKeys.summary(path),
    queryFn: ({ signal }) => apiRequest<ExploreSummary>(path, { signal }),
    ...QUICK_FAILURE,
  });
};

export function useExploreSummary(near: Coordinates | null, unit: DistanceUnit) {
  return useQuery(exploreSummaryQueryOptions(near, unit));
}
