import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

export interface GalleryPhoto {
  src: string;
  /** A smaller copy for the thumbnail strip; the photo itself when absent. */
  thumbnail?: string | undefined;
  alt: string;
}

function NoPhoto({ text }: { text: string }) {
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-2 bg-sage/50 text-muted-foreground">
      <ImageOff className="h-10 w-10" aria-hidden="true" />
      <p className="text-sm font-semibold">{text}</p>
    </div>
  );
}

/** The strip of thumbnails, the shown one marked; a failed photo shows a broken-image sign. */
function Thumbnails({
  photos,
  index,
  failed,
  onShow,
}: {
  photos: GalleryPhoto[];
  index: number;
  failed: ReadonlySet<string>;
  onShow: (index: number) => void;
}) {
  const t = useT();
  const count = photos.length;
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('plants.gallery.all')}>
      {photos.map((photo, i) => (
        <li key={photo.src} className="shrink-0">
          <button
            type="button"
            onClick={() => onShow(i)}
            aria-label={t('plants.gallery.show', { index: i + 1, count })}
            aria-current={i === index ? 'true' : undefined}
            className={cn(
              'block h-16 w-16 overflow-hidden rounded-xl border-2 bg-muted sm:h-20 sm:w-20',
              i === index ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100',
            )}
          >
            {failed.has(photo.src) ? (
              <ImageOff className="m-auto h-5 w-5 text-muted-foreground" aria-hidden="true" />
            ) : (
              <img src={photo.thumbnail ?? photo.src} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A plant's photos: one large, the others as thumbnails; 'No photos available' when there are none. */
export function PlantGallery({ photos, className }: { photos: GalleryPhoto[]; className?: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];
  const show = (next: number) => setIndex((next + count) % count);
  const markFailed = (src: string) => setFailed((before) => new Set(before).add(src));

  return (
    <section aria-label={t('plants.gallery.photos')} className={cn('space-y-3', className)}>
      <div className="relative aspect-square overflow-hidden rounded-[var(--radius-card)] bg-muted shadow-soft sm:aspect-[4/3] md:aspect-square">
        {!current ? (
          <NoPhoto text={t('plants.gallery.noPhotos')} />
        ) : failed.has(current.src) ? (
          <NoPhoto text={t('plants.gallery.unavailable')} />
        ) : (
          // The main photo is the first thing on the page, so it loads at once; thumbnails wait.
          <img
            key={current.src}
            src={current.src}
            alt={current.alt}
            decoding="async"
            className="h-full w-full object-cover"
            onError={() => markFailed(current.src)}
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t('plants.gallery.previous')}
              className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-card/85 p-2 shadow-soft backdrop-blur hover:bg-card"
            >
              <ChevronLeft className="h-5 w-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={t('plants.gallery.next')}
              className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-card/85 p-2 shadow-soft backdrop-blur hover:bg-card"
            >
              <ChevronRight className="h-5 w-5" aria-hidden="true" />
            </button>
            <p
              className="absolute right-3 bottom-3 rounded-full bg-black/55 px-2.5 py-0.5 text-xs font-semibold text-white"
              aria-live="polite"
            >
              {t('plants.gallery.position', { index: index + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && <Thumbnails photos={photos} index={index} failed={failed} onShow={setIndex} />}
    </section>
  );
}
