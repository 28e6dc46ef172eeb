import { DISTANCE_UNIT_CHOICES, unitForLocale, type DistanceUnitChoice } from '@rootshare/contracts/units';
import { browserLocale } from '@rootshare/contracts/format';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/list-states';
import { toast } from '@/lib/toast';
import { useSaveUnitSettings } from '../api/save-unit-settings';
import { useUnitSettings } from '@/lib/distance-unit';
import { SettingsSection } from '@/components/ui/settings-section';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';

/** The saved toast's English words (settings.units.saved), as tests look for them. */
export const UNITS_SAVED = 'Distance unit saved';

/** Kilometres or miles for every distance Rootshare shows and mails; Automatic follows the member's place. */
export function UnitsSection() {
  const t = useT();
  const translate = useContractMessage();
  const settings = useUnitSettings();
  const save = useSaveUnitSettings();
  const choose = (distance_unit: DistanceUnitChoice) =>
    save.mutate(
      { distance_unit },
      {
        onSuccess: () => toast.success(t('settings.units.saved')),
        onError: (error) => toast.error(t('settings.units.saveFailed'), { description: translate(error.message) }),
      },
    );
  const placeUnit = settings.data?.place_unit ?? null;
  const automatic = placeUnit
    ? t('settings.units.automaticPlace', { unit: placeUnit })
    : t('settings.units.automaticBrowser', { unit: unitForLocale(browserLocale()) });
  const chosen = save.isPending ? save.variables.distance_unit : settings.data?.distance_unit;

  return (
    <SettingsSection id="units" title={t('settings.units.title')} description={t('settings.units.text')}>
      {settings.isError ? (
        <LoadError message={t('settings.units.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <div role="status" aria-label={t('settings.units.loading')}>
          <Skeleton className="h-9 w-72 max-w-full rounded-full" />
        </div>
      ) : (
        <div className="space-y-2">
          <div role="radiogroup" aria-label={t('settings.units.group')} aria-describedby="units-hint" className="flex flex-wrap gap-1.5">
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
                  {t('settings.units.choice', { choice })}
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
