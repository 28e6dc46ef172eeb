import { MeetPageSchema, type MeetsQuery } from '@rootshare/contracts/meets';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { meetKeys } from './keys';

const searchOf = (query: MeetsQuery, page: number) => {
  const params = new URLSearchParams({ page: String(page) });
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params;
};

/** GET /meets: upcoming swap meets near the member (or the given position), page by page. */
export function useMeets(query: MeetsQuery) {
  return useInfiniteQuery({
    queryKey: meetKeys.list(query),
    queryFn: ({ pageParam, signal }) => apiRequest(`/meets?${searchOf(query, pageParam)}`, { schema: MeetPageSchema, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    placeholderData: keepPreviousData,
  });
}
