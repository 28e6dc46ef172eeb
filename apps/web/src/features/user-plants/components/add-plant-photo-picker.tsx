import { MIB } from '@rootshare/contracts/format';
import { HiddenPhotoInput } from '@/components/ui/hidden-photo-input';
import { PLANT_IMAGE_MAX_BYTES, PLANT_IMAGES_MAX } from '@rootshare/contracts/limits';
import { AlertCircle, CheckCircle2, ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

/** A photo chosen on the add page, kept in the browser until the plant is saved. */
export interface PendingPhoto {
  key: string;
  file: File;
  preview: string;
  /** What the photo shows, as the member typed it; becomes its alt text. */
  description: string;
  /** Share of the file sent, 0 to 1. */
  progress: number;
  status: 'ready' | 'uploading' | 'uploaded' | 'failed';
  /** Where the server keeps it once uploaded; re-used if the plant itself then fails to save. */
  objectPath?: string;
}

function PhotoTile({ photo, index, onRemove, locked }: { photo: PendingPhoto; index: number; onRemove: () => void; locked: boolean }) {
  const t = useT();
  const percent = Math.round(photo.progress * 100);
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl bg-muted">
      <img
        src={photo.preview}
        alt={t('plants.photos.alt', { index: index + 1, file: photo.file.name })}
        className="h-full w-full object-cover"
      />
      {index === 0 && (
        <span className="absolute top-1.5 left-1.5 rounded-full bg-black/55 px-2 py-0.5 text-[0.7rem] font-semibold text-white">
          {t('plants.photos.cover')}
        </span>
      )}
      {!locked && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('plants.photos.removeFile', { file: photo.file.name })}
          className="absolute top-1.5 right-1.5 rounded-full bg-black/60 p-1.5 text-white hover:bg-black/80"
        >
          <X className="h-3.5 w-3.5" aria-hidden="true" />
        </button>
      )}
      {photo.status === 'uploading' && (
        <div className="absolute inset-x-2 bottom-2">
          <div
            role="progressbar"
            aria-label={t('plants.photos.uploadingFile', { file: photo.file.name })}
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
        <span className="absolute right-1.5 bottom-1.5 rounded-full bg-card p-0.5 text-success" title={t('plants.photos.uploaded')}>
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{t('plants.photos.uploaded')}</span>
        </span>
      )}
      {photo.status === 'failed' && (
        <span className="absolute inset-x-0 bottom-0 flex items-center gap-1 bg-destructive/90 px-2 py-1 text-[0.7rem] font-semibold text-destructive-foreground">
          <AlertCircle className="h-3.5 w-3.5" aria-hidden="true" /> {t('plants.photos.uploadFailed')}
        </span>
      )}
    </li>
  );
}

/** The chosen photos as tiles, with a tile to add more while there is room. */
function ChosenPhotos({
  photos,
  locked,
  onRemove,
  onChoose,
  hintId,
}: {
  photos: PendingPhoto[];
  locked: boolean;
  onRemove: (key: string) => void;
  onChoose: () => void;
  hintId: string;
}) {
  const t = useT();
  const full = photos.length >= PLANT_IMAGES_MAX;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={t('plants.photos.chosen')}>
      {photos.map((photo, index) => (
        <PhotoTile key={photo.key} photo={photo} index={index} locked={locked} onRemove={() => onRemove(photo.key)} />
      ))}
      {!full && !locked && (
        <li className="aspect-square">
          <button
            type="button"
            onClick={onChoose}
            aria-describedby={hintId}
            className="flex h-full w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-input text-xs font-semibold text-muted-foreground transition-colors hover:border-primary hover:text-primary"
          >
            <ImagePlus className="h-5 w-5" aria-hidden="true" />
            {t('plants.photos.add')}
          </button>
        </li>
      )}
    </ul>
  );
}

/** Where photos are chosen: a file input behind the buttons, and an area that takes dropped files. */
function PhotoDropArea({
  photos,
  locked,
  onAdd,
  onRemove,
  hintId,
}: {
  photos: PendingPhoto[];
  locked: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  hintId: string;
}) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const choose = () => inputRef.current?.click();

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
    <>
      <HiddenPhotoInput ref={inputRef} id="add-plant-photos" onChange={handleInput} />
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
            onClick={choose}
            disabled={locked}
            aria-describedby={hintId}
            className="flex w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-input bg-card/60 px-4 py-10 text-center transition-colors hover:border-primary hover:bg-sage/30"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
              <ImagePlus className="h-6 w-6" />
            </span>
            <span className="font-bold">{t('plants.photos.add')}</span>
            <span className="text-sm text-muted-foreground">{t('plants.photos.drop')}</span>
          </button>
        ) : (
          <ChosenPhotos photos={photos} locked={locked} onRemove={onRemove} onChoose={choose} hintId={hintId} />
        )}
      </div>
    </>
  );
}

/** The photo chooser: up to five images, previewed at once, each with an optional description; uploaded with progress on submit. */
export function PhotoPicker({
  photos,
  locked,
  onAdd,
  onRemove,
  onDescribe,
}: {
  photos: PendingPhoto[];
  locked: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onDescribe: (key: string, description: string) => void;
}) {
  const t = useT();
  const hintId = useId();

  return (
    <section aria-labelledby="add-plant-photos-heading" className="space-y-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="add-plant-photos-heading" className="text-lg font-bold">
          {t('plants.photos.title')}
        </h2>
        <span className="text-sm text-muted-foreground">{t('plants.photos.count', { count: photos.length, max: PLANT_IMAGES_MAX })}</span>
      </div>
      <PhotoDropArea photos={photos} locked={locked} onAdd={onAdd} onRemove={onRemove} hintId={hintId} />
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('plants.photos.hint', { mb: PLANT_IMAGE_MAX_BYTES / MIB, max: PLANT_IMAGES_MAX })}
      </p>
      {photos.map((photo, index) => (
        <ImageDescriptionField
          key={photo.key}
          id={`add-plant-photo-description-${photo.key}`}
          label={photos.length > 1 ? t('plants.photos.describe', { index: index + 1 }) : undefined}
          value={photo.description}
          disabled={locked}
          onChange={(event) => onDescribe(photo.key, event.target.value)}
        />
      ))}
    </section>
  );
}
