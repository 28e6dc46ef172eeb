import { PICKER_DEBOUNCE_MS } from '@rootshare/contracts/limits';
import { ADD_SWAP_TYPES } from '@rootshare/contracts/user-plants';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { InvasiveNoticeFor } from '@/features/catalogue/components/invasive-notice';
import { PlantSearch } from '@/features/catalogue/components/plant-search';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { AddPlantFormMethods } from '../lib/add-plant-form-types';
import { useAddPlantDialogForm } from '../lib/use-add-plant-dialog-form';
import { useAddPlantDialogSubmit } from '../lib/use-add-plant-dialog-submit';
import { useNewPlantPhotos } from '../lib/use-new-plant-photos';
import { AddPlantDialogPhotos } from './add-plant-dialog-photos';
import { AvailableSwitch, PestFreeCheckbox, PlantNotesField, PlantTextFields, SwapTypeChoice } from './plant-form-fields';

/** The owner's Add Plant dialog on the profile; it starts empty every time it opens. */
export function AddPlantDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [round, setRound] = useState(0);
  return (
    <AddPlantDialogBody
      key={round}
      open={open}
      onOpenChange={(next) => {
        if (!next) setRound((n) => n + 1);
        onOpenChange(next);
      }}
    />
  );
}

function AddPlantDialogBody({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const formId = useId();
  const { form, plant, choosePlant, images, descriptions, available, missing } = useAddPlantDialogForm();
  const photos = useNewPlantPhotos(form, images, descriptions);
  const { submit, pending } = useAddPlantDialogSubmit(plant, () => onOpenChange(false));
  const { register, handleSubmit, formState, trigger } = form;
  const { errors, touchedFields } = formState;
  const ready = missing.length === 0 && !photos.preparing;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Plant"
      description="Add a plant from the catalogue to your collection."
      size="lg"
      footer={<AddPlantDialogFooter formId={formId} ready={ready} pending={pending} onCancel={() => onOpenChange(false)} />}
    >
      <form id={formId} onSubmit={handleSubmit(submit)} noValidate className="space-y-5" aria-busy={pending}>
        <PlantSearch
          id={`${formId}-plant`}
          label="Plant"
          value={plant}
          onChange={choosePlant}
          debounceMs={PICKER_DEBOUNCE_MS}
          minChars={1}
          autoFocus
          error={errors.plant_id?.message}
        />
        {plant && <InvasiveNoticeFor plantId={plant.id} />}
        <SwapTypeChoice
          idPrefix={formId}
          options={ADD_SWAP_TYPES}
          registration={register('swap_type', { onBlur: () => void trigger('swap_type') })}
          error={touchedFields.swap_type ? errors.swap_type?.message : undefined}
        />
        <AddPlantDialogPhotos
          formId={formId}
          form={form}
          plant={plant}
          images={images}
          preparing={photos.preparing}
          onFiles={photos.addFiles}
          onRemove={photos.removePhoto}
        />
        <PlantTextFields
          idPrefix={formId}
          register={register}
          errors={errors}
          optionalLabels
          namePlaceholder={plant?.common_name ?? 'e.g. Kitchen pothos'}
        />
        <SwapAvailability formId={formId} form={form} available={available === true} />
        <PlantNotesField idPrefix={formId} optional registration={register('notes')} error={errors.notes?.message} />
        {missing.length > 0 && (
          <p id={`${formId}-needs`} className="text-sm text-muted-foreground">
            To add this plant, choose {missing.join(', ').replace(/, ([^,]*)$/, ' and $1')}.
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** Cancel and Add Plant; while the plant still lacks something, Add Plant is disabled and points at the line saying what. */
function AddPlantDialogFooter({
  formId,
  ready,
  pending,
  onCancel,
}: {
  formId: string;
  ready: boolean;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={formId} disabled={!ready || pending} aria-describedby={ready ? undefined : `${formId}-needs`}>
        {pending ? 'Adding...' : 'Add Plant'}
      </Button>
    </>
  );
}

/** The available-for-swap switch, and the pest-free confirmation once the plant is to be listed. */
function SwapAvailability({ formId, form, available }: { formId: string; form: AddPlantFormMethods; available: boolean }) {
  return (
    <>
      <Controller
        control={form.control}
        name="available_for_swap"
        render={({ field }) => (
          <AvailableSwitch id={`${formId}-available`} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
        )}
      />
      {available && (
        <Controller
          control={form.control}
          name="pest_free_confirmed"
          render={({ field, fieldState }) => (
            <PestFreeCheckbox
              id={`${formId}-pest-free`}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </>
  );
}
