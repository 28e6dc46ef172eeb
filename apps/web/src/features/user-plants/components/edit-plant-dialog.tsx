import { PLANT_IMAGES_MAX } from '@rootshare/contracts/limits';
import { imageAlt } from '@rootshare/contracts/image-descriptions-constants';
import { formatDate, dateLocaleOf } from '@rootshare/contracts/format';
import type { UserPlant } from '@rootshare/contracts/user-plants';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { Dialog } from '@/components/ui/dialog';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { InvasiveNoticeFor } from '@/features/catalogue/components/invasive-notice';
import { useUpdateUserPlant } from '../api/update-user-plant';
import { useEditPlantForm, type PhotoDescriptions } from '../lib/use-edit-plant-form';
import { usePlantPhotoEdits } from '../lib/use-plant-photo-edits';
import { plantDisplayName } from '@/components/plants/plant-name';
import { AddPhotoTile } from './add-photo-tile';
import { AvailableSwitch, PestFreeCheckbox, PlantNotesField, PlantTextFields, SwapTypeChoice } from './plant-form-fields';
import { CatalogueOffersEditor } from './catalogue-offer';

/** The description shown for a photo: the one being typed, else the saved one. */
const descriptionOf = (plant: UserPlant, typed: PhotoDescriptions, index: number): string => {
  const url = plant.image_urls[index] ?? '';
  return typed[url] ?? plant.image_descriptions[index] ?? '';
};

/** Edit-dialog photos: saved as soon as they are added or deleted, their descriptions with the rest of the form. */
function PlantPhotosEditor({
  plant,
  descriptions,
  onDescribe,
}: {
  plant: UserPlant;
  descriptions: PhotoDescriptions;
  onDescribe: (url: string, description: string) => void;
}) {
  const { adding, busy, announcement, addFile, deletePhoto } = usePlantPhotoEdits(plant);
  const t = useT();
  const inputId = useId();
  const count = plant.image_urls.length;
  const full = count >= PLANT_IMAGES_MAX;
  const name = plantDisplayName(plant);

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`${inputId}-title`} className="text-sm font-semibold">
          {t('plants.photos.title')}
        </h3>
        <span className="text-xs text-muted-foreground">{t('plants.photos.count', { count, max: PLANT_IMAGES_MAX })}</span>
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {plant.image_urls.map((url, index) => (
          <SavedPhotoTile
            key={`${index}-${url.slice(-24)}`}
            src={plant.thumbnail_urls[index] ?? url}
            alt={imageAlt(plant.image_descriptions[index], t('plants.edit.photoAlt', { index: index + 1, name }))}
            index={index}
            disabled={busy}
            onDelete={() => deletePhoto(index)}
          />
        ))}
        {!full && <AddPhotoTile inputId={inputId} label={t('plants.edit.addPhoto')} spinning={adding} disabled={busy} onFiles={addFile} />}
      </ul>
      <p className="text-xs text-muted-foreground">
        {full ? t('plants.edit.full', { max: PLANT_IMAGES_MAX }) : t('plants.edit.savedAtOnce')}
      </p>
      {plant.image_urls.map((url, index) => (
        <ImageDescriptionField
          key={url}
          id={`${inputId}-description-${index}`}
          label={count > 1 ? t('plants.photos.describe', { index: index + 1 }) : undefined}
          value={descriptionOf(plant, descriptions, index)}
          onChange={(event) => onDescribe(url, event.target.value)}
        />
      ))}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

function SavedPhotoTile({
  src,
  alt,
  index,
  disabled,
  onDelete,
}: {
  src: string;
  alt: string;
  index: number;
  disabled: boolean;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl bg-sage">
      <img src={src} alt={alt} className="h-full w-full object-cover" />
      <button
        type="button"
        onClick={onDelete}
        disabled={disabled}
        aria-label={t('plants.edit.deletePhoto', { index: index + 1 })}
        className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full bg-black/60 text-white transition-colors hover:bg-destructive focus-visible:outline-2 focus-visible:outline-white disabled:opacity-50"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/** The owner's edit dialog for one plant. */
export function EditPlantDialog({ plant, onOpenChange }: { plant: UserPlant | null; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const update = useUpdateUserPlant();
  return (
    <Dialog
      open={plant !== null}
      onOpenChange={onOpenChange}
      title={plant ? t('plants.edit.title', { name: plantDisplayName(plant) }) : t('plants.edit.titleEmpty')}
      description={t('plants.edit.description')}
      size="lg"
      footer={
        plant ? (
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('ui.cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} disabled={update.isPending}>
              {t(update.isPending ? 'plants.edit.saving' : 'plants.edit.save')}
            </Button>
          </>
        ) : undefined
      }
    >
      {plant && <EditPlantForm key={plant.id} plant={plant} update={update} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

const FORM_ID = 'edit-plant-form';

function EditPlantForm({ plant, update, onDone }: { plant: UserPlant; update: ReturnType<typeof useUpdateUserPlant>; onDone: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  // English keeps the browser's own way of writing a date ('20 Nov' or 'Nov 20'), as the rest of the app does.
  const locale = dateLocaleOf(language);
  const { form, options, available, descriptions, describe, save } = useEditPlantForm(plant, update, onDone);
  const { register, handleSubmit, control, formState } = form;
  const { errors } = formState;

  return (
    <div className="space-y-6">
      <InvasiveNoticeFor plantId={plant.plant_id} />
      <PlantPhotosEditor plant={plant} descriptions={descriptions} onDescribe={describe} />
      <CatalogueOffersEditor plant={plant} />
      <form id={FORM_ID} onSubmit={handleSubmit(save)} noValidate className="space-y-4" aria-busy={update.isPending}>
        <PlantTextFields
          idPrefix="edit-plant"
          register={register}
          errors={errors}
          optionalLabels={false}
          namePlaceholder={plant.plants.common_name}
        />
        <SwapTypeChoice idPrefix="edit-plant" options={options} registration={register('swap_type')} error={errors.swap_type?.message} />
        <Controller
          control={control}
          name="available_for_swap"
          render={({ field }) => <AvailableSwitch id="edit-plant-available" checked={field.value} onCheckedChange={field.onChange} />}
        />
        {available &&
          (plant.pest_free_confirmed_at ? (
            <p className="text-sm text-muted-foreground">
              {t('plants.edit.pestFreeOn', { date: formatDate(plant.pest_free_confirmed_at, locale) })}
            </p>
          ) : (
            <Controller
              control={control}
              name="pest_free_confirmed"
              render={({ field, fieldState }) => (
                <PestFreeCheckbox
                  id="edit-plant-pest-free"
                  ref={field.ref}
                  checked={field.value === true}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        <PlantNotesField idPrefix="edit-plant" optional={false} registration={register('notes')} error={errors.notes?.message} />
      </form>
    </div>
  );
}
