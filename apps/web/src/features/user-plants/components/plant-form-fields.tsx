import type { SwapType } from '@rootshare/contracts/user-plants';
import { SWAP_TYPE_LABELS } from '@rootshare/contracts/user-plants-constants';
import type { Ref } from 'react';
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { FieldError, Label } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { TextareaField } from '@/components/ui/textarea-field';

/** The fields every plant form shares, for the add page, the add and edit dialogs and the set-up wizard. */

/** Swap types as a row of radio chips. */
export function SwapTypeChoice({
  options,
  registration,
  error,
  idPrefix,
}: {
  options: readonly SwapType[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  idPrefix: string;
}) {
  const errorId = `${idPrefix}-swap-type-error`;
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold">
        Swap type{' '}
        <span className="text-destructive" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2 pt-1">
        {options.map((value) => (
          <label key={value} className="cursor-pointer">
            <input type="radio" value={value} className="peer sr-only" {...registration} />
            <span className="inline-flex h-10 items-center rounded-full border border-input bg-card px-4 text-sm font-semibold transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-muted peer-checked:hover:bg-primary-hover">
              {SWAP_TYPE_LABELS[value]}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** The available-for-swap switch with its label and hint. */
export function AvailableSwitch({
  id,
  checked,
  onCheckedChange,
  onBlur,
  ref,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl bg-muted/60 px-4 py-3">
      <div>
        <Label htmlFor={id}>Available for swap</Label>
        <p className="text-sm text-muted-foreground" id={`${id}-hint`}>
          Other members can find it on Browse and message you about it.
        </p>
      </div>
      <Switch id={id} ref={ref} checked={checked} onCheckedChange={onCheckedChange} onBlur={onBlur} aria-describedby={`${id}-hint`} />
    </div>
  );
}

/**
 * The owner's word that a plant offered for swap is free of pests. Every form that can list a plant
 * shows it while the plant is to be listed, and only then; the contracts' schemas require it ticked.
 */
export function PestFreeCheckbox({
  id,
  checked,
  onCheckedChange,
  onBlur,
  error,
  ref,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3 rounded-2xl bg-muted/60 px-4 py-3">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--primary)]"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          onBlur={onBlur}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${errorId}` : `${id}-hint`}
        />
        <div>
          <Label htmlFor={id}>
            This plant is free of pests{' '}
            <span className="text-destructive" aria-hidden="true">
              *
            </span>
          </Label>
          <p className="text-sm text-muted-foreground" id={`${id}-hint`}>
            I checked the leaves, stems and soil: no insects, mites, eggs or fungus gnats.
          </p>
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The short text fields a plant form shares. */
interface PlantTextValues {
  custom_name?: string | null | undefined;
  size?: string | null | undefined;
  age?: string | null | undefined;
}

/** Custom name, size and age; labelled "(optional)" on the add forms, where other fields are required. */
export function PlantTextFields<T extends PlantTextValues>({
  idPrefix,
  register,
  errors,
  optionalLabels,
  namePlaceholder,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  optionalLabels: boolean;
  namePlaceholder: string;
}) {
  // Every plant form has these three fields; they are registered through one narrowed view of the form.
  const registerText = register as unknown as UseFormRegister<PlantTextValues>;
  const textErrors = errors as FieldErrors<PlantTextValues>;
  const label = (text: string) => (optionalLabels ? `${text} (optional)` : text);
  return (
    <>
      <FormField
        id={`${idPrefix}-custom-name`}
        label={label('Custom name')}
        placeholder={namePlaceholder}
        autoComplete="off"
        error={textErrors.custom_name?.message}
        {...registerText('custom_name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${idPrefix}-size`}
          label={label('Size')}
          placeholder="e.g. 4 inch pot"
          autoComplete="off"
          error={textErrors.size?.message}
          {...registerText('size')}
        />
        <FormField
          id={`${idPrefix}-age`}
          label={label('Age')}
          placeholder="e.g. 1 year"
          autoComplete="off"
          error={textErrors.age?.message}
          {...registerText('age')}
        />
      </div>
    </>
  );
}

/** The plant's notes. */
export function PlantNotesField({
  idPrefix,
  optional,
  registration,
  error,
}: {
  idPrefix: string;
  optional: boolean;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <TextareaField
      id={`${idPrefix}-notes`}
      label="Notes"
      optional={optional}
      placeholder="Care tips, where it came from, what you would swap it for…"
      error={error}
      {...registration}
    />
  );
}
