import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { PLANT_IMAGES_MAX } from '@rootshare/contracts/limits';
import { X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { Controller } from 'react-hook-form';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { FieldError } from '@/components/ui/input';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import type { AddPlantFormMethods } from '../lib/add-plant-form-types';
import { AddPhotoTile } from './add-photo-tile';
import { CatalogueOfferCheckbox, takesMemberPhoto } from './catalogue-offer';

/** The dialog's photos: the chosen ones with a remove button each, the tile that adds more, their descriptions and the catalogue offer. */
export function AddPlantDialogPhotos({
  formId,
  form,
  plant,
  images,
  preparing,
  onFiles,
  onRemove,
}: {
  formId: string;
  form: AddPlantFormMethods;
  plant: CataloguePlant | null;
  images: string[];
  preparing: boolean;
  onFiles: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (index: number) => void;
}) {
  const t = useT();
  const translate = useContractMessage();
  const { errors, touchedFields } = form.formState;
  const imagesError = errors.image_urls?.message;
  // The server takes a plant without photos; the dialog asks for one (the add page does not).
  const photoError = touchedFields.image_urls
    ? images.length === 0
      ? t('plants.dialog.photoRequired')
      : imagesError && translate(imagesError)
    : undefined;
  return (
    <section aria-labelledby={`${formId}-photos`} className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`${formId}-photos`} className="text-sm font-semibold">
          {t('plants.photos.title')}{' '}
          <span className="text-destructive" aria-hidden="true">
            *
          </span>
        </h3>
        <span className="text-xs text-muted-foreground">{t('plants.photos.count', { count: images.length, max: PLANT_IMAGES_MAX })}</span>
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {images.map((src, index) => (
          <NewPhotoTile key={`${index}-${src.slice(-24)}`} src={src} index={index} onRemove={() => onRemove(index)} />
        ))}
        {images.length < PLANT_IMAGES_MAX && (
          <AddPhotoTile
            inputId={`${formId}-files`}
            label={t('plants.photos.add')}
            multiple
            spinning={preparing}
            disabled={preparing}
            error={photoError}
            errorId={`${formId}-photos-error`}
            onFiles={onFiles}
          />
        )}
      </ul>
      <FieldError id={`${formId}-photos-error`} message={photoError} />
      {images.map((src, index) => (
        <ImageDescriptionField
          key={`${index}-${src.slice(-24)}`}
          id={`${formId}-photo-description-${index}`}
          label={images.length > 1 ? t('plants.photos.describe', { index: index + 1 }) : undefined}
          error={errors.image_descriptions?.[index]?.message}
          {...form.register(`image_descriptions.${index}`)}
        />
      ))}
      {images.length > 0 && takesMemberPhoto(plant) && <CatalogueOffer formId={formId} form={form} species={plant?.common_name ?? ''} />}
    </section>
  );
}

/** The offer to give the first photo to the catalogue, bound to the form. */
function CatalogueOffer({ formId, form, species }: { formId: string; form: AddPlantFormMethods; species: string }) {
  return (
    <Controller
      control={form.control}
      name="offer_photo_to_catalogue"
      render={({ field }) => (
        <CatalogueOfferCheckbox
          id={`${formId}-catalogue-offer`}
          species={species}
          checked={field.value === true}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}

function NewPhotoTile({ src, index, onRemove }: { src: string; index: number; onRemove: () => void }) {
  const t = useT();
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl bg-sage">
      <img src={src} alt={t('plants.photos.newAlt', { index: index + 1 })} className="h-full w-full object-cover" />
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('plants.photos.removeIndex', { index: index + 1 })}
        className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-destructive focus-visible:outline-2 focus-visible:outline-white"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}
