import { PLANT_NOT_FOUND } from '@rootshare/contracts/user-plants-constants';
import type { Language } from '@rootshare/contracts/languages';
import { shortenLocation } from '@rootshare/contracts/format';
import { parseSwapPreferences } from '@rootshare/contracts/profiles-constants';
import { distanceInWords, FALLBACK_DISTANCE_UNIT, roundMiles } from '@rootshare/contracts/units';
import { SWAP_DISTANCE_MAX_MILES, swapDistanceMiles, type WishlistDemand, type WishlistMatch } from '@rootshare/contracts/wishlist';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UnitsService } from '../units/units.service';
import type { UserPlantsService } from '../user-plants/user-plants.service';
import {
  findListing,
  findMemberPlace,
  findWishersNear,
  listMatchesNear,
  recordMatches,
  type ListingRow,
  type MatchRow,
  type WisherRow,
} from './wishlist-matches.repo';
import { WISHLIST_NOTICES } from './wishlist-notices';

interface Deps {
  db: Database;
  notifications: Pick<NotificationsService, 'record' | 'announce'>;
  userPlants: Pick<UserPlantsService, 'ownerOfVisiblePlant'>;
  units: Pick<UnitsService, 'unitsOf'>;
  clock: Clock;
}

/**
 * The side, in degrees, of the cells the owner's count of nearby wishlists measures between: about
 * 11 km north to south, a town, coarser than the kilometre a saved place is rounded to.
 */
export const COUNT_CELL_DEGREES = 0.1;

/** Whether a wisher lives within their own swap distance of the listing. */
const withinTheirDistance = (wisher: WisherRow) =>
  wisher.miles <= swapDistanceMiles(parseSwapPreferences(wisher.swapPreferences)?.preferredDistance);

/** A listing other members may be told about: up for swap, not hidden, its owner active and placed. */
function placeOfMatchable(listing: ListingRow | undefined): { latitude: number; longitude: number } | null {
  if (!listing || !listing.available || listing.hiddenAt || listing.ownerSuspendedAt) return null;
  if (listing.latitude === null || listing.longitude === null) return null;
  return { latitude: listing.latitude, longitude: listing.longitude };
}

function presentMatch(row: MatchRow): WishlistMatch {
  return {
    user_plant_id: row.id,
    plant_id: row.plantId,
    common_name: row.commonName,
    custom_name: row.customName,
    image_url: row.images[0]?.thumbnailUrl ?? row.catalogueImageUrl,
    owner: { id: row.ownerId, username: row.ownerUsername },
    town: row.town ? shortenLocation(row.town) : null,
    distance_miles: roundMiles(row.miles),
  };
}

/**
 * Wishlist matches (docs/architecture.md#wishlist): the job that tells members near a new listing
 * that a plant they wish for is up for swap, at most once per member, species and day; the
 * 'Near you now' list; and the owner's count of wishlists near them.
 */
export function createWishlistMatchesService({ db, notifications, userPlants, units, clock }: Deps) {
  return {
    /** The wishlist-match job: runs after a plant is listed or becomes available; never inside the request. */
    async matchListing(userPlantId: string): Promise<void> {
      const listing = await findListing(db, userPlantId);
      const place = placeOfMatchable(listing);
      if (!listing || !place) return;
      const day = clock().toISOString().slice(0, 10);
      const wishers = (await findWishersNear(db, listing, place, SWAP_DISTANCE_MAX_MILES)).filter(withinTheirDistance);
      // Each wisher reads the distance in their own unit and language: the words are stored with the bell entry and mailed as they are.
      const unitOf = await units.unitsOf(wishers.map((wisher) => wisher.userId));
      // One transaction for every wisher: the day's records and the bell entries of those not yet told today.
      const ids = await db.transaction(async (tx) => {
        const fresh = await recordMatches(
          tx,
          wishers.map((wisher) => ({ userId: wisher.userId, plantId: listing.plantId, day, userPlantId: listing.id })),
        );
        return notifications.record(
          tx,
          wishers
            .filter((wisher) => fresh.has(wisher.userId))
            .map((wisher) => ({
              userId: wisher.userId,
              type: 'wishlist_match' as const,
              words: (language: Language) =>
                WISHLIST_NOTICES[language](
                  listing.ownerUsername,
                  listing.commonName,
                  distanceInWords(wisher.miles, unitOf.get(wisher.userId) ?? FALLBACK_DISTANCE_UNIT, language),
                ),
              otherUserId: listing.ownerId,
              userPlantId: listing.id,
            })),
        );
      });
      await notifications.announce(ids);
    },

    /** The member's wishlist plants up for swap within their swap distance now, nearest first. */
    async listMatches(memberId: string): Promise<WishlistMatch[]> {
      const member = await findMemberPlace(db, memberId);
      if (!member || member.latitude === null || member.longitude === null) return [];
      const miles = swapDistanceMiles(parseSwapPreferences(member.swapPreferences)?.preferredDistance);
      return (await listMatchesNear(db, memberId, { latitude: member.latitude, longitude: member.longitude }, miles)).map(presentMatch);
    },

    /**
     * For the plant's owner only: how many members within their own swap distance wish for its
     * species, measured between town-sized cells (COUNT_CELL_DEGREES) rather than points, so moving
     * the listing and reading again cannot narrow down where a wisher lives (docs/security.md S80).
     */
    async countWishlistsNear(userPlantId: string, memberId: string): Promise<WishlistDemand> {
      if ((await userPlants.ownerOfVisiblePlant(userPlantId, memberId)) !== memberId) throw notFound(PLANT_NOT_FOUND);
      const listing = await findListing(db, userPlantId);
      if (!listing || listing.latitude === null || listing.longitude === null) return { count: 0 };
      const wishers = await findWishersNear(
        db,
        listing,
        { latitude: listing.latitude, longitude: listing.longitude },
        SWAP_DISTANCE_MAX_MILES,
        COUNT_CELL_DEGREES,
      );
      return { count: wishers.filter(withinTheirDistance).length };
    },
  };
}

export type WishlistMatchesService = ReturnType<typeof createWishlistMatchesService>;
