import { UserCardPageSchema } from '@rootshare/contracts/explore';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { exploreKeys } from './keys';

/** GET /users/all (newest first, paged) or, with a search, GET /users/search?query= (best first). */
export function useUsers(search: string) {
  return useInfiniteQuery({
    queryKey: exploreKeys.members(search),
    queryFn: ({ pageParam, signal }) =>
      search
        ? apiRequest(`/users/search?${new URLSearchParams({ query: search })}`, { schema: UserCardPageSchema, signal })
        : apiRequest(`/users/all${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { schema: UserCardPageSchema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
