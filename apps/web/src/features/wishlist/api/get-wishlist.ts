import { WishlistSchema } from '@rootshare/contracts/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { wishlistKeys } from './keys';

/** GET /wishlist/{userId}: a member's wishlist, part of their public profile. */
export function getWishlist(userId: string, signal?: AbortSignal) {
  return apiRequest(`/wishlist/${encodeURIComponent(userId)}`, { schema: WishlistSchema, ...(signal ? { signal } : {}) });
}

export const wishlistQueryOptions = (userId: string) =>
  queryOptions({ queryKey: wishlistKeys.member(userId), queryFn: ({ signal }) => getWishlist(userId, signal) });

export function useWishlist(userId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...wishlistQueryOptions(userId), enabled: options.enabled ?? true });
}
