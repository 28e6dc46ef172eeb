import type { ExplorePage, ExploreQuery } from '@rootshare/contracts/explore';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** The explore-v2 query string without empty values, in a stable order (one cache entry per search). */
export function exploreQueryString(query: ExploreQuery): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, String(value)] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/**
 * GET /explore-v2: other members' swappable plants, nearest first unless sorted otherwise. Read as
 * the server encoded it with ExplorePageSchema, without parsing it again (ADR 0010).
 */
export function listExplore(query: ExploreQuery, signal?: AbortSignal) {
  const text = exploreQueryString(query);
  return apiRequest<ExplorePage>(`/explore-v2${text ? `?${text}` : ''}`, signal ? { signal } : {});
}

/** Pages of results; a new search keeps showing the last results until its own arrive. */
export function useExplore(query: Omit<ExploreQuery, 'cursor'>, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: ['explore', exploreQueryString(query)],
    queryFn: ({ pageParam, signal }) => listExplore({ ...query, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
