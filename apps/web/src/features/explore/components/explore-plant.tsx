import type { ExploreItem } from '@rootshare/contracts/explore';
import { listingThumbnail } from '@rootshare/contracts/catalogue-photo-sizes';
import { memberPlantName } from '@/components/plants/plant-name';

type Listed = Pick<ExploreItem, 'userPlant' | 'plant'>;

/** The name a listed plant goes by: the owner's name for it, else the catalogue's, else 'Unknown Plant'. */
export function explorePlantName({ userPlant, plant }: Listed): string {
  return memberPlantName(userPlant.custom_name, plant.common_name);
}

/**
 * A listed plant's picture: the owner's first photo, else the catalogue's, else the drawing for its
 * category. Pictures further down load as they scroll into view; `eager` ones (the first screenful)
 * load at once and first, since one of them is usually the largest thing on the page.
 */
export function ExplorePlantPhoto({
  item: { userPlant, plant },
  className,
  eager = false,
}: {
  item: Listed;
  className?: string;
  eager?: boolean;
}) {
  const src = listingThumbnail(userPlant.thumbnail_urls, plant);
  return <img src={src} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} className={className} />;
}
