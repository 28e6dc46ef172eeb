import { INTEREST_OPTIONS, SWAP_TYPE_PREFERENCES, type SwapPreferences } from '@rootshare/contracts/profiles';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export function Chip({ checked, label, onToggle }: { checked: boolean; label: string; onToggle: () => void }) {
  return (
    <label className={cn('flex cursor-pointer items-center gap-2 rounded-full border px-3.5 py-2 text-sm font-semibold capitalize', checked ? 'border-primary bg-sage text-primary' : 'border-border hover:bg-muted')}>
      <input type="checkbox" className="accent-[var(--primary)]" checked={checked} onChange={onToggle} />
      {label.replace('-', ' ')}
    </label>
  );
}

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** Step 4: at least one swap type; distance defaults to 10 (part 2 §4, §9). */
export function SwapPreferencesStep({ initial, onBack, onSubmit }: { initial: SwapPreferences | null; onBack: () => void; onSubmit: (prefs: SwapPreferences) => void }) {
  const [swapTypes, setSwapTypes] = useState(initial?.swapTypes ?? []);
  const [interests, setInterests] = useState(initial?.interests ?? []);
  const [distance, setDistance] = useState(initial?.preferredDistance ?? '10');
  const [notes, setNotes] = useState(initial?.notes ?? '');
  return (
    <div className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Swap types you offer and accept</legend>
        <div className="flex flex-wrap gap-2">
          {SWAP_TYPE_PREFERENCES.map((t) => (
            <Chip key={t} label={t} checked={swapTypes.includes(t)} onToggle={() => setSwapTypes(toggle(swapTypes, t))} />
          ))}
        </div>
      </fieldset>
      <div className="max-w-48 space-y-1.5">
        <Label htmlFor="wizard-distance">Preferred distance (miles)</Label>
        <Input id="wizard-distance" inputMode="numeric" value={distance} onChange={(e) => setDistance(e.target.value.replace(/\D/g, '').slice(0, 4))} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Interests</legend>
        <div className="flex flex-wrap gap-2">
          {INTEREST_OPTIONS.map((t) => (
            <Chip key={t} label={t} checked={interests.includes(t)} onToggle={() => setInterests(toggle(interests, t))} />
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor="wizard-notes">Notes for swap partners</Label>
        <Textarea id="wizard-notes" value={notes} maxLength={1000} onChange={(e) => setNotes(e.target.value)} placeholder="e.g. Happy to meet at the Saturday farmers market." />
      </div>
      <div className="flex justify-between">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button disabled={swapTypes.length === 0} onClick={() => onSubmit({ swapTypes, interests, careLevels: initial?.careLevels ?? [], preferredDistance: distance || '10', notes })}>
          Continue
        </Button>
      </div>
    </div>
  );
}
