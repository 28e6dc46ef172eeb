import { zodResolver } from '@hookform/resolvers/zod';
import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { PICKER_DEBOUNCE_MS, PLANT_IMAGES_MAX } from '@rootshare/contracts/limits';
import { ADD_SWAP_TYPES, CreateUserPlantSchema } from '@rootshare/contracts/user-plants';
import { ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { InvasiveNoticeFor } from '@/features/catalogue/components/invasive-notice';
import { PlantSearch } from '@/features/catalogue/components/plant-search';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { FieldError } from '@/components/ui/input';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/cn';
import { PLANT_IMAGE_ACCEPT, resizeImageFile, validatePlantImage } from '@/lib/image-files';
import { useCreateUserPlant } from '../api/create-user-plant';
import { CatalogueOfferCheckbox, takesMemberPhoto } from './catalogue-offer';
import { AvailableSwitch, PestFreeCheckbox, PlantNotesField, PlantTextFields, SwapTypeChoice } from './plant-form-fields';

type AddPlantFormInput = z.input<typeof CreateUserPlantSchema>;
type AddPlantFormOutput = z.output<typeof CreateUserPlantSchema>;
/** The server takes a plant without photos; the dialog asks for one (the add page does not). */
const PHOTO_REQUIRED = 'Please add at least one photo';

const EMPTY: AddPlantFormInput = {
  plant_id: '',
  swap_type: '',
  custom_name: '',
  size: '',
  age: '',
  notes: '',
  available_for_swap: false,
  pest_free_confirmed: false,
  image_urls: [],
  image_descriptions: [],
  offer_photo_to_catalogue: false,
};

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
  const create = useCreateUserPlant();
  const { user } = useSession();
  const [plant, setPlant] = useState<CataloguePlant | null>(null);
  const [preparing, setPreparing] = useState(false);
  const { register, handleSubmit, control, formState, setValue, trigger } = useForm<AddPlantFormInput, unknown, AddPlantFormOutput>({
    resolver: zodResolver(CreateUserPlantSchema),
    defaultValues: EMPTY,
  });
  const { errors, touchedFields } = formState;
  const [plantId, swapType, imageList, descriptionList, available] = useWatch({
    control,
    name: ['plant_id', 'swap_type', 'image_urls', 'image_descriptions', 'available_for_swap'],
  });
  const images = imageList ?? [];
  const descriptions = descriptionList ?? [];
  const missing = [!plantId && 'a plant', !swapType && 'a swap type', images.length === 0 && 'at least one photo'].filter(
    (m): m is string => Boolean(m),
  );
  const ready = missing.length === 0 && !preparing;

  function choosePlant(next: CataloguePlant | null) {
    setPlant(next);
    setValue('plant_id', next?.id ?? '', { shouldValidate: Boolean(touchedFields.plant_id) || next !== null, shouldTouch: true });
  }

  async function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const room = PLANT_IMAGES_MAX - images.length;
    if (files.length > room)
      toast.error(`At most ${PLANT_IMAGES_MAX} photos`, { description: `Only the first ${Math.max(room, 0)} could be added.` });
    setPreparing(true);
    const added: string[] = [];
    try {
      for (const file of files.slice(0, Math.max(room, 0))) {
        const invalid = validatePlantImage(file);
        if (invalid) {
          toast.error(invalid);
          continue;
        }
        added.push(await resizeImageFile(file));
      }
    } catch (error) {
      toast.error('Failed to upload image', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setPreparing(false);
    }
    setValue('image_urls', [...images, ...added], { shouldValidate: true, shouldTouch: true });
    setValue('image_descriptions', [...images.map((_, i) => descriptions[i] ?? ''), ...added.map(() => '')]);
  }

  function removePhoto(index: number) {
    setValue(
      'image_urls',
      images.filter((_, i) => i !== index),
      { shouldValidate: true, shouldTouch: true },
    );
    setValue(
      'image_descriptions',
      images.map((_, i) => descriptions[i] ?? '').filter((_, i) => i !== index),
    );
  }

  async function handleAdd(values: AddPlantFormOutput) {
    const profileId = user?.profile.id;
    if (!profileId) {
      toast.error('No profile ID found');
      return;
    }
    try {
      await create.mutateAsync({
        ...values,
        user_id: profileId,
        offer_photo_to_catalogue: values.offer_photo_to_catalogue === true && takesMemberPhoto(plant),
      });
      toast.success('Plant added!', { description: `${values.custom_name || plant?.common_name || 'Your plant'} is in your collection.` });
      onOpenChange(false);
    } catch (error) {
      toast.error('Failed to add plant', { description: error instanceof Error ? error.message : undefined });
    }
  }

  const photoError = touchedFields.image_urls ? (images.length === 0 ? PHOTO_REQUIRED : errors.image_urls?.message) : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Plant"
      description="Add a plant from the catalogue to your collection."
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!ready || create.isPending}
            aria-describedby={ready ? undefined : `${formId}-needs`}
          >
            {create.isPending ? 'Adding...' : 'Add Plant'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={handleSubmit(handleAdd)} noValidate className="space-y-5" aria-busy={create.isPending}>
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
        <section aria-labelledby={`${formId}-photos`} className="space-y-2">
          <div className="flex items-baseline justify-between gap-2">
            <h3 id={`${formId}-photos`} className="text-sm font-semibold">
              Photos{' '}
              <span className="text-destructive" aria-hidden="true">
                *
              </span>
            </h3>
            <span className="text-xs text-muted-foreground">
              {images.length} of {PLANT_IMAGES_MAX}
            </span>
          </div>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {images.map((src, index) => (
              <li key={`${index}-${src.slice(-24)}`} className="relative aspect-square overflow-hidden rounded-xl bg-sage">
                <img src={src} alt={`New photo ${index + 1}`} className="h-full w-full object-cover" />
                <button
                  type="button"
                  onClick={() => removePhoto(index)}
                  aria-label={`Remove photo ${index + 1}`}
                  className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-destructive focus-visible:outline-2 focus-visible:outline-white"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
            {images.length < PLANT_IMAGES_MAX && (
              <li className="aspect-square">
                <label
                  htmlFor={`${formId}-files`}
                  className={cn(
                    'flex h-full w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input text-center text-xs font-semibold text-muted-foreground transition-colors hover:border-primary hover:text-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    photoError && 'border-destructive',
                    preparing && 'pointer-events-none opacity-60',
                  )}
                >
                  {preparing ? (
                    <Loader2 className="h-5 w-5 motion-safe:animate-spin" aria-hidden="true" />
                  ) : (
                    <ImagePlus className="h-5 w-5" aria-hidden="true" />
                  )}
                  Add photos
                  <input
                    id={`${formId}-files`}
                    type="file"
                    multiple
                    accept={PLANT_IMAGE_ACCEPT}
                    className="sr-only"
                    onChange={handleFiles}
                    disabled={preparing}
                    aria-invalid={photoError ? true : undefined}
                    aria-describedby={photoError ? `${formId}-photos-error` : undefined}
                  />
                </label>
              </li>
            )}
          </ul>
          <FieldError id={`${formId}-photos-error`} message={photoError} />
          {images.map((src, index) => (
            <ImageDescriptionField
              key={`${index}-${src.slice(-24)}`}
              id={`${formId}-photo-description-${index}`}
              label={images.length > 1 ? `Describe photo ${index + 1}` : undefined}
              error={errors.image_descriptions?.[index]?.message}
              {...register(`image_descriptions.${index}`)}
            />
          ))}
          {images.length > 0 && takesMemberPhoto(plant) && (
            <Controller
              control={control}
              name="offer_photo_to_catalogue"
              render={({ field }) => (
                <CatalogueOfferCheckbox
                  id={`${formId}-catalogue-offer`}
                  species={plant?.common_name ?? ''}
                  checked={field.value === true}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          )}
        </section>
        <PlantTextFields
          idPrefix={formId}
          register={register}
          errors={errors}
          optionalLabels
          namePlaceholder={plant?.common_name ?? 'e.g. Kitchen pothos'}
        />
        <Controller
          control={control}
          name="available_for_swap"
          render={({ field }) => (
            <AvailableSwitch id={`${formId}-available`} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
          )}
        />
        {available && (
          <Controller
            control={control}
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
