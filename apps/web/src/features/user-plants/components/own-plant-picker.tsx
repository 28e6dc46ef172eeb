import { Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useUserPlants } from '../api/list-user-plants';
import { listingThumbnail } from '@rootshare/contracts/catalogue-photo-sizes';
import { plantDisplayName } from '@/components/plants/plant-name';
import { PlantThumbnail } from '@/components/plants/plant-thumbnail';

export interface OwnPlantPickerProps {
  /** The signed-in member's profile id. */
  me: string;
  legend: string;
  selected: string[];
  onChange: (selected: string[]) => void;
  disabled?: boolean;
  /** Id of an error sentence read with the list. */
  errorId?: string | undefined;
}

/**
 * Checkboxes over the member's own plants that are available for swap: what they offer
 * in a request or a counter-offer. With none, it points to adding a plant.
 */
export function OwnPlantPicker(props: OwnPlantPickerProps) {
  return (
    <CatalogGate part="plants" fallback={<PickerSkeleton />}>
      <PlantPicker {...props} />
    </CatalogGate>
  );
}

function PickerSkeleton() {
  return (
    <div className="space-y-2">
      {[0, 1].map((n) => (
        <Skeleton key={n} className="h-16 w-full rounded-xl" />
      ))}
    </div>
  );
}

function PlantPicker({ me, legend, selected, onChange, disabled = false, errorId }: OwnPlantPickerProps) {
  const t = useT();
  const plants = useUserPlants(me);
  const swappable = plants.data?.filter((plant) => plant.available_for_swap) ?? [];
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id));

  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {plants.isPending ? (
        <div role="status" aria-label={t('plants.picker.loading')}>
          <PickerSkeleton />
        </div>
      ) : plants.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {t('plants.picker.failed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void plants.refetch()}>
            {t('ui.tryAgain')}
          </button>
        </p>
      ) : swappable.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-6 text-center">
          <Sprout className="h-6 w-6 text-primary" aria-hidden="true" />
          <p className="font-semibold">{t('plants.picker.noneTitle')}</p>
          <p className="text-sm text-muted-foreground">{t('plants.picker.noneText')}</p>
          <Link to="/add-plant" className={buttonClasses('outline', 'sm')}>
            {t('plants.picker.addPlant')}
          </Link>
        </div>
      ) : (
        <ul className="max-h-64 space-y-2 overflow-y-auto pr-1">
          {swappable.map((plant) => {
            const checked = selected.includes(plant.id);
            return (
              <li key={plant.id}>
                <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-border p-2 transition-colors has-[:checked]:border-primary has-[:checked]:bg-sage/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
                  <input
                    type="checkbox"
                    className="h-4 w-4 shrink-0 accent-[var(--primary)]"
                    checked={checked}
                    disabled={disabled}
                    onChange={(event) => toggle(plant.id, event.target.checked)}
                  />
                  <PlantThumbnail src={listingThumbnail(plant.thumbnail_urls, plant.plants)} />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{plantDisplayName(plant)}</span>
                    <span className="block text-xs text-muted-foreground">{t(`plant.swap.${plant.swap_type}`)}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
