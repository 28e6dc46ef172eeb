import { INTEREST_OPTIONS, SWAP_TYPE_PREFERENCES, type SwapPreferences } from '@rootshare/contracts/profiles';
import { swapDistanceIn, writeSwapDistance, type DistanceUnit } from '@rootshare/contracts/units';
import { DEFAULT_SWAP_DISTANCE } from '@rootshare/contracts/wishlist';
import { useState } from 'react';
import { useDistanceUnit } from '@/lib/distance-unit';
import { Input, Label } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n';
import { TextareaField } from '@/components/ui/textarea-field';
import { cn } from '@/lib/cn';
import { StepNavigation } from './step-navigation';

export function Chip({ checked, label, onToggle }: { checked: boolean; label: string; onToggle: () => void }) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-full border px-3.5 py-2 text-sm font-semibold capitalize',
        checked ? 'border-primary bg-sage text-primary' : 'border-border hover:bg-muted',
      )}
    >
      <input type="checkbox" className="accent-[var(--primary)]" checked={checked} onChange={onToggle} />
      {label}
    </label>
  );
}

/** The preferred distance a member starts with, stored in their unit ('10', or '15km'). */
const defaultPreferredDistance = (unit: DistanceUnit) => writeSwapDistance(String(DEFAULT_SWAP_DISTANCE[unit]), unit);

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

function ChipGroup<T extends string>({
  legend,
  options,
  chosen,
  labelOf,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  chosen: T[];
  labelOf: (option: T) => string;
  onChange: (chosen: T[]) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <Chip key={option} label={labelOf(option)} checked={chosen.includes(option)} onToggle={() => onChange(toggle(chosen, option))} />
        ))}
      </div>
    </fieldset>
  );
}

/** Digits only, in the member's unit; an emptied box takes the default again when left. */
function DistanceField({ value, onChange }: { value: string | undefined; onChange: (preferredDistance: string) => void }) {
  const t = useT();
  const unit = useDistanceUnit();
  return (
    <div className="max-w-48 space-y-1.5">
      <Label htmlFor="wizard-distance">{t('profiles.prefs.distance', { unit })}</Label>
      <Input
        id="wizard-distance"
        inputMode="numeric"
        value={swapDistanceIn(value ?? defaultPreferredDistance(unit), unit)}
        onChange={(e) => onChange(writeSwapDistance(e.target.value.replace(/\D/g, '').slice(0, 4), unit))}
        onBlur={() => {
          if (!value) onChange(defaultPreferredDistance(unit));
        }}
      />
    </div>
  );
}

/** Step 4: at least one swap type; distance defaults to 10 miles or 15 km. Every change is kept in the draft. */
export function SwapPreferencesStep({
  initial,
  onChange,
  onBack,
  onContinue,
}: {
  initial: SwapPreferences | null;
  onChange: (prefs: SwapPreferences) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const t = useT();
  const unit = useDistanceUnit();
  const [prefs, setPrefs] = useState<SwapPreferences>(() => ({
    swapTypes: initial?.swapTypes ?? [],
    interests: initial?.interests ?? [],
    careLevels: initial?.careLevels ?? [],
    // Left unset until typed or Continue: the member's unit may still be on its way.
    ...(initial?.preferredDistance === undefined ? {} : { preferredDistance: initial.preferredDistance }),
    notes: initial?.notes ?? '',
  }));
  const change = (patch: Partial<SwapPreferences>) => {
    const next = { ...prefs, ...patch };
    setPrefs(next);
    onChange(next);
  };
  const { swapTypes } = prefs;
  return (
    <div className="space-y-6">
      <ChipGroup
        legend={t('profiles.prefs.swapTypes')}
        options={SWAP_TYPE_PREFERENCES}
        chosen={swapTypes}
        labelOf={(type) => t(`profiles.swapPref.${type}`)}
        onChange={(chosen) => change({ swapTypes: chosen })}
      />
      <DistanceField value={prefs.preferredDistance} onChange={(preferredDistance) => change({ preferredDistance })} />
      <ChipGroup
        legend={t('profiles.prefs.interests')}
        options={INTEREST_OPTIONS}
        chosen={prefs.interests}
        labelOf={(interest) => t(`profiles.interest.${interest}`)}
        onChange={(chosen) => change({ interests: chosen })}
      />
      <TextareaField
        id="wizard-notes"
        label={t('profiles.prefs.notes')}
        value={prefs.notes ?? ''}
        maxLength={1000}
        onChange={(e) => change({ notes: e.target.value })}
        placeholder={t('profiles.prefs.notesPlaceholder')}
      />
      <StepNavigation
        onBack={onBack}
        continueDisabled={swapTypes.length === 0}
        hint={swapTypes.length === 0 ? t('profiles.prefs.swapTypeHint') : undefined}
        onContinue={() => {
          if (!prefs.preferredDistance) change({ preferredDistance: defaultPreferredDistance(unit) });
          onContinue();
        }}
      />
    </div>
  );
}
