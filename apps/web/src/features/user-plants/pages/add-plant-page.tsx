import { zodResolver } from '@hookform/resolvers/zod';
import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { PICKER_DEBOUNCE_MS, PLANT_IMAGES_MAX } from '@rootshare/contracts/limits';
import { CreateUserPlantSchema, EDIT_SWAP_TYPES, SWAP_TYPE_LABELS } from '@rootshare/contracts/user-plants';
import { AlertCircle, CheckCircle2, ImagePlus, Lock, X } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { PlantSearch } from '@/features/catalogue/components/plant-search';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { FieldError, Label, Textarea } from '@/components/ui/input';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/cn';
import { PLANT_IMAGE_ACCEPT, validatePlantImage } from '@/lib/image-files';
import { useCreateUserPlant } from '../api/create-user-plant';
import { uploadPlantImage } from '../api/upload-plant-image';

/** The create schema with the add page's own sentence for a missing plant (part 2 §5). */
const AddPlantFormSchema = CreateUserPlantSchema.omit({ user_id: true, image_urls: true }).extend({
  plant_id: z.string().uuid('Please select a plant type'),
});
type AddPlantFormInput = z.input<typeof AddPlantFormSchema>;
type AddPlantFormOutput = z.output<typeof AddPlantFormSchema>;

interface PendingPhoto {
  key: string;
  file: File;
  preview: string;
  /** Share of the file sent, 0 to 1. */
  progress: number;
  status: 'ready' | 'uploading' | 'uploaded' | 'failed';
  /** Where the server keeps it once uploaded; re-used if the plant itself then fails to save. */
  objectPath?: string;
}

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Please try again.');
const blankToNull = (value: string | null | undefined) => (value ? value : null);

function LoginRequired() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="flex max-w-md flex-col items-center gap-4 p-8 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
          <Lock className="h-6 w-6" />
        </span>
        <h1 className="text-2xl font-extrabold">Login required</h1>
        <p className="text-muted-foreground">Please sign in to add plants to your collection.</p>
        <Link to="/auth" className={buttonClasses('primary')}>
          Login
        </Link>
      </Card>
    </div>
  );
}

function AddPlantSkeleton() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10" role="status" aria-label="Loading">
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-64 w-full rounded-[var(--radius-card)]" />
      <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
    </div>
  );
}

function PhotoTile({ photo, index, onRemove, locked }: { photo: PendingPhoto; index: number; onRemove: () => void; locked: boolean }) {
  const percent = Math.round(photo.progress * 100);
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl bg-muted">
      <img src={photo.preview} alt={`Photo ${index + 1}: ${photo.file.name}`} className="h-full w-full object-cover" />
      {index === 0 && <span className="absolute top-1.5 left-1.5 rounded-full bg-black/55 px-2 py-0.5 text-[0.7rem] font-semibold text-white">Cover</span>}
      {!locked && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${photo.file.name}`}
          className="absolute top-1.5 right-1.5 rounded-full bg-black/60 p-1.5 text-white hover:bg-black/80"
        >
          <X className="h-3.5 w-3.5" aria-hidden="true" />
        </button>
      )}
      {photo.status === 'uploading' && (
        <div className="absolute inset-x-2 bottom-2">
          <div
            role="progressbar"
            aria-label={`Uploading ${photo.file.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 overflow-hidden rounded-full bg-white/70"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {photo.status === 'uploaded' && (
        <span className="absolute right-1.5 bottom-1.5 rounded-full bg-card p-0.5 text-success" title="Uploaded">
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">Uploaded</span>
        </span>
      )}
      {photo.status === 'failed' && (
        <span className="absolute inset-x-0 bottom-0 flex items-center gap-1 bg-destructive/90 px-2 py-1 text-[0.7rem] font-semibold text-destructive-foreground">
          <AlertCircle className="h-3.5 w-3.5" aria-hidden="true" /> Upload failed
        </span>
      )}
    </li>
  );
}

/** The photo chooser: up to five images, previewed at once, uploaded with progress on submit. */
function PhotoPicker({ photos, locked, onAdd, onRemove }: { photos: PendingPhoto[]; locked: boolean; onAdd: (files: File[]) => void; onRemove: (key: string) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const full = photos.length >= PLANT_IMAGES_MAX;

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    onAdd(Array.from(event.target.files ?? []));
    // Choosing the same file again after removing it must fire another change.
    event.target.value = '';
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!locked) onAdd(Array.from(event.dataTransfer.files));
  };

  return (
    <section aria-labelledby="add-plant-photos-heading" className="space-y-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="add-plant-photos-heading" className="text-lg font-bold">
          Photos
        </h2>
        <span className="text-sm text-muted-foreground">
          {photos.length} of {PLANT_IMAGES_MAX}
        </span>
      </div>
      <input
        ref={inputRef}
        id="add-plant-photos"
        type="file"
        accept={PLANT_IMAGE_ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={handleInput}
      />
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        className={cn('rounded-2xl transition-colors', dragging && 'bg-sage/50 ring-2 ring-primary')}
      >
        {photos.length === 0 ? (
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={locked}
            aria-describedby={hintId}
            className="flex w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-input bg-card/60 px-4 py-10 text-center transition-colors hover:border-primary hover:bg-sage/30"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
              <ImagePlus className="h-6 w-6" />
            </span>
            <span className="font-bold">Add photos</span>
            <span className="text-sm text-muted-foreground">Drop photos here or choose them from your device</span>
          </button>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Chosen photos">
            {photos.map((photo, index) => (
              <PhotoTile key={photo.key} photo={photo} index={index} locked={locked} onRemove={() => onRemove(photo.key)} />
            ))}
            {!full && !locked && (
              <li className="aspect-square">
                <button
                  type="button"
                  onClick={() => inputRef.current?.click()}
                  aria-describedby={hintId}
                  className="flex h-full w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input text-xs font-semibold text-muted-foreground transition-colors hover:border-primary hover:text-primary"
                >
                  <ImagePlus className="h-5 w-5" aria-hidden="true" />
                  Add photos
                </button>
              </li>
            )}
          </ul>
        )}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        Max 5MB per image · up to {PLANT_IMAGES_MAX} photos · JPG, PNG or WebP. The first photo is the cover.
      </p>
    </section>
  );
}

