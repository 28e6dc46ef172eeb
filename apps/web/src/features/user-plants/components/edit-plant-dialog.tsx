import { zodResolver } from '@hookform/resolvers/zod';
import { EDIT_IMAGE_JPEG_QUALITY, EDIT_IMAGE_MAX_EDGE, PLANT_IMAGES_MAX } from '@rootshare/contracts/limits';
import { imageAlt } from '@rootshare/contracts/image-descriptions-constants';
import { formatDate } from '@rootshare/contracts/format';
import { EDIT_SWAP_TYPES, pestFreeOnUpdate, UpdateUserPlantFieldsSchema, type UserPlant } from '@rootshare/contracts/user-plants';
import { ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/cn';
import { PLANT_IMAGE_ACCEPT, resizeImageFile, validatePlantImage } from '@/lib/image-files';
import { Dialog } from '@/components/ui/dialog';
import { InvasiveNoticeFor } from '@/features/catalogue/components/invasive-notice';
import { useAddPlantImage } from '../api/add-plant-image';
import { useDeletePlantImage } from '../api/delete-plant-image';
import { describePlantImage } from '../api/describe-plant-image';
import { useUpdateUserPlant } from '../api/update-user-plant';
import { plantDisplayName } from '@/components/plants/plant-name';
import { AvailableSwitch, PestFreeCheckbox, PlantNotesField, PlantTextFields, SwapTypeChoice } from './plant-form-fields';
import { CatalogueOffersEditor } from './catalogue-offer';

/** The edit form: the update schema with swap type and availability required. */
const EditPlantFormSchema = UpdateUserPlantFieldsSchema.required({ swap_type: true, available_for_swap: true }).superRefine(
  pestFreeOnUpdate,
);
type EditPlantFormInput = z.input<typeof EditPlantFormSchema>;
type EditPlantFormOutput = z.output<typeof EditPlantFormSchema>;

/** Descriptions the owner typed and has not saved yet, by photo address. */
type PhotoDescriptions = Readonly<Record<string, string>>;

/** The description shown for a photo: the one being typed, else the saved one. */
const descriptionOf = (plant: UserPlant, typed: PhotoDescriptions, index: number): string => {
  const url = plant.image_urls[index] ?? '';
  return typed[url] ?? plant.image_descriptions[index] ?? '';
};

/** Edit-dialog photos: resized to 800 px JPEG 0.8, added and deleted optimistically. */
function PlantPhotosEditor({
  plant,
  descriptions,
  onDescribe,
}: {
  plant: UserPlant;
  descriptions: PhotoDescriptions;
  onDescribe: (url: string, description: string) => void;
}) {
  const { status } = useSession();
  const addImage = useAddPlantImage();
  const deleteImage = useDeletePlantImage();
  const [preparing, setPreparing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const count = plant.image_urls.length;
  const busy = preparing || addImage.isPending || deleteImage.isPending;
  const full = count >= PLANT_IMAGES_MAX;
  const name = plantDisplayName(plant);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (status !== 'signed-in') {
      toast.error('User must be logged in to upload images');
      return;
    }
    const invalid = validatePlantImage(file);
    if (invalid) {
      toast.error(`Failed to upload image: ${invalid}`);
      return;
    }
    setPreparing(true);
    let imageData: string;
    try {
      imageData = await resizeImageFile(file, EDIT_IMAGE_MAX_EDGE, EDIT_IMAGE_JPEG_QUALITY);
    } catch (error) {
      toast.error(`Failed to upload image: ${error instanceof Error ? error.message : 'The image could not be read'}`);
      return;
    } finally {
      setPreparing(false);
    }
    setAnnouncement('Uploading photo…');
    addImage.mutate(
      { id: plant.id, imageData },
      {
        onSuccess: () => {
          setAnnouncement('Photo added.');
          toast.success('Image uploaded successfully!');
        },
        onError: (error) => {
          setAnnouncement('The photo could not be added.');
          toast.error(`Failed to upload image: ${error.message}`);
        },
      },
    );
  }

  function handleDelete(index: number) {
    if (status !== 'signed-in') {
      toast.error('User must be logged in to delete images');
      return;
    }
    setAnnouncement(`Photo ${index + 1} removed.`);
    deleteImage.mutate(
      { id: plant.id, index },
      {
        onSuccess: () => toast.success('Image deleted successfully!'),
        onError: (error) => {
          setAnnouncement(`Photo ${index + 1} is back: it could not be deleted.`);
          toast.error(`Failed to delete image: ${error.message}`);
        },
      },
    );
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`${inputId}-title`} className="text-sm font-semibold">
          Photos
        </h3>
        <span className="text-xs text-muted-foreground">
          {count} of {PLANT_IMAGES_MAX}
        </span>
      </div>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {plant.image_urls.map((url, index) => (
          <li key={`${index}-${url.slice(-24)}`} className="relative aspect-square overflow-hidden rounded-xl bg-sage">
            <img
              src={plant.thumbnail_urls[index] ?? url}
              alt={imageAlt(plant.image_descriptions[index], `Photo ${index + 1} of ${name}`)}
              className="h-full w-full object-cover"
            />
            <button
              type="button"
              onClick={() => handleDelete(index)}
              disabled={busy}
              aria-label={`Delete photo ${index + 1}`}
              className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full bg-black/60 text-white transition-colors hover:bg-destructive focus-visible:outline-2 focus-visible:outline-white disabled:opacity-50"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {!full && (
          <li className="aspect-square">
            <label
              htmlFor={inputId}
              className={cn(
                'flex h-full w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input text-center text-xs font-semibold text-muted-foreground transition-colors hover:border-primary hover:text-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                busy && 'pointer-events-none opacity-60',
              )}
            >
              {preparing || addImage.isPending ? (
                <Loader2 className="h-5 w-5 motion-safe:animate-spin" aria-hidden="true" />
              ) : (
                <ImagePlus className="h-5 w-5" aria-hidden="true" />
              )}
              Add photo
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                accept={PLANT_IMAGE_ACCEPT}
                className="sr-only"
                onChange={handleFile}
                disabled={busy}
              />
            </label>
          </li>
        )}
      </ul>
      <p className="text-xs text-muted-foreground">
        {full
          ? `You have the maximum of ${PLANT_IMAGES_MAX} photos.`
          : 'Photos are saved as soon as you add or delete them; descriptions with Save Changes.'}
      </p>
      {plant.image_urls.map((url, index) => (
        <ImageDescriptionField
          key={url}
          id={`${inputId}-description-${index}`}
          label={count > 1 ? `Describe photo ${index + 1}` : undefined}
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

/** The owner's edit dialog for one plant. */
export function EditPlantDialog({ plant, onOpenChange }: { plant: UserPlant | null; onOpenChange: (open: boolean) => void }) {
  const update = useUpdateUserPlant();
  return (
    <Dialog
      open={plant !== null}
      onOpenChange={onOpenChange}
      title={plant ? `Edit ${plantDisplayName(plant)}` : 'Edit plant'}
      description="Change the details, photos and swap availability of this plant."
      size="lg"
      footer={
        plant ? (
          <>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
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
  const { status } = useSession();
  // A plant added with a type the edit form does not offer keeps it until the owner picks another.
  const options = useMemo(
    () => (EDIT_SWAP_TYPES.includes(plant.swap_type) ? EDIT_SWAP_TYPES : [...EDIT_SWAP_TYPES, plant.swap_type]),
    [plant.swap_type],
  );
  const { register, handleSubmit, control, formState } = useForm<EditPlantFormInput, unknown, EditPlantFormOutput>({
    resolver: zodResolver(EditPlantFormSchema),
    defaultValues: {
      custom_name: plant.custom_name ?? '',
      size: plant.size ?? '',
      age: plant.age ?? '',
      notes: plant.notes ?? '',
      swap_type: plant.swap_type,
      available_for_swap: plant.available_for_swap,
      // A plant its owner confirmed stays confirmed while listed; any other is asked when listed.
      pest_free_confirmed: plant.pest_free_confirmed_at ? undefined : false,
    },
  });
  const available = useWatch({ control, name: 'available_for_swap' });
  const { errors } = formState;
  const [descriptions, setDescriptions] = useState<PhotoDescriptions>({});

  async function handleSave(values: EditPlantFormOutput) {
    if (status !== 'signed-in') {
      toast.error('User must be logged in to update plants');
      return;
    }
    try {
      // Each photo whose description changed is saved first; the details' answer then brings them all back.
      for (const [index, url] of plant.image_urls.entries()) {
        const typed = descriptions[url];
        if (typed !== undefined && typed.trim() !== (plant.image_descriptions[index] ?? ''))
          await describePlantImage(plant.id, index, typed.trim() || null);
      }
      await update.mutateAsync({ id: plant.id, changes: values });
      toast.success('Plant updated successfully!');
      onDone();
    } catch (error) {
      toast.error(`Failed to update plant: ${error instanceof Error ? error.message : 'Unknown error'}`);
    }
  }

  return (
    <div className="space-y-6">
      <InvasiveNoticeFor plantId={plant.plant_id} />
      <PlantPhotosEditor
        plant={plant}
        descriptions={descriptions}
        onDescribe={(url, description) => setDescriptions((typed) => ({ ...typed, [url]: description }))}
      />
      <CatalogueOffersEditor plant={plant} />
      <form id={FORM_ID} onSubmit={handleSubmit(handleSave)} noValidate className="space-y-4" aria-busy={update.isPending}>
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
            <p className="text-sm text-muted-foreground">You confirmed it free of pests on {formatDate(plant.pest_free_confirmed_at)}.</p>
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
