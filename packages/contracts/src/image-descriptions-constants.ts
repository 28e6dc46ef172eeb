/** Photo descriptions' plain values, without zod: pages that only show images load no schema. */

import { IMAGE_DESCRIPTION_MAX } from './limits';

export const IMAGE_DESCRIPTION_TOO_LONG = `Photo description must be at most ${IMAGE_DESCRIPTION_MAX} characters`;

/** The text alternative of an uploaded image: its description, else the given default. */
export const imageAlt = (description: string | null | undefined, fallback: string): string => description?.trim() || fallback;

/** A garden photo's alt text: its description, else "Garden photo: <caption>", else "Garden photo". */
export const gardenPhotoAlt = (photo: { description?: string | null | undefined; caption?: string | null | undefined }): string =>
  imageAlt(photo.description, photo.caption?.trim() ? `Garden photo: ${photo.caption.trim()}` : 'Garden photo');

/** A chat image's alt text: its description, else "Photo from @<sender>". */
export const chatImageAlt = (description: string | null | undefined, senderUsername: string): string =>
  imageAlt(description, `Photo from @${senderUsername}`);
