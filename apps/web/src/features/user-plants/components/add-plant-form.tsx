import { zodResolver } from '@hookform/resolvers/zod';
import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { PICKER_DEBOUNCE_MS, PLANT_IMAGES_MAX } from '@rootshare/contracts/limits';
import { CreateUserPlantSchema, EDIT_SWAP_TYPES } from '@rootshare/contracts/user-plants';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PlantSearch } from '@/features/catalogue/components/plant-search';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { validatePlantImage } from '@/lib/image-files';
import { useCreateUserPlant } from '../api/create-user-plant';
import { uploadPlantImage } from '../api/upload-plant-image';
import { PhotoPicker, type PendingPhoto } from './add-plant-photo-picker';
import { CatalogueOfferCheckbox, takesMemberPhoto } from './catalogue-offer';
import { InvasiveNoticeFor } from '@/features/catalogue/components/invasive-notice';
import { AvailableSwitch, PestFreeCheckbox, PlantNotesField, PlantTextFields, SwapTypeChoice } from './plant-form-fields';

// The photos are uploaded on submit and sent apart from these fields, which the server's schema checks as it will.
type AddPlantFormInput = z.input<typeof CreateUserPlantSchema>;
type AddPlantFormOutput = z.output<typeof CreateUserPlantSchema>;

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Please try again.');
const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** The add page's form: the plant, its photos, its details and how it may be swapped. */
export function AddPlantForm() {
  const navigate = useNavigate();
  const create = useCreateUserPlant();
  const [plant, setPlant] = useState<CataloguePlant | null>(null);
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'saving'>('idle');
  const [offerToCatalogue, setOfferToCatalogue] = useState(false);
  const previews = useRef(new Set<string>());
  const nextKey = useRef(0);

  const { register, control, handleSubmit, formState } = useForm<AddPlantFormInput, unknown, AddPlantFormOutput>({
    resolver: zodResolver(CreateUserPlantSchema),
    defaultValues: {
      plant_id: '',
      custom_name: '',
      size: '',
      age: '',
      swap_type: 'any',
      notes: '',
      available_for_swap: true,
      pest_free_confirmed: false,
    },
  });
  const available = useWatch({ control, name: 'available_for_swap' });
  const { errors } = formState;
  const busy = phase !== 'idle';

  // Previews are object URLs; they are freed when the page goes.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const patchPhoto = (key: string, patch: Partial<PendingPhoto>) =>
    setPhotos((all) => all.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)));

  const addPhotos = (files: File[]) => {
    const added: PendingPhoto[] = [];
    let room = PLANT_IMAGES_MAX - photos.length;
    for (const file of files) {
      const problem = validatePlantImage(file);
      if (problem) {
        toast.error(problem);
        continue;
      }
      if (room <= 0) {
        toast.error(`You can add up to ${PLANT_IMAGES_MAX} photos`);
        break;
      }
      room -= 1;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      nextKey.current += 1;
      added.push({ key: `photo-${nextKey.current}`, file, preview, description: '', progress: 0, status: 'ready' });
    }
    if (added.length > 0) setPhotos((all) => [...all, ...added]);
  };

  const removePhoto = (key: string) => {
    const photo = photos.find((p) => p.key === key);
    if (photo) {
      URL.revokeObjectURL(photo.preview);
      previews.current.delete(photo.preview);
    }
    setPhotos((all) => all.filter((p) => p.key !== key));
  };

  /** Uploads every photo not yet on the server, in parallel; resolves with all paths in order. */
  const uploadPhotos = async (): Promise<string[]> => {
    const results = await Promise.allSettled(
      photos.map(async (photo) => {
        if (photo.objectPath) return photo.objectPath;
        patchPhoto(photo.key, { status: 'uploading', progress: 0 });
        try {
          const objectPath = await uploadPlantImage(photo.file, { onProgress: (progress) => patchPhoto(photo.key, { progress }) });
          patchPhoto(photo.key, { status: 'uploaded', progress: 1, objectPath });
          return objectPath;
        } catch (error) {
          patchPhoto(photo.key, { status: 'failed' });
          throw error;
        }
      }),
    );
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
    return results.map((result) => (result as PromiseFulfilledResult<string>).value);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      setPhase('uploading');
      const imageUrls = await uploadPhotos();
      setPhase('saving');
      await create.mutateAsync({
        plant_id: values.plant_id,
        custom_name: blankToNull(values.custom_name),
        size: blankToNull(values.size),
        age: blankToNull(values.age),
        notes: blankToNull(values.notes),
        swap_type: values.swap_type,
        available_for_swap: values.available_for_swap,
        pest_free_confirmed: values.pest_free_confirmed,
        image_urls: imageUrls,
        offer_photo_to_catalogue: offerToCatalogue && imageUrls.length > 0 && takesMemberPhoto(plant),
        image_descriptions: photos.map((photo) => photo.description.trim() || null),
      });
      toast.success('Plant added successfully!');
      navigate('/profile');
    } catch (error) {
      toast.error(`Failed to add plant: ${errorText(error)}`);
      setPhase('idle');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-busy={busy}>
      <Card className="space-y-6 p-5 sm:p-6">
        <section aria-labelledby="add-plant-type-heading" className="space-y-3">
          <h2 id="add-plant-type-heading" className="text-lg font-bold">
            Which plant is it?
          </h2>
          <Controller
            name="plant_id"
            control={control}
            render={({ field, fieldState }) => (
              <PlantSearch
                ref={field.ref}
                id="add-plant-type"
                label="Plant type"
                value={plant}
                onChange={(next) => {
                  setPlant(next);
                  field.onChange(next?.id ?? '');
                }}
                debounceMs={PICKER_DEBOUNCE_MS}
                minChars={1}
                autoFocus
                error={fieldState.error?.message}
              />
            )}
          />
          {plant && <InvasiveNoticeFor plantId={plant.id} />}
        </section>
        <PhotoPicker
          photos={photos}
          locked={busy}
          onAdd={addPhotos}
          onRemove={removePhoto}
          onDescribe={(key, description) => patchPhoto(key, { description })}
        />
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
        <h2 className="text-lg font-bold">Details</h2>
        <PlantTextFields idPrefix="add-plant" register={register} errors={errors} optionalLabels namePlaceholder="e.g. Monty" />
        <PlantNotesField idPrefix="add-plant" optional registration={register('notes')} error={errors.notes?.message} />
      </Card>

      <Card className="space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-bold">Swapping</h2>
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
              error={errors.swap_type?.message}
            />
            <Controller
              name="pest_free_confirmed"
              control={control}
              render={({ field, fieldState }) => (
                <PestFreeCheckbox
                  id="add-plant-pest-free"
                  ref={field.ref}
                  checked={field.value === true}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </>
        )}
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/profile" className={buttonClasses('outline', 'lg')} aria-disabled={busy || undefined} tabIndex={busy ? -1 : undefined}>
          Cancel
        </Link>
        <Button type="submit" size="lg" disabled={busy}>
          {phase === 'uploading' ? 'Uploading photos…' : phase === 'saving' ? 'Adding plant…' : 'Add Plant'}
        </Button>
      </div>
    </form>
  );
}
