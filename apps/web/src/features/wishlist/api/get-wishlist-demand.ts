import { WishlistDemandSchema } from '@rootshare/contracts/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userPlantPath } from '@/lib/api-paths';
import { wishlistKeys } from './keys';

/** GET /user-plants/{id}/wishlists-nearby: for the plant's owner, how many wishlists near them hold it. */
export function getWishlistDemand(userPlantId: string, signal?: AbortSignal) {
  return apiRequest(`${userPlantPath(userPlantId)}/wishlists-nearby`, { schema: WishlistDemandSchema, ...(signal ? { signal } : {}) });
}

export const wishlistDemandQueryOptions = (userPlantId: string) =>
  queryOptions({ queryKey: wishlistKeys.demand(userPlantId), queryFn: ({ signal }) => getWishlistDemand(userPlantId, signal) });

export function useWishlistDemand(userPlantId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...wishlistDemandQueryOptions(userPlantId), enabled: options.enabled ?? true });
}
