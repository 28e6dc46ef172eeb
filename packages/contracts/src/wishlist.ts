import { z } from 'zod';
import { CataloguePlantSchema } from './catalogue';
import { WISHLIST_NOTES_MAX } from './limits';

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
