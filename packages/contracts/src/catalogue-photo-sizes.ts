import { placeholderImageUrl, type PlantCategory } from './catalogue-constants';

/**
 * The catalogue's shipped photos come whole (JPEG) or as a smaller WebP for cards and thumbnails,
 * asked for with `?w=`. Only these widths are made, so no one can make the server resize at will.
 */
export const CATALOGUE_PHOTO_WIDTHS = [96, 480, 960] as const;
/** The small pictures in lists (a conversation's plant, a meet's brought plants: 28 px at most), sharp on a 3× screen. */
export const LIST_PHOTO_WIDTH = 96;
export type CataloguePhotoWidth = (typeof CATALOGUE_PHOTO_WIDTHS)[number];

/** Where the server serves the shipped catalogue photos. */
export const PLANT_PHOTO_PATH = '/api/plant-photos/';

/**
 * The address of a picture at a width: the WebP variant of a shipped catalogue photo (480 for
 * cards and thumbnails, 960 for a page's main photo); any other address as it is.
 */
export function sizedImageUrl(url: string, width: CataloguePhotoWidth = 480): string {
  return url.startsWith(PLANT_PHOTO_PATH) && !url.includes('?') ? `${url}?w=${width}` : url;
}

/**
 * A listing's small picture: the owner's first photo as its thumbnail, else the catalogue's photo
 * at card size (never the whole JPEG, which for some species weighs over 100 KB), else the drawing
 * of its category.
 */
export const listingThumbnail = (thumbnails: readonly string[], plant: { image_url: string | null; category: PlantCategory }): string =>
  thumbnails[0] ?? (plant.image_url ? sizedImageUrl(plant.image_url) : placeholderImageUrl(plant.category));
