import type { Platform } from '../../platform/feature';
import { createWishlistMatchesService, type WishlistMatchesService } from './wishlist-matches.service';
import { wishlistRoutes } from './wishlist.routes';
import { createWishlistService, type WishlistService } from './wishlist.service';

type Needs = Omit<Parameters<typeof createWishlistService>[0], 'db'> &
  Omit<Parameters<typeof createWishlistMatchesService>[0], 'db' | 'clock'>;

/** Members' wishlists, and telling them when a plant they wish for comes up near them. */
export async function wishlistFeature(
  { app, db, jobs, clock }: Platform,
  { catalogue, profiles, notifications, userPlants, units }: Needs,
): Promise<{ wishlist: WishlistService; wishlistMatches: WishlistMatchesService }> {
  const wishlist = createWishlistService({ db, catalogue, profiles });
  const matches = createWishlistMatchesService({ db, notifications, userPlants, units, clock });
  await jobs.work('wishlist-match', (data) => matches.matchListing(data.userPlantId));
  await app.register(wishlistRoutes, { prefix: '/api', wishlist, matches });
  return { wishlist, wishlistMatches: matches };
}
