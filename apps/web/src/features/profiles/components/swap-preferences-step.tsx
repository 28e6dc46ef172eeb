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
  const { swapTypes, interests } = prefs;
  return (
    <div className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t('profiles.prefs.swapTypes')}</legend>
        <div className="flex flex-wrap gap-2">
          {SWAP_TYPE_PREFERENCES.map((type) => (
            <Chip
              key={type}
              label={t(`profiles.swapPref.${type}`)}
              checked={swapTypes.includes(type)}
              onToggle={() => change({ swapTypes: toggle(swapTypes, type) })}
            />
          ))}
        </div>
      </fieldset>
      <div className="max-w-48 space-y-1.5">
        <Label htmlFor="wizard-distance">{t('profiles.prefs.distance', { unit })}</Label>
        <Input
          id="wizard-distance"
          inputMode="numeric"
          value={swapDistanceIn(prefs.preferredDistance ?? defaultPreferredDistance(unit), unit)}
          onChange={(e) => change({ preferredDistance: writeSwapDistance(e.target.value.replace(/\D/g, '').slice(0, 4), unit) })}
          onBlur={() => {
            if (!prefs.preferredDistance) change({ preferredDistance: defaultPreferredDistance(unit) });
          }}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t('profiles.prefs.interests')}</legend>
        <div className="flex flex-wrap gap-2">
          {INTEREST_OPTIONS.map((interest) => (
            <Chip
              key={interest}
              label={t(`profiles.interest.${interest}`)}
              checked={interests.includes(interest)}
              onToggle={() => change({ interests: toggle(interests, interest) })}
            />
          ))}
        </div>
      </fieldset>
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
