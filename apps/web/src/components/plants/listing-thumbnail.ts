import { placeholderImageUrl, type PlantCategory } from '@rootshare/contracts/catalogue-constants';
import { sizedImageUrl } from '@rootshare/contracts/catalogue-photo-sizes';

/**
 * A listing's small picture: the owner's first photo as its thumbnail, else the catalogue's photo
 * at card size (never the whole JPEG, which for some species weighs over 100 KB), else the drawing
 * of its category.
 */
export const listingThumbnail = (thumbnails: readonly string[], plant: { image_url: string | null; category: PlantCategory }): string =>
  thumbnails[0] ?? (plant.image_url ? sizedImageUrl(plant.image_url) : placeholderImageUrl(plant.category));
