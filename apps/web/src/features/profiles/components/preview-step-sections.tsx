import { shortenLocation } from '@rootshare/contracts/format';
import { swapDistanceIn } from '@rootshare/contracts/units';
import { Leaf, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { useDistanceUnit } from '@/lib/distance-unit';
import { useT } from '@/lib/i18n/i18n';
import type { StoredUser } from '@/lib/session-storage';
import type { DraftPlant, WizardDraft } from '../lib/wizard-draft';
import { FileThumbnail } from './file-thumbnail';

/** How many of each the preview shows. */
export const PREVIEW_PHOTOS = 2;
export const PREVIEW_POSTS = 2;
export const PREVIEW_PLANTS = 5;

function MoreTile({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <div className="flex aspect-square items-center justify-center rounded-xl bg-muted text-lg font-bold text-muted-foreground">
      {t('profiles.preview.more', { count })}
    </div>
  );
}

function PreviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-sm font-bold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** The member as the profile will name them: the wizard's basic info, or the account's until step 1 is saved. */
export function PreviewIdentity({ user, draft }: { user: StoredUser; draft: WizardDraft }) {
  const info = draft.basicInfo;
  const name = info?.fullName || user.profile.full_name || user.username;
  const location = info ? info.location : user.profile.location;
  const bio = info ? info.bio : user.profile.bio;
  return (
    <>
      <div className="flex items-center gap-4">
        <Avatar src={user.profile.avatar_url} name={name} size="lg" />
        <div className="min-w-0">
          <p className="text-lg font-bold">{name}</p>
          <p className="text-sm text-muted-foreground">@{info?.username ?? user.username}</p>
          {location && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="h-3.5 w-3.5" aria-hidden="true" /> {shortenLocation(location)}
            </p>
          )}
        </div>
      </div>
      {bio && <p className="whitespace-pre-line">{bio}</p>}
    </>
  );
}

export function PreviewPreferences({ prefs }: { prefs: WizardDraft['preferences'] }) {
  const unit = useDistanceUnit();
  const t = useT();
  if (!prefs) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {prefs.swapTypes.map((type) => (
        <Badge key={type} tone="success" className="capitalize">
          {t(`profiles.swapPref.${type}`)}
        </Badge>
      ))}
      {prefs.interests.map((interest) => (
        <Badge key={interest} className="capitalize">
          {t(`profiles.interest.${interest}`)}
        </Badge>
      ))}
      {prefs.preferredDistance && (
        <Badge tone="neutral">{t('profiles.preview.within', { distance: swapDistanceIn(prefs.preferredDistance, unit), unit })}</Badge>
      )}
    </div>
  );
}

/** The first garden photos and Brag Board posts as tiles, with how many more there are. */
export function PreviewBragBoard({ draft }: { draft: WizardDraft }) {
  const t = useT();
  return (
    <>
      {draft.photos.length > 0 && (
        <PreviewSection title={t('profiles.preview.photos', { count: draft.photos.length })}>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {draft.photos.slice(0, PREVIEW_PHOTOS).map((photo, index) => (
              <img
                key={photo.id}
                src={photo.dataUrl}
                alt={photo.caption || t('profiles.preview.photoAlt', { number: index + 1 })}
                className="aspect-square w-full rounded-xl bg-sage object-cover"
              />
            ))}
            <MoreTile count={draft.photos.length - PREVIEW_PHOTOS} />
          </div>
        </PreviewSection>
      )}
      {draft.savedPosts.length > 0 && (
        <PreviewSection title={t('profiles.preview.posts', { count: draft.savedPosts.length })}>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {draft.savedPosts.slice(0, PREVIEW_POSTS).map((post) => (
              <FileThumbnail key={post.id} file={post.image} alt={post.title} className="aspect-square w-full rounded-xl" />
            ))}
            <MoreTile count={draft.savedPosts.length - PREVIEW_POSTS} />
          </div>
        </PreviewSection>
      )}
    </>
  );
}

function PlantPicture({ plant }: { plant: DraftPlant }) {
  if (plant.photos[0]) return <FileThumbnail file={plant.photos[0].file} alt="" className="h-10 w-10 rounded-lg" />;
  if (plant.imageUrl) return <img src={plant.imageUrl} alt="" className="h-10 w-10 rounded-lg bg-sage object-cover" />;
  return (
    <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-sage text-primary" aria-hidden="true">
      <Leaf className="h-5 w-5" />
    </span>
  );
}

/** The first plants, each offered for a swap type or kept as collection only, with how many more there are. */
export function PreviewPlants({ plants }: { plants: DraftPlant[] }) {
  const t = useT();
  return (
    <PreviewSection title={t('profiles.preview.plants', { count: plants.length })}>
      <ul className="divide-y divide-border rounded-xl border border-border">
        {plants.slice(0, PREVIEW_PLANTS).map((plant) => (
          <li key={plant.key} className="flex items-center gap-3 px-3 py-2">
            <PlantPicture plant={plant} />
            <span className="min-w-0 flex-1 truncate font-semibold">{plant.customName || plant.commonName}</span>
            <Badge tone={plant.availableForSwap ? 'success' : 'neutral'}>
              {t(plant.availableForSwap ? `plant.swap.${plant.swapType}` : 'profiles.preview.collectionOnly')}
            </Badge>
          </li>
        ))}
        {plants.length > PREVIEW_PLANTS && (
          <li className="px-3 py-2 text-sm font-semibold text-muted-foreground">
            {t('profiles.preview.more', { count: plants.length - PREVIEW_PLANTS })}
          </li>
        )}
      </ul>
    </PreviewSection>
  );
}
