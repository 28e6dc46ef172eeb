import { zodResolver } from '@hookform/resolvers/zod';
import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { PICKER_DEBOUNCE_MS } from '@rootshare/contracts/limits';
import { CreateUserPlantSchema, EDIT_SWAP_TYPES } from '@rootshare/contracts/user-plants';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { PlantSearch } from '@/features/catalogue/components/plant-search';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import type { AddPlantFormInput, AddPlantFormMethods, AddPlantFormOutput } from '../lib/add-plant-form-types';
import { useAddPlantPageSubmit, type AddPlantPhase } from '../lib/use-add-plant-page-submit';
import { usePendingPhotos } from '../lib/use-pending-photos';
import { PhotoPicker } from './add-plant-photo-picker';
import { CatalogueOfferCheckbox, takesMemberPhoto } from './catalogue-offer';
import { InvasiveNoticeFor } from '@/features/catalogue/components/invasive-notice';
import { AvailableSwitch, PestFreeField, PlantNotesField, PlantTextFields, SwapTypeChoice } from './plant-form-fields';

// The photos are uploaded on submit and sent apart from these fields, which the server's schema checks as it will.
const DEFAULTS: AddPlantFormInput = {
  plant_id: '',
  custom_name: '',
  size: '',
  age: '',
  swap_type: 'any',
  notes: '',
  available_for_swap: true,
  pest_free_confirmed: false,
};

/** The add page's form: the plant, its photos, its details and how it may be swapped. */
export function AddPlantForm() {
  const t = useT();
  const [plant, setPlant] = useState<CataloguePlant | null>(null);
  const [offerToCatalogue, setOfferToCatalogue] = useState(false);
  const { photos, addPhotos, removePhoto, describePhoto, uploadPhotos } = usePendingPhotos();
  const { phase, submit } = useAddPlantPageSubmit({ plant, photos, uploadPhotos, offerToCatalogue });
  const form = useForm<AddPlantFormInput, unknown, AddPlantFormOutput>({
    resolver: zodResolver(CreateUserPlantSchema),
    defaultValues: DEFAULTS,
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const busy = phase !== 'idle';

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-6" aria-busy={busy}>
      <Card className="space-y-6 p-5 sm:p-6">
        <PlantTypeSection form={form} plant={plant} onPlantChange={setPlant} />
        <PhotoPicker photos={photos} locked={busy} onAdd={addPhotos} onRemove={removePhoto} onDescribe={describePhoto} />
        {photos.length > 0 && takesMemberPhoto(plant) && (
          <CatalogueOfferCheckbox
            id="add-plant-catalogue-offer"
            species={plant?.common_name ?? ''}
            checked={offerToCatalogue}
            onCheckedChange={setOfferToCatalogue}
            disabled={busy}
          />
        )}
      </Card>

      <Card className="space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-bold">{t('plants.add.details')}</h2>
        <PlantTextFields
          idPrefix="add-plant"
          register={register}
          errors={errors}
          optionalLabels
          namePlaceholder={t('plants.add.namePlaceholder')}
        />
        <PlantNotesField idPrefix="add-plant" optional registration={register('notes')} error={errors.notes?.message} />
      </Card>

      <SwappingCard form={form} />
      <AddPlantFormActions phase={phase} />
    </form>
  );
}

/** "Which plant is it?": the catalogue search, kept in the form as the plant's id, and the invasive-species notice for it. */
function PlantTypeSection({
  form,
  plant,
  onPlantChange,
}: {
  form: AddPlantFormMethods;
  plant: CataloguePlant | null;
  onPlantChange: (plant: CataloguePlant | null) => void;
}) {
  const t = useT();
  const translate = useContractMessage();
  return (
    <section aria-labelledby="add-plant-type-heading" className="space-y-3">
      <h2 id="add-plant-type-heading" className="text-lg font-bold">
        {t('plants.add.whichPlant')}
      </h2>
      <Controller
        name="plant_id"
        control={form.control}
        render={({ field, fieldState }) => (
          <PlantSearch
            ref={field.ref}
            id="add-plant-type"
            label={t('plants.add.plantType')}
            value={plant}
            onChange={(next) => {
              onPlantChange(next);
              field.onChange(next?.id ?? '');
            }}
            debounceMs={PICKER_DEBOUNCE_MS}
            minChars={1}
            autoFocus
            error={fieldState.error?.message && translate(fieldState.error.message)}
          />
        )}
      />
      {plant && <InvasiveNoticeFor plantId={plant.id} />}
    </section>
  );
}

/** The available-for-swap switch; while it is on, the swap type and the pest-free confirmation. */
function SwappingCard({ form }: { form: AddPlantFormMethods }) {
  const t = useT();
  const { control, register, formState } = form;
  const available = useWatch({ control, name: 'available_for_swap' });
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <h2 className="text-lg font-bold">{t('plants.add.swapping')}</h2>
      <Controller
        name="available_for_swap"
        control={control}
        render={({ field }) => (
          <AvailableSwitch
            id="add-plant-available"
            ref={field.ref}
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {available !== false && (
        <>
          <SwapTypeChoice
            idPrefix="add-plant"
            options={EDIT_SWAP_TYPES}
            registration={register('swap_type')}
            error={formState.errors.swap_type?.message}
          />
          <PestFreeField control={control} id="add-plant-pest-free" />
        </>
      )}
    </Card>
  );
}

/** Cancel back to the profile, and the submit button that tells which step of adding is under way. */
function AddPlantFormActions({ phase }: { phase: AddPlantPhase }) {
  const t = useT();
  const busy = phase !== 'idle';
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Link to="/profile" className={buttonClasses('outline', 'lg')} aria-disabled={busy || undefined} tabIndex={busy ? -1 : undefined}>
        {t('ui.cancel')}
      </Link>
      <Button type="submit" size="lg" disabled={busy}>
        {t(phase === 'uploading' ? 'plants.add.uploading' : phase === 'saving' ? 'plants.add.adding' : 'plants.add.submit')}
      </Button>
    </div>
  );
}
