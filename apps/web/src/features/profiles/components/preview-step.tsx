import { shortenLocation } from '@rootshare/contracts/format';
import { swapDistanceIn } from '@rootshare/contracts/units';
import { AlertTriangle, Leaf, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDistanceUnit } from '@/lib/distance-unit';
import { useT } from '@/lib/i18n/i18n';
import type { StoredUser } from '@/lib/session-storage';
import type { WizardDraft } from '../lib/wizard-draft';
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

export interface PreviewStepProps {
  user: StoredUser;
  draft: WizardDraft;
  publishing: boolean;
  /** What publishing is doing now. */
  stage: string | null;
  /** After a partial failure: how many items are still to be added. */
  leftOver: number;
  /** The quota met while publishing, with when it resets. */
  limitNotice: string | null;
  onBack: () => void;
  onPublish: () => void;
  onFinish: () => void;
}

/** Step 5: how the profile will look (2 photos, 2 posts, 5 plants), then Publish. */
export function PreviewStep({ user, draft, publishing, stage, leftOver, limitNotice, onBack, onPublish, onFinish }: PreviewStepProps) {
  const info = draft.basicInfo;
  const name = info?.fullName || user.profile.full_name || user.username;
  const location = info ? info.location : user.profile.location;
  const bio = info ? info.bio : user.profile.bio;
  const prefs = draft.preferences;
  const unit = useDistanceUnit();
  const t = useT();
  return (
    <div className="space-y-6">
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
      {prefs && (
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
      )}
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
      <PreviewSection title={t('profiles.preview.plants', { count: draft.plants.length })}>
        <ul className="divide-y divide-border rounded-xl border border-border">
          {draft.plants.slice(0, PREVIEW_PLANTS).map((plant) => (
            <li key={plant.key} className="flex items-center gap-3 px-3 py-2">
              {plant.photos[0] ? (
                <FileThumbnail file={plant.photos[0].file} alt="" className="h-10 w-10 rounded-lg" />
              ) : plant.imageUrl ? (
                <img src={plant.imageUrl} alt="" className="h-10 w-10 rounded-lg bg-sage object-cover" />
              ) : (
                <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-sage text-primary" aria-hidden="true">
                  <Leaf className="h-5 w-5" />
                </span>
              )}
              <span className="min-w-0 flex-1 truncate font-semibold">{plant.customName || plant.commonName}</span>
              <Badge tone={plant.availableForSwap ? 'success' : 'neutral'}>
                {t(plant.availableForSwap ? `plant.swap.${plant.swapType}` : 'profiles.preview.collectionOnly')}
              </Badge>
            </li>
          ))}
          {draft.plants.length > PREVIEW_PLANTS && (
            <li className="px-3 py-2 text-sm font-semibold text-muted-foreground">
              {t('profiles.preview.more', { count: draft.plants.length - PREVIEW_PLANTS })}
            </li>
          )}
        </ul>
      </PreviewSection>
      {leftOver > 0 && !publishing && (
        <div role="alert" className="flex gap-3 rounded-xl border border-amber-400/60 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>
            {t('profiles.preview.leftOver', { count: leftOver })} {limitNotice ?? t('profiles.preview.leftOverHint')}
          </p>
        </div>
      )}
      {publishing && stage && (
        <p role="status" className="text-sm text-muted-foreground">
          {stage}…
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-3 border-t border-border/70 pt-5">
        <Button variant="outline" disabled={publishing} onClick={onBack}>
          {t('profiles.wizard.back')}
        </Button>
        <div className="flex flex-wrap gap-3">
          {leftOver > 0 && (
            <Button variant="outline" disabled={publishing} onClick={onFinish}>
              {t('profiles.preview.finish')}
            </Button>
          )}
          <Button disabled={publishing} onClick={onPublish}>
            {t(publishing ? 'profiles.preview.publishing' : leftOver > 0 ? 'profiles.tryAgainButton' : 'profiles.preview.publish')}
          </Button>
        </div>
      </div>
    </div>
  );
}
