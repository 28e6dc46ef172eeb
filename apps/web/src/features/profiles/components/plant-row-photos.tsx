import { MIB } from '@rootshare/contracts/format';
import { HiddenPhotoInput } from '@/components/ui/hidden-photo-input';
import { PLANT_IMAGE_MAX_BYTES, PLANT_IMAGES_MAX } from '@rootshare/contracts/limits';
import { ImagePlus, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { validatePlantImage } from '@/lib/image-files';
import { newDraftId, type DraftPlant } from '../lib/wizard-draft';
import { FileThumbnail, releaseFilePreview } from './file-thumbnail';

/** The per-plant photo rules of the wizard: images only, HEIC refused, PLANT_IMAGE_MAX_BYTES each, at most 5. */
export function checkPlantPhotos(t: Translate, existing: number, files: File[]): { accepted: File[]; problems: string[] } {
  const problems: string[] = [];
  const accepted: File[] = [];
  for (const file of files) {
    const problem = validatePlantImage(file, t);
    if (problem) problems.push(problem);
    else if (existing + accepted.length >= PLANT_IMAGES_MAX) {
      problems.push(t('profiles.collection.tooManyPhotos', { max: PLANT_IMAGES_MAX, name: file.name }));
    } else accepted.push(file);
  }
  return { accepted, problems };
}

interface PlantRowPhotosProps {
  plant: DraftPlant;
  name: string;
  onChange: (patch: Partial<DraftPlant>) => void;
}

function AddPlantPhotos({ plant, name, onChange, onProblems }: PlantRowPhotosProps & { onProblems: (problems: string[]) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);

  function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const { accepted, problems } = checkPlantPhotos(t, plant.photos.length, files);
    onProblems(problems);
    if (accepted.length) onChange({ photos: [...plant.photos, ...accepted.map((file) => ({ id: newDraftId(), file }))] });
  }

  return (
    <>
      <HiddenPhotoInput ref={input} onChange={addPhotos} testId={`plant-photo-input-${plant.key}`} />
      <button
        type="button"
        onClick={() => input.current?.click()}
        className="flex h-20 w-20 flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-border text-xs font-semibold text-muted-foreground hover:border-primary hover:text-primary"
        aria-label={t('profiles.collection.addPhotos', { name })}
      >
        <ImagePlus className="h-5 w-5" aria-hidden="true" /> {t('profiles.collection.add')}
      </button>
    </>
  );
}

/** A wizard plant's own photos: thumbnails to remove, an add tile while there is room, and what was refused. */
export function PlantRowPhotos(props: PlantRowPhotosProps) {
  const { plant, name, onChange } = props;
  const t = useT();
  const [problems, setProblems] = useState<string[]>([]);
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold">
        {t.rich('profiles.collection.photos', {
          count: plant.photos.length,
          max: PLANT_IMAGES_MAX,
          mb: PLANT_IMAGE_MAX_BYTES / MIB,
          hint: (chunks) => <span className="font-normal text-muted-foreground">{chunks}</span>,
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        {plant.photos.map((photo, index) => (
          <div key={photo.id} className="relative">
            <FileThumbnail
              file={photo.file}
              alt={t('profiles.collection.photoAlt', { name, number: index + 1 })}
              className="h-20 w-20 rounded-xl"
            />
            <button
              type="button"
              className="absolute -top-2 -right-2 rounded-full bg-card p-1 shadow-sm ring-1 ring-border hover:bg-muted"
              aria-label={t('profiles.collection.removePhoto', { name, number: index + 1 })}
              onClick={() => {
                releaseFilePreview(photo.file);
                onChange({ photos: plant.photos.filter((p) => p.id !== photo.id) });
              }}
            >
              <X className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          </div>
        ))}
        {plant.photos.length < PLANT_IMAGES_MAX && <AddPlantPhotos {...props} onProblems={setProblems} />}
      </div>
      {problems.length > 0 && (
        <ul role="alert" className="space-y-0.5 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
