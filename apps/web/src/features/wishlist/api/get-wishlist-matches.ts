import { WishlistMatchesSchema } from '@rootshare/contracts/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { wishlistKeys } from './keys';

/** GET /wishlist/matches: plants on the signed-in member's wishlist up for swap within their swap distance. */
export function getWishlistMatches(signal?: AbortSignal) {
  return apiRequest('/wishlist/matches', { schema: WishlistMatchesSchema, ...(signal ? { signal } : {}) });
}

export const wishlistMatchesQueryOptions = () =>
  queryOptions({ queryKey: wishlistKeys.matches, queryFn: ({ signal }) => getWishlistMatches(signal) });

export function useWishlistMatches(options: { enabled?: boolean } = {}) {
  return useQuery({ ...wishlistMatchesQueryOptions(), enabled: options.enabled ?? true });
}
