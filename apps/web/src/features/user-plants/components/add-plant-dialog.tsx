import { listFormat } from '@rootshare/contracts/intl';
import { PICKER_DEBOUNCE_MS } from '@rootshare/contracts/limits';
import { ADD_SWAP_TYPES } from '@rootshare/contracts/user-plants';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { InvasiveNoticeFor } from '@/features/catalogue/components/invasive-notice';
import { PlantSearch } from '@/features/catalogue/components/plant-search';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import type { AddPlantFormMethods } from '../lib/add-plant-form-types';
import { useAddPlantDialogForm } from '../lib/use-add-plant-dialog-form';
import { useAddPlantDialogSubmit } from '../lib/use-add-plant-dialog-submit';
import { useNewPlantPhotos } from '../lib/use-new-plant-photos';
import { AddPlantDialogPhotos } from './add-plant-dialog-photos';
import { AvailableSwitch, PestFreeField, PlantNotesField, PlantTextFields, SwapTypeChoice } from './plant-form-fields';

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
  const t = useT();
  const translate = useContractMessage();
  const { language } = useLanguage();
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
      title={t('plants.add.submit')}
      description={t('plants.dialog.description')}
      size="lg"
      footer={<AddPlantDialogFooter formId={formId} ready={ready} pending={pending} onCancel={() => onOpenChange(false)} />}
    >
      <form id={formId} onSubmit={handleSubmit(submit)} noValidate className="space-y-5" aria-busy={pending}>
        <PlantSearch
          id={`${formId}-plant`}
          label={t('plants.dialog.plant')}
          value={plant}
          onChange={choosePlant}
          debounceMs={PICKER_DEBOUNCE_MS}
          minChars={1}
          autoFocus
          error={errors.plant_id?.message && translate(errors.plant_id.message)}
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
          namePlaceholder={plant?.common_name ?? t('plants.dialog.namePlaceholder')}
        />
        <SwapAvailability formId={formId} form={form} available={available === true} />
        <PlantNotesField idPrefix={formId} optional registration={register('notes')} error={errors.notes?.message} />
        {missing.length > 0 && (
          <p id={`${formId}-needs`} className="text-sm text-muted-foreground">
            {t('plants.dialog.needs', {
              // British English lists as this English text always did: no comma before 'and'.
              list: listFormat(language === 'en' ? 'en-GB' : language).format(missing.map((key) => t(key))),
            })}
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
  const t = useT();
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {t('ui.cancel')}
      </Button>
      <Button type="submit" form={formId} disabled={!ready || pending} aria-describedby={ready ? undefined : `${formId}-needs`}>
        {t(pending ? 'plants.dialog.adding' : 'plants.add.submit')}
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
      {available && <PestFreeField control={form.control} id={`${formId}-pest-free`} />}
    </>
  );
}