function AddPlantForm() {
  const navigate = useNavigate();
  const create = useCreateUserPlant();
  const [plant, setPlant] = useState<CataloguePlant | null>(null);
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'saving'>('idle');
  const previews = useRef(new Set<string>());
  const nextKey = useRef(0);

  const { register, control, handleSubmit, formState } = useForm<AddPlantFormInput, unknown, AddPlantFormOutput>({
    resolver: zodResolver(AddPlantFormSchema),
    defaultValues: { plant_id: '', custom_name: '', size: '', age: '', swap_type: 'any', notes: '', available_for_swap: true },
  });
  const available = useWatch({ control, name: 'available_for_swap' });
  const { errors } = formState;
  const busy = phase !== 'idle';

  // Previews are object URLs; they are freed when the page goes.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const patchPhoto = (key: string, patch: Partial<PendingPhoto>) => setPhotos((all) => all.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)));

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
      added.push({ key: `photo-${nextKey.current}`, file, preview, progress: 0, status: 'ready' });
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
        image_urls: imageUrls,
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
        </section>
        <PhotoPicker photos={photos} locked={busy} onAdd={addPhotos} onRemove={removePhoto} />
      </Card>

      <Card className="space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-bold">Details</h2>
        <FormField id="add-plant-custom-name" label="Custom name (optional)" placeholder="e.g. Monty" autoComplete="off" error={errors.custom_name?.message} {...register('custom_name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="add-plant-size" label="Size (optional)" placeholder="e.g. Small, 30 cm tall" autoComplete="off" error={errors.size?.message} {...register('size')} />
          <FormField id="add-plant-age" label="Age (optional)" placeholder="e.g. 2 years" autoComplete="off" error={errors.age?.message} {...register('age')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="add-plant-notes">Notes (optional)</Label>
          <Textarea
            id="add-plant-notes"
            placeholder="Care tips, where it came from, what you would swap it for…"
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? 'add-plant-notes-error' : undefined}
            {...register('notes')}
          />
          <FieldError id="add-plant-notes-error" message={errors.notes?.message} />
        </div>
      </Card>

      <Card className="space-y-4 p-5 sm:p-6">
        <h2 className="text-lg font-bold">Swapping</h2>
        <Controller
          name="available_for_swap"
          control={control}
          render={({ field }) => (
            <div className="flex items-center justify-between gap-4 rounded-2xl bg-muted/60 px-4 py-3">
              <div>
                <Label htmlFor="add-plant-available">Available for swap</Label>
                <p className="text-sm text-muted-foreground" id="add-plant-available-hint">
                  Other members can find it on Browse and message you about it.
                </p>
              </div>
              <Switch.Root
                id="add-plant-available"
                ref={field.ref}
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                aria-describedby="add-plant-available-hint"
                className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-input transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:bg-primary"
              >
                <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-card shadow-sm transition-transform data-[state=checked]:translate-x-6 motion-reduce:transition-none" />
              </Switch.Root>
            </div>
          )}
        />
        {available !== false && (
          <fieldset className="space-y-1.5" aria-describedby={errors.swap_type ? 'add-plant-swap-type-error' : undefined}>
            <legend className="text-sm font-semibold">Swap type</legend>
            <div className="flex flex-wrap gap-2 pt-1">
              {EDIT_SWAP_TYPES.map((value) => (
                <label key={value} className="cursor-pointer">
                  <input type="radio" value={value} className="peer sr-only" {...register('swap_type')} />
                  <span className="inline-flex h-10 items-center rounded-full border border-input bg-card px-4 text-sm font-semibold transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring hover:bg-muted peer-checked:hover:bg-primary-hover">
                    {SWAP_TYPE_LABELS[value]}
                  </span>
                </label>
              ))}
            </div>
            <FieldError id="add-plant-swap-type-error" message={errors.swap_type?.message} />
          </fieldset>
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

/** Add Plant (part 2 §2): a login-required screen for visitors, otherwise the form; success goes to /profile. */
export function AddPlantPage() {
  const { status } = useSession();
  useEffect(() => {
    document.title = 'Add a plant — Rootshare';
  }, []);
  if (status === 'loading') return <AddPlantSkeleton />;
  if (status !== 'signed-in') return <LoginRequired />;
  return (
    <Page title="Add a Plant" subtitle="Add a plant to your collection and choose whether it is up for swap." width="narrow">
      <AddPlantForm />
    </Page>
  );
}
