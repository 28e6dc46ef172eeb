import { placeholderImageUrl, toCareLevel, toPlantCategory, type CataloguePlant } from '@rootshare/contracts/catalogue';
import type { CatalogueRow } from './catalogue.repo';


export type CataloguePlantFields = Pick<
  CatalogueRow,
  'id' | 'commonName' | 'scientificName' | 'description' | 'category' | 'careLevel' | 'lightRequirements' | 'waterRequirements' | 'imageUrl'
>;

/** A catalogue plant's picture: its photo, or its category's illustration when it has none. */
export const catalogueImageOf = (row: Pick<CatalogueRow, 'category' | 'imageUrl'>): string => row.imageUrl ?? placeholderImageUrl(toPlantCategory(row.category));

/** A catalogue row as the API shows it; plants without a photo get the category illustration. */
export function presentCataloguePlant(row: CataloguePlantFields): CataloguePlant {
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
  };
}
