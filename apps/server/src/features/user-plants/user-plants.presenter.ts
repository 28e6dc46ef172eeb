import { toSwapType, type UserPlant, type UserPlantDetail } from '@rootshare/contracts/user-plants';
import { presentCataloguePlant } from '../catalogue/catalogue.presenter';
import type { UserPlantDetailRow } from './user-plants.repo';

/** A member's plant with its catalogue entry and its owner's public, city-level details. */
export function presentUserPlant({ plant, catalogue, owner }: UserPlantDetailRow): UserPlant {
  const catalogueShape = presentCataloguePlant(catalogue);
  return {
    id: plant.id,
    user_id: plant.userId,
    plant_id: plant.plantId,
    custom_name: plant.customName,
    size: plant.size,
    age: plant.age,
    swap_type: toSwapType(plant.swapType),
    notes: plant.notes,
    available_for_swap: plant.availableForSwap,
    image_urls: plant.images.map((image) => image.url),
    thumbnail_urls: plant.images.map((image) => image.thumbnailUrl),
    image_descriptions: plant.images.map((image) => image.description ?? null),
    is_hidden: plant.hiddenAt !== null,
    created_at: plant.createdAt.toISOString(),
    updated_at: plant.updatedAt.toISOString(),
    plants: {
      common_name: catalogueShape.common_name,
      scientific_name: catalogueShape.scientific_name,
      care_level: catalogueShape.care_level,
      category: catalogueShape.category,
      description: catalogueShape.description,
      image_url: catalogueShape.image_url,
      light_requirements: catalogueShape.light_requirements,
      water_requirements: catalogueShape.water_requirements,
    },
    profiles: { id: owner.id, username: owner.username, location: owner.location, avatar_url: owner.avatarUrl },
  };
}

/** GET /user-plants/{id}: { userPlant, plant, profile } (docs/architecture.md, API conventions). */
export function presentUserPlantDetail(row: UserPlantDetailRow): UserPlantDetail {
  const userPlant = presentUserPlant(row);
  return { userPlant, plant: presentCataloguePlant(row.catalogue), profile: userPlant.profiles };
}
