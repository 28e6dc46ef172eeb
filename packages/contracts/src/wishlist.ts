import { z } from 'zod';
import { CataloguePlantSchema } from './catalogue';
import { WISHLIST_NOTES_MAX } from './limits';
import { KM_PER_MILE, readSwapDistance, type RadiusStep } from './units';

const NotesSchema = z.string().trim().max(WISHLIST_NOTES_MAX, `Notes must be at most ${WISHLIST_NOTES_MAX} characters`);

export const AddWishlistItemSchema = z.strictObject({
  plant_id: z.string().uuid('Please select a plant'),
  notes: NotesSchema.nullish(),
});
export type AddWishlistItem = z.input<typeof AddWishlistItemSchema>;

export const UpdateWishlistItemSchema = z.strictObject({ notes: NotesSchema.nullable() });

export const WishlistItemSchema = z.object({
  id: z.string(),
  plant_id: z.string(),
  notes: z.string().nullable(),
  created_at: z.string(),
  plants: CataloguePlantSchema.pick({ common_name: true, scientific_name: true, image_url: true, care_level: true, category: true }),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;
export const WishlistSchema = z.array(WishlistItemSchema);

export const WishlistParamsSchema = z.object({ id: z.string().uuid('Wishlist item not found') });
export const WishlistUserParamsSchema = z.object({ userId: z.string().min(1).max(100) });
export const ALREADY_ON_WISHLIST = 'This plant is already on your wishlist';

/** How far a member swaps when their profile names no distance, in miles. */
export const DEFAULT_SWAP_DISTANCE_MILES = 10;
/** The same as a member starts with it in their unit. */
export const DEFAULT_SWAP_DISTANCE: RadiusStep = { mi: DEFAULT_SWAP_DISTANCE_MILES, km: 15 };
/** The farthest a wishlist match reaches, whatever distance a profile names. */
export const SWAP_DISTANCE_MAX_MILES = 250;

/** The member's swap distance in miles from their profile's preferences ('15', '25km'): the default when none or unreadable. */
export function swapDistanceMiles(preferredDistance: string | undefined): number {
  const distance = readSwapDistance(preferredDistance);
  if (!distance) return DEFAULT_SWAP_DISTANCE_MILES;
  return Math.min(distance.unit === 'km' ? distance.value / KM_PER_MILE : distance.value, SWAP_DISTANCE_MAX_MILES);
}

/** GET /api/wishlist/matches: a plant on the member's wishlist up for swap within their distance, now. */
export const WishlistMatchSchema = z.object({
  user_plant_id: z.string(),
  plant_id: z.string(),
  common_name: z.string(),
  custom_name: z.string().nullable(),
  image_url: z.string().nullable(),
  owner: z.object({ id: z.string(), username: z.string() }),
  /** The owner's town as their profile names it; never a position. */
  town: z.string().nullable(),
  /** Whole miles. */
  distance_miles: z.number().int(),
});
export type WishlistMatch = z.infer<typeof WishlistMatchSchema>;
export const WishlistMatchesSchema = z.array(WishlistMatchSchema);

/** GET /api/user-plants/{id}/wishlists-nearby: for the plant's owner, how many members near them wish for it. */
export const WishlistDemandSchema = z.object({ count: z.number().int().min(0) });
export type WishlistDemand = z.infer<typeof WishlistDemandSchema>;

/** Refusals the server answers with, which the web app shows in the member's language. */
export const WISHLIST_ITEM_NOT_FOUND = 'Wishlist item not found';
