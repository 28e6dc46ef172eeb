import type { WishlistItem } from '@rootshare/contracts/wishlist';
import { presentCataloguePlant } from '../catalogue/catalogue.presenter';
import type { WishlistRow } from './wishlist.repo';

export function presentWishlistItem({ item, catalogue }: WishlistRow): WishlistItem {
  const plant = presentCataloguePlant(catalogue);
  return {
    id: item.id,
    plant_id: item.plantId,
    notes: item.notes,
    created_at: item.createdAt.toISOString(),
    plants: {
      common_name: plant.common_name,
      scientific_name: plant.scientific_name,
      image_url: plant.image_url,
      care_level: plant.care_level,
      category: plant.category,
    },
  };
}
