import { MEET_BRINGS, type MeetBring, type MeetInput } from '@rootshare/contracts/meets';
import { MEET_VENUE_MAX } from '@rootshare/contracts/limits';
import { FormField } from '@/components/ui/form-field';
import { FieldError, Label } from '@/components/ui/input';
import { LocationInput } from '@/features/geo/components/location-input';
import { useT } from '@/lib/i18n/i18n';
import { timeZoneChoices } from '../lib/meet-time';
import type { MeetFormErrors, SetMeetValue } from '../lib/use-meet-form';

interface MeetFieldsProps {
  values: MeetInput;
  errors: MeetFormErrors;
  set: SetMeetValue;
}

/** When the meet is: its start and end, and the time zone they are read in. */
export function MeetTimeFields({ values, errors, set }: MeetFieldsProps) {
  const t = useT();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="meet-start"
          label={t('meets.form.starts')}
          type="datetime-local"
          value={values.starts_at}
          onChange={(e) => set('starts_at', e.target.value)}
          error={errors.starts_at}
          required
        />
        <FormField
          id="meet-end"
          label={t('meets.form.ends')}
          type="datetime-local"
          value={values.ends_at}
          onChange={(e) => set('ends_at', e.target.value)}
          error={errors.ends_at}
          required
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="meet-zone">{t('meets.form.timeZone')}</Label>
        <select
          id="meet-zone"
          className="h-11 w-full rounded-xl border border-border bg-card px-3"
          value={values.time_zone}
          onChange={(e) => set('time_zone', e.target.value)}
          aria-describedby="meet-zone-hint"
        >
          {timeZoneChoices(values.time_zone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
        <p id="meet-zone-hint" className="text-xs text-muted-foreground">
          {t('meets.form.zoneHint')}
        </p>
        <FieldError id="meet-zone-error" message={errors.time_zone} />
      </div>
    </>
  );
}

/** Where the meet is and how many may come: town, venue and capacity, the last kept as typed. */
export function MeetPlaceFields({
  values,
  errors,
  set,
  capacityText,
  onCapacityText,
}: MeetFieldsProps & { capacityText: string; onCapacityText: (text: string) => void }) {
  const t = useT();
  return (
    <>
      <LocationInput
        id="meet-town"
        label={t('meets.form.town')}
        value={values.town}
        onChange={(text) => set('town', text)}
        error={errors.town}
        placeholder={t('meets.form.townPlaceholder')}
      />
      <FormField
        id="meet-venue"
        label={t('meets.form.venue')}
        placeholder={t('meets.form.venuePlaceholder')}
        value={values.venue}
        maxLength={MEET_VENUE_MAX}
        onChange={(e) => set('venue', e.target.value)}
        error={errors.venue}
        required
      />
      <FormField
        id="meet-capacity"
        label={t('meets.form.capacity')}
        type="number"
        inputMode="numeric"
        min={2}
        value={capacityText}
        onChange={(e) => onCapacityText(e.target.value)}
        error={errors.capacity}
      />
    </>
  );
}

/** What attendees bring, one checkbox per kind. */
export function MeetBringsChoice({ values, errors, set }: MeetFieldsProps) {
  const t = useT();
  const brings = values.brings ?? [];
  const toggle = (kind: MeetBring, on: boolean) => set('brings', on ? [...brings, kind] : brings.filter((k) => k !== kind));
  return (
    <fieldset className="space-y-2" aria-describedby={errors.brings ? 'meet-brings-error' : undefined}>
      <legend className="text-sm font-semibold">{t('meets.form.bringsLegend')}</legend>
      <div className="flex flex-wrap gap-3">
        {MEET_BRINGS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-2 rounded-full border border-border px-4">
            <input type="checkbox" checked={brings.includes(kind)} onChange={(e) => toggle(kind, e.target.checked)} />
            {t(`meets.bring.${kind}`)}
          </label>
        ))}
      </div>
      <FieldError id="meet-brings-error" message={errors.brings} />
    </fieldset>
  );
}
