import { PLANT_CATEGORIES, toCareLevel, type CataloguePlant, type PlantCategory } from '@rootshare/contracts/catalogue';
import type { CatalogueRow } from './catalogue.repo';

const asCategory = (value: string): PlantCategory => (PLANT_CATEGORIES as readonly string[]).includes(value) ? (value as PlantCategory) : 'houseplant';

export type CataloguePlantFields = Pick<
  CatalogueRow,
  'id' | 'commonName' | 'scientificName' | 'description' | 'category' | 'careLevel' | 'lightRequirements' | 'waterRequirements' | 'imageUrl'
>;

/** A catalogue row as the API shows it; plants without a photo get the category illustration. */
export function presentCataloguePlant(row: CataloguePlantFields): CataloguePlant {
  const category = asCategory(row.category);
  const image = row.imageUrl ?? placeholderImageUrl(category);
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

/** The locally drawn illustration for a category, served at the spec's fallback path. */
export function placeholderImageUrl(category: PlantCategory): string {
  return `/api/placeholder-image?category=${category}`;
}
