import type { SwapPlant } from '@rootshare/contracts/swaps';
import { Link } from 'react-router';
import { listingThumbnail } from '@rootshare/contracts/catalogue-photo-sizes';
import { plantDisplayName } from '@/components/plants/plant-name';
import { PlantThumbnail } from '@/components/plants/plant-thumbnail';
import { useT } from '@/lib/i18n/i18n';

/** One side of a swap: each plant's photo, name (to its page) and how it is offered. */
export function SwapPlantList({ heading, plants }: { heading: string; plants: SwapPlant[] }) {
  const t = useT();
  return (
    <section className="min-w-0">
      <h4 className="mb-2 text-xs font-bold tracking-wide text-muted-foreground uppercase">{heading}</h4>
      {plants.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('swaps.plants.none')}</p>
      ) : (
        <ul className="space-y-2">
          {plants.map((plant) => (
            <li key={plant.id} className="flex items-center gap-3">
              <PlantThumbnail src={listingThumbnail(plant.thumbnail_urls, plant.plants)} className="h-11 w-11" />
              <span className="min-w-0">
                <Link to={`/plant/${plant.id}`} className="block truncate font-semibold hover:text-primary hover:underline">
                  {plantDisplayName(plant)}
                </Link>
                <span className="block text-xs text-muted-foreground">{t(`plant.swap.${plant.swap_type}`)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
