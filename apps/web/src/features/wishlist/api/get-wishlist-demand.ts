import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userPlantPath } from '@/lib/api-paths';
import { wishlistKeys } from './keys';

/**
 * GET /user-plants/{id}/wishlists-nearby: for the plant's owner, how many wishlists near them hold
 * it. The schema loads with the first call, so the plant page carries no zod for visitors.
 */
export async function getWishlistDemand(userPlantId: string, signal?: AbortSignal) {
  const { WishlistDemandSchema } = await import('@rootshare/contracts/wishlist');
  return apiRequest(`${userPlantPath(userPlantId)}/wishlists-nearby`, { schema: WishlistDemandSchema, ...(signal ? { signal } : {}) });
}

export const wishlistDemandQueryOptions = (userPlantId: string) =>
  queryOptions({ queryKey: wishlistKeys.demand(userPlantId), queryFn: ({ signal }) => getWishlistDemand(userPlantId, signal) });

export function useWishlistDemand(userPlantId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...wishlistDemandQueryOptions(userPlantId), enabled: options.enabled ?? true });
}
