import type { GardenPhoto } from '@rootshare/contracts/garden-photos';
import { gardenPhotoAlt } from '@rootshare/contracts/image-descriptions-constants';
import { Images, Loader2, MapPin, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n';
import { useGardenPhotos } from '../api/list-garden-photos';
import { DeleteGardenPhotoDialog, gardenPhotoLabel, GardenPhotoViewer } from './garden-photo-dialogs';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5';

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

function GallerySection({ className, children }: { className: string; children: ReactNode }) {
  return (
    <section aria-labelledby="garden-photos-heading" className={className}>
      <GalleryHeading />
      {children}
    </section>
  );
}

interface GalleryTileProps {
  photo: GardenPhoto;
  isOwner: boolean;
  onView: () => void;
  onDelete: () => void;
}

function GalleryTile({ photo, isOwner, onView, onDelete }: GalleryTileProps) {
  const t = useT();
  return (
    <li className="relative">
      <figure className="space-y-1.5">
        <button
          type="button"
          onClick={onView}
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
          onClick={onDelete}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      )}
    </li>
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
      <GallerySection className="space-y-3">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <p>{t('profiles.publicPreview.photosFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void photos.refetch()}>
            {t('profiles.tryAgainButton')}
          </Button>
        </div>
      </GallerySection>
    );
  }
  const list = photos.data.pages.flatMap((page) => page.photos);
  if (list.length === 0) {
    if (!isOwner) return null;
    return (
      <GallerySection className="space-y-2">
        <p className="text-sm text-muted-foreground">{t('profiles.gallery.empty')}</p>
      </GallerySection>
    );
  }

  return (
    <GallerySection className="space-y-4">
      <ul className={GRID}>
        {list.map((photo) => (
          <GalleryTile
            key={photo.id}
            photo={photo}
            isOwner={isOwner}
            onView={() => setViewing(photo)}
            onDelete={() => setDeleting(photo)}
          />
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
      <GardenPhotoViewer userId={userId} isOwner={isOwner} photo={viewing} onChange={setViewing} />
      {isOwner && <DeleteGardenPhotoDialog userId={userId} photo={deleting} onOpenChange={(open) => !open && setDeleting(null)} />}
    </GallerySection>
  );
}
