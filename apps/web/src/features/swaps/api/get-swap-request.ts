import { SwapRequestSchema, type SwapRequest } from '@rootshare/contracts/swaps';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { swapKeys } from './keys';

/** GET /swap-requests/{id}: the request with both members, the plants and its reviews (404 unless a party). */
export function getSwapRequest(id: string, signal?: AbortSignal) {
  return apiRequest(`/swap-requests/${encodeURIComponent(id)}`, { schema: SwapRequestSchema, ...(signal ? { signal } : {}) });
}

/** Never fresh for long: the other member changes it, and a socket event or a reopen should show that. */
export const swapRequestQueryOptions = (id: string) =>
  queryOptions({ queryKey: swapKeys.detail(id), queryFn: ({ signal }) => getSwapRequest(id, signal), staleTime: 30_000 });

/** One swap request; `initial` (a list's copy) shows at once without a request of its own. */
export function useSwapRequest(id: string | null, initial?: SwapRequest) {
  return useQuery({ ...swapRequestQueryOptions(id ?? ''), enabled: Boolean(id), ...(initial ? { initialData: initial } : {}) });
}

/**
 * After a change: shows the server's answer at once, then refetches the request (which
 * also catches the other member's change made meanwhile) and the sub-tab lists it moves between.
 */
export function storeSwapRequest(queryClient: QueryClient, swap: SwapRequest): Promise<unknown> {
  queryClient.setQueryData(swapKeys.detail(swap.id), swap);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: swapKeys.detail(swap.id) }),
    queryClient.invalidateQueries({ queryKey: swapKeys.lists }),
  ]);
}
