import { WishlistSchema } from '@rootshare/contracts/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { wishlistKeys } from './keys';

/** GET /wishlist: the signed-in member's own wishlist. */
export function getOwnWishlist(signal?: AbortSignal) {
  return apiRequest('/wishlist', { schema: WishlistSchema, ...(signal ? { signal } : {}) });
}

export const ownWishlistQueryOptions = () => queryOptions({ queryKey: wishlistKeys.own, queryFn: ({ signal }) => getOwnWishlist(signal) });

export function useOwnWishlist(options: { enabled?: boolean } = {}) {
  return useQuery({ ...ownWishlistQueryOptions(), enabled: options.enabled ?? true });
}
