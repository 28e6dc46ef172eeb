import { z } from 'zod';
import { IMAGE_DESCRIPTION_TOO_LONG } from './image-descriptions-constants';
import { IMAGE_DESCRIPTION_MAX } from './limits';

export * from './image-descriptions-constants';

/** A photo's description as a member types it: trimmed, at most IMAGE_DESCRIPTION_MAX characters, null when blank. */
export const ImageDescriptionSchema = z
  .string()
  .trim()
  .max(IMAGE_DESCRIPTION_MAX, IMAGE_DESCRIPTION_TOO_LONG)
  .nullish()
  .transform((value) => value || null);

/** PUT of one photo's description (a plant photo, a garden photo). */
export const UpdateImageDescriptionSchema = z.strictObject({ description: ImageDescriptionSchema });
export type UpdateImageDescription = z.input<typeof UpdateImageDescriptionSchema>;
