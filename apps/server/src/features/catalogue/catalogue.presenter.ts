import { placeholderImageUrl, toCareLevel, toPlantCategory, type CataloguePlant } from '@rootshare/contracts/catalogue';
import { MEMBER_PHOTO_LICENCE } from '@rootshare/contracts/catalogue-offers';
import { LIST_PHOTO_WIDTH, sizedImageUrl } from '@rootshare/contracts/catalogue-photo-sizes';
import { photoCreditFor } from './catalogue-photos';
import type { CatalogueRow } from './catalogue.repo';
import { basePopularity } from './popularity';

export type CataloguePlantFields = Pick<
  CatalogueRow,
  'id' | 'commonName' | 'scientificName' | 'description' | 'category' | 'careLevel' | 'lightRequirements' | 'waterRequirements' | 'imageUrl'
>;

/** The photo a species shows for want of its own (ADR 0056): a member's standing offer, credited to them. */
export interface MemberPhoto {
  offerId: string;
  /** The catalogue species. */
  plantId: string;
  userPlantId: string;
  userId: string;
  /** The member's display name: their full name, else their username. */
  name: string;
  url: string;
}

/** A catalogue plant's picture: its photo, or its category's illustration when it has none. */
export const catalogueImageOf = (row: Pick<CatalogueRow, 'category' | 'imageUrl'>): string =>
  row.imageUrl ?? placeholderImageUrl(toPlantCategory(row.category));

/**
 * The same picture for a list's small thumbnail: a shipped photo as its list-sized WebP (a few KB),
 * not the whole JPEG (over 100 KB for some) nor the card-sized one (40 KB for some).
 */
export const catalogueThumbnailOf = (row: Pick<CatalogueRow, 'category' | 'imageUrl'>): string =>
  sizedImageUrl(catalogueImageOf(row), LIST_PHOTO_WIDTH);

/**
 * The plant with a member's offered photo in place of its drawing or illustration, credited to them
 * with a link to their profile (ADR 0056); a plant with a photo of its own keeps it.
 */
export function withMemberPhoto<P extends Pick<CataloguePlant, 'image_url' | 'image_urls' | 'image_credit'>>(
  plant: P,
  photo: MemberPhoto | undefined,
): P {
  if (!photo || plant.image_credit) return plant;
  return {
    ...plant,
    image_url: photo.url,
    image_urls: [photo.url],
    image_credit: { author: photo.name, licence: MEMBER_PHOTO_LICENCE, source_url: `/profile/${photo.userId}`, by_member: true },
  };
}

/**
 * A catalogue row as the API shows it: its photo with the photo's credit, else a member's offered
 * photo with theirs, else the drawing or the category's illustration; listings (how many members
 * list it) add to its popularity.
 */
export function presentCataloguePlant(row: CataloguePlantFields, listings = 0, memberPhoto?: MemberPhoto): CataloguePlant {
  const category = toPlantCategory(row.category);
  const image = catalogueImageOf(row);
  return withMemberPhoto(
    {
      id: row.id,
      common_name: row.commonName,
      scientific_name: row.scientificName,
      description: row.description,
      image_url: image,
      image_urls: [image],
      category,
      care_level: toCareLevel(row.careLevel),
      light_requirements: row.lightRequirements,
      water_requirements: row.waterRequirements,
      image_credit: photoCreditFor(row.imageUrl),
      popularity: basePopularity(row.scientificName, row.category) + listings,
    },
    memberPhoto,
  );
}
