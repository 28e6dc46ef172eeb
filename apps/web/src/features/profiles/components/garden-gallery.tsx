import type { GardenPhoto } from '@rootshare/contracts/garden-photos';
import { gardenPhotoAlt } from '@rootshare/contracts/image-descriptions-constants';
import { Images, Loader2, MapPin, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ImageDescriptionField } from '@/components/ui/image-description-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { useDeleteGardenPhoto } from '../api/delete-garden-photo';
import { useDescribeGardenPhoto } from '../api/describe-garden-photo';
import { useGardenPhotos } from '../api/list-garden-photos';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5';

/** What a photo is called on screen: its caption, or a plain name when it has none. */
const gardenPhotoLabel = (t: Translate, photo: GardenPhoto) => photo.caption ?? t('profiles.gallery.photo');

function GalleryHeading() {
  const t = useT();
  return (
    <h2 id="garden-photos-heading" className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
      <Images className="h-5 w-5 text-primary" aria-hidden="true" />
      {t('profiles.photos.section')}
    </h2>
  );
}

function GallerySkeleton() {
  const t = useT();
  return (
    <div className="space-y-4">
      <GalleryHeading />
      <div className={GRID} role="status" aria-label={t('profiles.publicPreview.loadingPhotos')}>
        {Array.from({ length: 4 }, (_, n) => (
          <Skeleton key={n} className="aspect-square rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/**
 * A member's garden photos above their Brag Board: thumbnails with caption and location, the full
 * image in a dialog, more on demand; the owner may delete. Nothing shows for a visitor when the
 * member has none.
 */
export function GardenGallery({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const t = useT();
  const photos = useGardenPhotos(userId);
  const [viewing, setViewing] = useState<GardenPhoto | null>(null);
  const [deleting, setDeleting] = useState<GardenPhoto | null>(null);

  if (photos.isPending) return <GallerySkeleton />;
  if (photos.isError) {
    return (
      <section aria-labelledby="garden-photos-heading" className="space-y-3">
        <GalleryHeading />
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <p>{t('profiles.publicPreview.photosFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void photos.refetch()}>
            {t('profiles.tryAgainButton')}
          </Button>
        </div>
      </section>
    );
  }
  const list = photos.data.pages.flatMap((page) => page.photos);
  if (list.length === 0) {
    if (!isOwner) return null;
    return (
      <section aria-labelledby="garden-photos-heading" className="space-y-2">
        <GalleryHeading />
        <p className="text-sm text-muted-foreground">{t('profiles.gallery.empty')}</p>
      </section>
    );
  }

  return (
    <section aria-labelledby="garden-photos-heading" className="space-y-4">
      <GalleryHeading />
      <ul className={GRID}>
        {list.map((photo) => (
          <li key={photo.id} className="relative">
            <figure className="space-y-1.5">
              <button
                type="button"
                onClick={() => setViewing(photo)}
                aria-label={t('profiles.gallery.view', { label: gardenPhotoLabel(t, photo) })}
                className="group block aspect-square w-full overflow-hidden rounded-2xl bg-sage focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <img
                  src={photo.thumbnail_url}
                  alt={gardenPhotoAlt(photo)}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
                />
              </button>
              {(photo.caption || photo.location) && (
                <figcaption className="min-w-0 px-1 text-sm">
                  {photo.caption && <span className="block truncate font-semibold">{photo.caption}</span>}
                  {photo.location && (
                    <span className="flex items-center gap-1 text-xs text-muted-foreground">
                      <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                      <span className="truncate">{photo.location}</span>
                    </span>
                  )}
                </figcaption>
              )}
            </figure>
            {isOwner && (
              <Button
                variant="outline"
                size="icon"
                className="absolute top-2 right-2 h-9 w-9 bg-card/90"
                aria-label={t('profiles.gallery.delete', { label: gardenPhotoLabel(t, photo) })}
                onClick={() => setDeleting(photo)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {photos.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void photos.fetchNextPage()} disabled={photos.isFetchingNextPage}>
            {photos.isFetchingNextPage && <Loader2 className="h-4 w-4 motion-safe:animate-spin" aria-hidden="true" />}
            {t(photos.isFetchingNextPage ? 'profiles.gallery.loading' : 'profiles.gallery.loadMore')}
          </Button>
        </div>
      )}
      <Dialog
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={viewing ? gardenPhotoLabel(t, viewing) : ''}
        description={viewing?.location}
        size="lg"
      >
        {viewing && (
          <div className="space-y-4">
            <img
              src={viewing.image_url}
              alt={gardenPhotoAlt(viewing)}
              className="mx-auto max-h-[60dvh] w-auto rounded-2xl object-contain"
            />
            {isOwner && <DescribeGardenPhotoForm key={viewing.id} userId={userId} photo={viewing} onSaved={setViewing} />}
          </div>
        )}
      </Dialog>
      {isOwner && <DeleteGardenPhotoDialog userId={userId} photo={deleting} onOpenChange={(open) => !open && setDeleting(null)} />}
    </section>
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
        onError: (failure) => setError(failure.message),
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
function DeleteGardenPhotoDialog({
  userId,
  photo,
  onOpenChange,
}: {
  userId: string;
  photo: GardenPhoto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const removal = useDeleteGardenPhoto(userId);

  function handleDelete() {
    if (!photo) return;
    removal.mutate(photo.id, {
      onSuccess: () => {
        toast.success(t('profiles.gallery.deleted'));
        onOpenChange(false);
      },
      onError: (error) => toast.error(t('profiles.gallery.deleteFailed'), { description: error.message }),
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
