import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { sizedImageUrl } from '@rootshare/contracts/catalogue-photo-sizes';
import { placeholderImageUrl } from '@rootshare/contracts/catalogue-constants';

/** A catalogue plant's photo at card size, or its category's drawing while it has none; beside its name, so unnamed. */
export function CataloguePlantImage({ plant, className }: { plant: Pick<CataloguePlant, 'image_url' | 'category'>; className: string }) {
  return (
    <img
      src={plant.image_url ? sizedImageUrl(plant.image_url) : placeholderImageUrl(plant.category)}
      alt=""
      loading="lazy"
      className={className}
    />
  );
}
