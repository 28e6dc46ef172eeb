import { z } from 'zod';
import { ImageDescriptionSchema } from './image-descriptions';
import { GARDEN_PHOTO_CAPTION_MAX, LOCATION_MAX_LENGTH } from './limits';
import { PageCursorSchema, PageLimitSchema } from './pagination';

export const TOO_MANY_GARDEN_PHOTOS = 'Too many photos';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/**
 * POST /api/garden-photos: one call per photo. image_url is the image itself as a
 * data URL; the server stores it through the image pipeline (WebP, metadata stripped).
 */
export const CreateGardenPhotoSchema = z.strictObject({
  user_id: z.string().uuid('Invalid user id').optional(),
  image_url: z.string().min(1, 'Please add a photo').max(15_000_000, 'Photo is too large'),
  caption: optionalText(GARDEN_PHOTO_CAPTION_MAX, 'Caption'),
  location: optionalText(LOCATION_MAX_LENGTH, 'Location'),
  description: ImageDescriptionSchema,
});
export type CreateGardenPhoto = z.input<typeof CreateGardenPhotoSchema>;

export const GardenPhotoSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  image_url: z.string(),
  thumbnail_url: z.string(),
  caption: z.string().nullable(),
  location: z.string().nullable(),
  /** What the photo shows, for screen readers; null when the member gave none. */
  description: z.string().nullable(),
  created_at: z.string(),
});
export type GardenPhoto = z.infer<typeof GardenPhotoSchema>;

export const GardenPhotoPageSchema = z.object({ photos: z.array(GardenPhotoSchema), nextCursor: z.string().nullable() });
export type GardenPhotoPage = z.infer<typeof GardenPhotoPageSchema>;

export const GardenPhotosQuerySchema = z.object({
  user_id: z.string().uuid('Invalid user id'),
  cursor: PageCursorSchema,
  limit: PageLimitSchema,
});

export const GardenPhotoParamsSchema = z.object({ id: z.string().uuid('Photo not found') });

/** Refusals the server answers with, which the web app shows in the member's language. */
export const PHOTO_NOT_FOUND = 'Photo not found';
