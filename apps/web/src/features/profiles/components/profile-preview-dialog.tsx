import { shortenLocation } from '@rootshare/contracts/format';
import { formatNumber } from '@rootshare/contracts/intl';
import { gardenPhotoAlt } from '@rootshare/contracts/image-descriptions-constants';
import type { ProfileStats, PublicProfile } from '@rootshare/contracts/profiles';
import type { UserPlant } from '@rootshare/contracts/user-plants';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserPlants } from '@/features/user-plants/api/list-user-plants';
import { listingThumbnail } from '@rootshare/contracts/catalogue-photo-sizes';
import { plantDisplayName } from '@/components/plants/plant-name';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useProfileStats } from '../api/get-profile-stats';
import { useGardenPhotos } from '../api/list-garden-photos';

/** The preview shows the first 6 swappable plants and the first 6 gallery photos. */
const PREVIEW_PLANTS = 6;
const PREVIEW_PHOTOS = 6;

const COUNTS: Array<{ label: MessageKey; value: (stats: ProfileStats) => number }> = [
  { label: 'profiles.stats.plants', value: (stats) => stats.plants },
  { label: 'profiles.stats.available', value: (stats) => stats.available },
  { label: 'profiles.publicPreview.posts', value: (stats) => stats.posts },
  { label: 'profiles.publicPreview.photos', value: (stats) => stats.garden_photos },
];

export interface ProfilePreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: PublicProfile;
}

/** The owner's look at their profile as other gardeners see it: no e-mail, only swappable plants. */
export function ProfilePreviewDialog({ open, onOpenChange, profile }: ProfilePreviewDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('profiles.publicPreview.title')}
      description={t('profiles.publicPreview.description')}
      size="lg"
    >
      <PreviewContent profile={profile} />
    </Dialog>
  );
}

function PreviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h4 id={id} className="text-sm font-bold">
        {title}
      </h4>
      {children}
    </section>
  );
}

const TILE_GRID = 'grid grid-cols-3 gap-2 sm:grid-cols-6 sm:gap-3';

function TileSkeletons({ label }: { label: string }) {
  return (
    <div className={TILE_GRID} role="status" aria-label={label}>
      {Array.from({ length: 3 }, (_, n) => (
        <Skeleton key={n} className="aspect-square rounded-xl" />
      ))}
    </div>
  );
}

function PlantTile({ plant }: { plant: UserPlant }) {
  return (
    <li className="min-w-0 space-y-1">
      <div className="aspect-square overflow-hidden rounded-xl bg-sage">
        <img src={listingThumbnail(plant.thumbnail_urls, plant.plants)} alt="" loading="lazy" className="h-full w-full object-cover" />
      </div>
      <p className="truncate text-sm font-semibold">{plantDisplayName(plant)}</p>
    </li>
  );
}

function PreviewCounts({ profileId }: { profileId: string }) {
  const t = useT();
  const { language } = useLanguage();
  const stats = useProfileStats(profileId);
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-busy={stats.isPending || undefined}>
      {COUNTS.map(({ label, value }) => (
        <div key={label} className="flex flex-col-reverse rounded-xl bg-muted px-3 py-2 text-center">
          <dt className="text-xs font-semibold text-muted-foreground">{t(label)}</dt>
          <dd className="flex h-7 items-center justify-center text-xl font-extrabold tabular-nums">
            {stats.data ? formatNumber(language, value(stats.data)) : stats.isError ? '–' : <Skeleton className="h-5 w-8" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PreviewPlants({ profileId }: { profileId: string }) {
  const t = useT();
  const plants = useUserPlants(profileId);
  // The owner's own list also holds plants kept out of swaps; visitors never see those.
  const swappable = plants.data?.filter((plant) => plant.available_for_swap) ?? [];
  const morePlants = swappable.length - PREVIEW_PLANTS;
  if (plants.isPending) return <TileSkeletons label={t('profiles.publicPreview.loadingPlants')} />;
  if (plants.isError) return <p className="text-sm text-muted-foreground">{t('profiles.publicPreview.plantsFailed')}</p>;
  if (swappable.length === 0) return <p className="text-sm text-muted-foreground">{t('profiles.publicPreview.noPlants')}</p>;
  return (
    <>
      <ul className={TILE_GRID}>
        {swappable.slice(0, PREVIEW_PLANTS).map((plant) => (
          <PlantTile key={plant.id} plant={plant} />
        ))}
      </ul>
      {morePlants > 0 && (
        <p className="text-sm font-semibold text-primary">{t('profiles.publicPreview.morePlants', { count: morePlants })}</p>
      )}
    </>
  );
}

function PreviewPhotos({ profileId }: { profileId: string }) {
  const t = useT();
  const photos = useGardenPhotos(profileId);
  const shownPhotos = photos.data?.pages.flatMap((page) => page.photos).slice(0, PREVIEW_PHOTOS) ?? [];
  if (photos.isPending) return <TileSkeletons label={t('profiles.publicPreview.loadingPhotos')} />;
  if (photos.isError) return <p className="text-sm text-muted-foreground">{t('profiles.publicPreview.photosFailed')}</p>;
  if (shownPhotos.length === 0) return <p className="text-sm text-muted-foreground">{t('profiles.publicPreview.noPhotos')}</p>;
  return (
    <ul className={TILE_GRID}>
      {shownPhotos.map((photo) => (
        <li key={photo.id} className="aspect-square overflow-hidden rounded-xl bg-sage">
          <img src={photo.thumbnail_url} alt={gardenPhotoAlt(photo)} loading="lazy" className="h-full w-full object-cover" />
        </li>
      ))}
    </ul>
  );
}

function PreviewContent({ profile }: { profile: PublicProfile }) {
  const t = useT();
  const name = profile.full_name ?? profile.username;
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-4">
        <Avatar src={profile.avatar_url} name={name} size="lg" />
        <div className="min-w-0">
          <h3 className="truncate text-lg font-extrabold">{name}</h3>
          <p className="truncate text-sm text-muted-foreground">@{profile.username}</p>
          {profile.location && (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" /> {shortenLocation(profile.location)}
            </p>
          )}
        </div>
      </div>
      {profile.bio && <p className="text-sm">{profile.bio}</p>}
      <PreviewCounts profileId={profile.id} />
      <PreviewSection id="preview-plants-heading" title={t('profiles.publicPreview.plants')}>
        <PreviewPlants profileId={profile.id} />
      </PreviewSection>
      <PreviewSection id="preview-photos-heading" title={t('profiles.photos.section')}>
        <PreviewPhotos profileId={profile.id} />
      </PreviewSection>
    </div>
  );
}
