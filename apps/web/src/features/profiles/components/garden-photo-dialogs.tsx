import type { GardenPhoto } from '@rootshare/contracts/garden-photos';
import { gardenPhotoAlt } from '@rootshare/contracts/image-descriptions-constants';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { useDeleteGardenPhoto } from '../api/delete-garden-photo';
import { useDescribeGardenPhoto } from '../api/describe-garden-photo';

/** What a photo is called on screen: its caption, or a plain name when it has none. */
export const gardenPhotoLabel = (t: Translate, photo: GardenPhoto) => photo.caption ?? t('profiles.gallery.photo');

/** The full image of a garden photo; the owner may describe it there. */
export function GardenPhotoViewer({
  userId,
  isOwner,
  photo,
  onChange,
}: {
  userId: string;
  isOwner: boolean;
  photo: GardenPhoto | null;
  onChange: (photo: GardenPhoto | null) => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={photo !== null}
      onOpenChange={(open) => !open && onChange(null)}
      title={photo ? gardenPhotoLabel(t, photo) : ''}
      description={photo?.location}
      size="lg"
    >
      {photo && (
        <div className="space-y-4">
          <img src={photo.image_url} alt={gardenPhotoAlt(photo)} className="mx-auto max-h-[60dvh] w-auto rounded-2xl object-contain" />
          {isOwner && <DescribeGardenPhotoForm key={photo.id} userId={userId} photo={photo} onSaved={onChange} />}
        </div>
      )}
    </Dialog>
  );
}

/** The owner's description of a photo, read by screen readers as its alt text. */
function DescribeGardenPhotoForm({
  userId,
  photo,
  onSaved,
}: {
  userId: string;
  photo: GardenPhoto;
  onSaved: (photo: GardenPhoto) => void;
}) {
  const t = useT();
  const translate = useContractMessage();
  const describe = useDescribeGardenPhoto(userId);
  const [description, setDescription] = useState(photo.description ?? '');
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    describe.mutate(
      { id: photo.id, description: description.trim() || null },
      {
        onSuccess: (saved) => {
          setError(undefined);
          onSaved(saved);
          toast.success(t('profiles.gallery.descriptionSaved'));
        },
        onError: (failure) => setError(translate(failure.message)),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-2">
      <ImageDescriptionField
        id={`garden-photo-description-${photo.id}`}
        value={description}
        error={error}
        disabled={describe.isPending}
        onChange={(event) => setDescription(event.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={describe.isPending || description.trim() === (photo.description ?? '')}>
          {t(describe.isPending ? 'profiles.gallery.saving' : 'profiles.gallery.saveDescription')}
        </Button>
      </div>
    </form>
  );
}

/** The owner's confirmation before a garden photo and its files are removed. */
export function DeleteGardenPhotoDialog({
  userId,
  photo,
  onOpenChange,
}: {
  userId: string;
  photo: GardenPhoto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const translate = useContractMessage();
  const removal = useDeleteGardenPhoto(userId);

  function handleDelete() {
    if (!photo) return;
    removal.mutate(photo.id, {
      onSuccess: () => {
        toast.success(t('profiles.gallery.deleted'));
        onOpenChange(false);
      },
      onError: (error) => toast.error(t('profiles.gallery.deleteFailed'), { description: translate(error.message) }),
    });
  }

  return (
    <Dialog
      open={photo !== null}
      onOpenChange={(open) => {
        if (!removal.isPending) onOpenChange(open);
      }}
      title={t('profiles.gallery.deleteTitle')}
      description={t('profiles.gallery.deleteText')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={removal.isPending}>
            {t('profiles.edit.cancel')}
          </Button>
          <Button variant="destructive" onClick={handleDelete} disabled={removal.isPending}>
            {t(removal.isPending ? 'profiles.gallery.deleting' : 'profiles.gallery.deleteButton')}
          </Button>
        </>
      }
    >
      {photo && <img src={photo.thumbnail_url} alt={gardenPhotoAlt(photo)} className="mx-auto max-h-40 rounded-xl object-cover" />}
    </Dialog>
  );
}
