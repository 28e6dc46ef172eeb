import type { SwapType } from '@rootshare/contracts/user-plants';
import type { Ref } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { FieldError, Label } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '@/lib/i18n/i18n';
import type { AddPlantFormInput } from '../lib/add-plant-form-types';

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
  const t = useT();
  const translate = useContractMessage();
  const errorId = `${idPrefix}-swap-type-error`;
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold">
        {t('plants.form.swapType')}{' '}
        <span className="text-destructive" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2 pt-1">
        {options.map((value) => (
          <label key={value} className="cursor-pointer">
            <input type="radio" value={value} className="peer sr-only" {...registration} />
            <span className="inline-flex h-10 items-center rounded-full border border-input bg-card px-4 text-sm font-semibold transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-muted peer-checked:hover:bg-primary-hover">
              {t(`plant.swap.${value}`)}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error && translate(error)} />
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
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl bg-muted/60 px-4 py-3">
      <div>
        <Label htmlFor={id}>{t('plants.form.available')}</Label>
        <p className="text-sm text-muted-foreground" id={`${id}-hint`}>
          {t('plants.form.availableHint')}
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
  const t = useT();
  const translate = useContractMessage();
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
            {t('plants.form.pestFree')}{' '}
            <span className="text-destructive" aria-hidden="true">
              *
            </span>
          </Label>
          <p className="text-sm text-muted-foreground" id={`${id}-hint`}>
            {t('plants.form.pestFreeHint')}
          </p>
        </div>
      </div>
      <FieldError id={errorId} message={error && translate(error)} />
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
  const t = useT();
  const translate = useContractMessage();
  const label = (text: string) => (optionalLabels ? t('plants.form.optional', { label: text }) : text);
  const error = (message: string | undefined) => message && translate(message);
  return (
    <>
      <FormField
        id={`${idPrefix}-custom-name`}
        label={label(t('plants.form.customName'))}
        placeholder={namePlaceholder}
        autoComplete="off"
        error={error(textErrors.custom_name?.message)}
        {...registerText('custom_name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${idPrefix}-size`}
          label={label(t('plants.form.size'))}
          placeholder={t('plants.form.sizePlaceholder')}
          autoComplete="off"
          error={error(textErrors.size?.message)}
          {...registerText('size')}
        />
        <FormField
          id={`${idPrefix}-age`}
          label={label(t('plants.form.age'))}
          placeholder={t('plants.form.agePlaceholder')}
          autoComplete="off"
          error={error(textErrors.age?.message)}
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
  const t = useT();
  const translate = useContractMessage();
  return (
    <TextareaField
      id={`${idPrefix}-notes`}
      label={t('plants.form.notes')}
      optional={optional}
      placeholder={t('plants.form.notesPlaceholder')}
      error={error && translate(error)}
      {...registration}
    />
  );
}

/** The pest-free confirmation of an add form, bound to its form state. */
export function PestFreeField({ control, id }: { control: Control<AddPlantFormInput>; id: string }) {
  return (
    <Controller
      name="pest_free_confirmed"
      control={control}
      render={({ field, fieldState }) => (
        <PestFreeCheckbox
          id={id}
          ref={field.ref}
          checked={field.value === true}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
