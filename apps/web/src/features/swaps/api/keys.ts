import type { SwapTab } from '@rootshare/contracts/swaps';

/** Query keys of swaps and reviews; everything sits under `all`, so a reconnect refreshes it in one call. */
export const swapKeys = {
  all: ['swaps'] as const,
  detail: (id: string) => ['swaps', 'detail', id] as const,
  lists: ['swaps', 'list'] as const,
  list: (tab: SwapTab) => ['swaps', 'list', tab] as const,
  reviews: ['swaps', 'reviews'] as const,
  reviewsOf: (userId: string) => ['swaps', 'reviews', userId] as const,
};
