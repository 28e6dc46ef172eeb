import { DISTANCE_UNIT_CHOICE_LABELS, DISTANCE_UNIT_CHOICES, unitForLocale, type DistanceUnitChoice } from '@rootshare/contracts/units';
import { browserLocale } from '@rootshare/contracts/format';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/list-states';
import { toast } from '@/lib/toast';
import { useSaveUnitSettings } from '../api/save-unit-settings';
import { useUnitSettings } from '@/lib/distance-unit';
import { SettingsSection } from '@/components/ui/settings-section';

export const UNITS_SAVED = 'Distance unit saved';
const UNIT_NAMES = { km: 'kilometres', mi: 'miles' } as const;

/** Kilometres or miles for every distance Rootshare shows and mails; Automatic follows the member's place. */
export function UnitsSection() {
  const settings = useUnitSettings();
  const save = useSaveUnitSettings();
  const choose = (distance_unit: DistanceUnitChoice) =>
    save.mutate(
      { distance_unit },
      {
        onSuccess: () => toast.success(UNITS_SAVED),
        onError: (error) => toast.error('Could not save your distance unit', { description: error.message }),
      },
    );
  const placeUnit = settings.data?.place_unit ?? null;
  const automatic = placeUnit
    ? `Automatic uses ${UNIT_NAMES[placeUnit]}, as the country of your place does.`
    : `Automatic uses ${UNIT_NAMES[unitForLocale(browserLocale())]}, from your browser's language, until you choose a place.`;
  const chosen = save.isPending ? save.variables.distance_unit : settings.data?.distance_unit;

  return (
    <SettingsSection id="units" title="Distances" description="How far plants, members and swap meets are, on every page and in e-mails.">
      {settings.isError ? (
        <LoadError message="Your distance unit could not be loaded." onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <div role="status" aria-label="Loading your distance unit">
          <Skeleton className="h-9 w-72 max-w-full rounded-full" />
        </div>
      ) : (
        <div className="space-y-2">
          <div role="radiogroup" aria-label="Distance unit" aria-describedby="units-hint" className="flex flex-wrap gap-1.5">
            {DISTANCE_UNIT_CHOICES.map((choice) => (
              <label key={choice} className="cursor-pointer">
                <input
                  type="radio"
                  name="distance-unit"
                  value={choice}
                  checked={chosen === choice}
                  disabled={save.isPending}
                  onChange={() => choose(choice)}
                  className="peer sr-only"
                />
                <span className="inline-flex h-9 items-center rounded-full border border-input bg-card px-3.5 text-sm font-semibold transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-muted peer-checked:hover:bg-primary-hover">
                  {DISTANCE_UNIT_CHOICE_LABELS[choice]}
                </span>
              </label>
            ))}
          </div>
          <p id="units-hint" className="text-sm text-muted-foreground">
            {automatic}
          </p>
        </div>
      )}
    </SettingsSection>
  );
}
