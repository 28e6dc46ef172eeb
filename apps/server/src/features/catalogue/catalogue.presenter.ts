import { placeholderImageUrl, toCareLevel, toPlantCategory, type CataloguePlant } from '@rootshare/contracts/catalogue';
import { photoCreditFor } from './catalogue-photos';
import type { CatalogueRow } from './catalogue.repo';
import { basePopularity } from './popularity';

export type CataloguePlantFields = Pick<
  CatalogueRow,
  'id' | 'commonName' | 'scientificName' | 'description' | 'category' | 'careLevel' | 'lightRequirements' | 'waterRequirements' | 'imageUrl'
>;

/** A catalogue plant's picture: its photo, or its category's illustration when it has none. */
export const catalogueImageOf = (row: Pick<CatalogueRow, 'category' | 'imageUrl'>): string =>
  row.imageUrl ?? placeholderImageUrl(toPlantCategory(row.category));

/**
 * A catalogue row as the API shows it: its photo with the photo's credit, or the category's
 * illustration; listings (how many members list it) add to its popularity.
 */
export function presentCataloguePlant(row: CataloguePlantFields, listings = 0): CataloguePlant {
  const category = toPlantCategory(row.category);
  const image = catalogueImageOf(row);
  return {
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
  };
}
