import type { ExplorePage, ExploreQuery } from '@rootshare/contracts/explore';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { explorePath, exploreQueryString } from '@/lib/api-paths';
import { QUICK_FAILURE } from '@/lib/query-client';
import { exploreKeys } from './keys';

/**
 * GET /explore-v2: other members' swappable plants, nearest first unless sorted otherwise. Read as
 * the server encoded it with ExplorePageSchema, without parsing it again (ADR 0010).
 */
export function listExplore(query: ExploreQuery, signal?: AbortSignal) {
  return apiRequest<ExplorePage>(explorePath(query), signal ? { signal } : {});
}

/** Pages of results for a query (Browse's route prefetches its first page with these). A failure shows after one quick retry. */
export const exploreInfiniteQueryOptions = (query: Omit<ExploreQuery, 'cursor'>) =>
  infiniteQueryOptions({
    queryKey: exploreKeys.plants(exploreQueryString(query)),
    queryFn: ({ pageParam, signal }) => listExplore({ ...query, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...QUICK_FAILURE,
  });

/** Pages of results; a new search keeps showing the last results until its own arrive. */
export function useExplore(query: Omit<ExploreQuery, 'cursor'>, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...exploreInfiniteQueryOptions(query), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
