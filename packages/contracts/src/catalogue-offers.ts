import { z } from 'zod';

/** Members' photos offered to the catalogue (ADR 0056). */

/** The licence a member grants when they offer a photo to the catalogue. */
export const MEMBER_PHOTO_LICENCE = 'CC BY 4.0';

export const PHOTO_REMOVED_BY_MODERATOR = 'A moderator removed this photo from the catalogue, so it cannot be offered again';
export const PHOTO_NOT_OFFERED = 'This photo is not offered to the catalogue';

/** One of the owner's photos offered to the catalogue; `removed` when a moderator took it out. */
export const CatalogueOfferSchema = z.object({
  image_url: z.string(),
  offered_at: z.string(),
  removed: z.boolean(),
});
export type CatalogueOffer = z.infer<typeof CatalogueOfferSchema>;

/** GET /api/user-plants/{id}/catalogue-offers (the owner only): which of the plant's photos are offered. */
export const CatalogueOffersSchema = z.object({
  offers: z.array(CatalogueOfferSchema),
  /** The species has a catalogue photo of its own, which an offered photo does not replace. */
  species_has_photo: z.boolean(),
});
export type CatalogueOffers = z.infer<typeof CatalogueOffersSchema>;

/** An offered photo as moderators see it: the photo, the species, and who offered it (by username). */
export const OfferedPhotoSchema = z.object({
  id: z.string(),
  image_url: z.string(),
  thumbnail_url: z.string(),
  species: z.string(),
  username: z.string(),
  user_plant_id: z.string(),
  offered_at: z.string(),
  /** Whether the catalogue shows it now (the earliest standing offer of a species without its own photo). */
  shown: z.boolean(),
});
export type OfferedPhoto = z.infer<typeof OfferedPhotoSchema>;

/** GET /api/admin/catalogue-photos: standing offers, newest first. */
export const OfferedPhotosSchema = z.object({ photos: z.array(OfferedPhotoSchema) });
export const OfferedPhotoParamsSchema = z.object({ id: z.string().uuid('Photo not found') });
