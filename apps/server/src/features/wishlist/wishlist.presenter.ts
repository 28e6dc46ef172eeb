import type { WishlistItem } from '@rootshare/contracts/wishlist';
import { presentCataloguePlant, type MemberPhoto } from '../catalogue/catalogue.presenter';
import type { WishlistRow } from './wishlist.repo';

/** A wished-for plant with its catalogue picture (or its species' member photo, ADR 0056). */
export function presentWishlistItem({ item, catalogue }: WishlistRow, memberPhoto?: MemberPhoto): WishlistItem {
  const plant = presentCataloguePlant(catalogue, 0, memberPhoto);
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
