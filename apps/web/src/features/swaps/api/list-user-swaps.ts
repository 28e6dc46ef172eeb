import { UserSwapsSchema, type SwapTab } from '@rootshare/contracts/swaps';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { swapKeys } from './keys';

/** GET /user-swaps?status=: the caller's swaps of one sub-tab, newest first, with every sub-tab's count. */
export function listUserSwaps(tab: SwapTab, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ status: tab });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/user-swaps?${params.toString()}`, { schema: UserSwapsSchema, ...(signal ? { signal } : {}) });
}

export const userSwapsQueryOptions = (tab: SwapTab) =>
  infiniteQueryOptions({
    queryKey: swapKeys.list(tab),
    queryFn: ({ pageParam, signal }) => listUserSwaps(tab, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

export function useUserSwaps(tab: SwapTab) {
  return useInfiniteQuery(userSwapsQueryOptions(tab));
}
