import { gardenPhotoAlt } from '@rootshare/contracts/image-descriptions-constants';
import { GARDEN_PHOTO_CAPTION_MAX, LOCATION_MAX_LENGTH } from '@rootshare/contracts/limits';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { Input, Label } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n';
import type { DraftPhoto, WizardStepProps } from '../lib/wizard-draft';

function PhotoCard({
  photo,
  index,
  onChange,
  onRemove,
}: {
  photo: DraftPhoto;
  index: number;
  onChange: (patch: Partial<DraftPhoto>) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <Card className="overflow-hidden">
      <div className="relative">
        <img src={photo.dataUrl} alt={gardenPhotoAlt(photo)} className="aspect-[4/3] w-full bg-sage object-cover" />
        <Button
          variant="outline"
          size="icon"
          className="absolute top-2 right-2 bg-card/90"
          aria-label={t('profiles.photos.remove', { number: index + 1 })}
          onClick={onRemove}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="space-y-3 p-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-caption`}>{t('profiles.photos.caption')}</Label>
          <Input
            id={`${id}-caption`}
            value={photo.caption}
            maxLength={GARDEN_PHOTO_CAPTION_MAX}
            placeholder={t('profiles.photos.captionPlaceholder')}
            onChange={(e) => onChange({ caption: e.target.value })}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-location`}>{t('profiles.photos.location')}</Label>
          <Input
            id={`${id}-location`}
            value={photo.location}
            maxLength={LOCATION_MAX_LENGTH}
            placeholder={t('profiles.photos.locationPlaceholder')}
            onChange={(e) => onChange({ location: e.target.value })}
          />
        </div>
        <ImageDescriptionField
          id={`${id}-description`}
          value={photo.description ?? ''}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </div>
    </Card>
  );
}

/** The wizard's garden photos, each with its caption, location and description to edit. */
export function GardenPhotoCards({ draft, update }: Pick<WizardStepProps, 'draft' | 'update'>) {
  const t = useT();
  if (draft.photos.length === 0) return null;
  const changePhoto = (id: string, patch: Partial<DraftPhoto>) =>
    update((current) => ({ ...current, photos: current.photos.map((photo) => (photo.id === id ? { ...photo, ...patch } : photo)) }));
  return (
    <section aria-label={t('profiles.photos.section')} className="grid gap-4 sm:grid-cols-2">
      {draft.photos.map((photo, index) => (
        <PhotoCard
          key={photo.id}
          photo={photo}
          index={index}
          onChange={(patch) => changePhoto(photo.id, patch)}
          onRemove={() => update((current) => ({ ...current, photos: current.photos.filter((p) => p.id !== photo.id) }))}
        />
      ))}
    </section>
  );
}
