import { shortenLocation } from '@rootshare/contracts/format';
import { parseSwapPreferences } from '@rootshare/contracts/profiles-constants';
import { Eye, MapPin, MessageCircle, Pencil, UserX } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardRowSkeleton, Skeleton } from '@/components/ui/skeleton';
import { preloadCatalog, type MessageKey } from '@/lib/i18n/catalogs';
import { useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useSignInPath } from '@/lib/return-path';
// The profile page hosts the Plants, Brag Board, Wishlist, Swaps and Reviews panels those features own.
import { MemberActionsMenu } from '@/features/blocks/components/member-actions-menu';
import { MyPlantsSection } from '@/features/user-plants/components/my-plants-section';
import { cn } from '@/lib/cn';
import { useProfile } from '../api/get-profile';
import { ProfileStats } from '../components/profile-stats';

// The plants tab opens first; the other tabs and the owner's dialogs load when they are first wanted.
// The Brag Board waits for the posts' words, fetched alongside its code.
const BragBoardTab = lazy(async () => {
  preloadCatalog('posts');
  return { default: (await import('@/features/posts/components/brag-board-tab')).BragBoardTab };
});
const GardenGallery = lazy(async () => ({ default: (await import('../components/garden-gallery')).GardenGallery }));
const WishlistTab = lazy(async () => ({ default: (await import('@/features/wishlist/components/wishlist-tab')).WishlistTab }));
const SwapsTab = lazy(async () => ({ default: (await import('@/features/swaps/components/swaps-tab')).SwapsTab }));
const ReviewsTab = lazy(async () => ({ default: (await import('@/features/swaps/components/reviews-tab')).ReviewsTab }));
const EditProfileDialog = lazy(async () => ({ default: (await import('../components/edit-profile-dialog')).EditProfileDialog }));
const ProfilePreviewDialog = lazy(async () => ({ default: (await import('../components/profile-preview-dialog')).ProfilePreviewDialog }));

type TabValue = 'plants' | 'brag-board' | 'wishlist' | 'swaps' | 'reviews';

function ProfileSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6" role="status" aria-label={t('profiles.page.loading')}>
      <Skeleton className="h-40 w-full rounded-[var(--radius-card)] sm:h-56" />
      <div className="-mt-12 flex items-end gap-4 px-4">
        <Skeleton className="h-28 w-28 rounded-full" />
        <div className="mb-2 space-y-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
    </div>
  );
}

/** A member's profile at /profile (own) or /profile/{id or username}. */
export function ProfilePage() {
  const { userId } = useParams();
  const { status, user } = useSession();
  const t = useT();
  const signIn = useSignInPath();
  const target = userId ?? user?.profile.id;
  const profile = useProfile(target);
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const data = profile.data;
  useEffect(() => {
    document.title = data
      ? t('profiles.page.documentTitle', { name: data.full_name ?? data.username })
      : t('profiles.page.documentTitleLoading');
  }, [data, t]);

  if (!userId && status === 'signed-out') return <Navigate to={signIn} replace />;
  if (!target || profile.isPending) return <ProfileSkeleton />;
  if (profile.isError || !data) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-sage text-primary" aria-hidden="true">
          <UserX className="h-8 w-8" />
        </span>
        <h1 className="text-2xl font-extrabold">{t('profiles.page.notFound')}</h1>
        <p className="text-muted-foreground">{t('profiles.page.notFoundText')}</p>
        <Link to="/browse?tab=users" className={buttonClasses('primary')}>
          {t('profiles.page.browseGardeners')}
        </Link>
      </div>
    );
  }

  const isOwner = Boolean(user && user.profile.id === data.id);
  const prefs = parseSwapPreferences(data.swap_preferences);
  const tabs: Array<{ value: TabValue; label: MessageKey }> = [
    { value: 'plants', label: 'profiles.tab.plants' },
    { value: 'brag-board', label: 'profiles.tab.bragBoard' },
    { value: 'wishlist', label: 'profiles.tab.wishlist' },
    ...(isOwner ? [{ value: 'swaps' as const, label: 'profiles.tab.swaps' as const }] : []),
    { value: 'reviews', label: 'profiles.tab.reviews' },
  ];
  // The tab lives in the address (?tab=brag-board), so the create menu and shared links can open one.
  const tab = tabs.find((one) => one.value === params.get('tab'))?.value ?? 'plants';
  const setTab = (value: TabValue) => setParams({ tab: value }, { replace: true });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <div className="relative h-40 overflow-hidden rounded-[var(--radius-card)] bg-[linear-gradient(120deg,var(--primary),var(--moss)_55%,var(--accent))] sm:h-56">
        {data.banner_image_url && <img src={data.banner_image_url} alt="" className="h-full w-full object-cover" />}
        {isOwner && (
          <Button
            variant="outline"
            size="icon"
            className="absolute top-3 right-3 bg-card/90"
            aria-label={t('profiles.page.editBanner')}
            onClick={() => setEditing(true)}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      <div className="-mt-14 flex flex-col gap-4 px-2 sm:flex-row sm:items-end sm:justify-between sm:px-6">
        <div className="flex items-end gap-4">
          <Avatar src={data.avatar_url} name={data.full_name ?? data.username} size="xl" className="ring-4 ring-background" />
          <div className="pb-1">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{data.full_name ?? data.username}</h1>
            <p className="text-muted-foreground">@{data.username}</p>
          </div>
        </div>
        {isOwner ? (
          <div className="grid gap-2 sm:flex">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> {t('profiles.edit.title')}
            </Button>
            <Button variant="secondary" onClick={() => setPreviewing(true)}>
              <Eye className="h-4 w-4" aria-hidden="true" /> {t('profiles.page.preview')}
            </Button>
          </div>
        ) : (
          <div className="flex items-center gap-2">
            <Link to={`/messages?recipient=${data.id}`} className={buttonClasses('primary', 'md', 'flex-1 sm:flex-none')}>
              <MessageCircle className="h-4 w-4" aria-hidden="true" /> {t('profiles.page.message')}
            </Link>
            <MemberActionsMenu
              member={{ id: data.id, username: data.username }}
              label={t('profiles.page.moreActions', { username: data.username })}
              className="border border-border bg-card"
            />
          </div>
        )}
      </div>
      <div className="mt-4 space-y-2 px-2 sm:px-6">
        {data.bio && <p className="max-w-prose">{data.bio}</p>}
        {data.location && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="h-4 w-4" aria-hidden="true" /> {shortenLocation(data.location)}
          </p>
        )}
      </div>
      <div className="mt-6">
        <ProfileStats profileId={data.id} />
      </div>
      {prefs && (prefs.swapTypes.length > 0 || prefs.interests.length > 0) && (
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {prefs.swapTypes.length > 0 && (
            <Card className="p-4">
              <h2 className="mb-2 text-sm font-bold">{t('profiles.page.swapTypes')}</h2>
              <div className="flex flex-wrap gap-2">
                {prefs.swapTypes.map((type) => (
                  <Badge key={type} tone="success" className="capitalize">
                    {t(`profiles.swapPref.${type}`)}
                  </Badge>
                ))}
              </div>
            </Card>
          )}
          {prefs.interests.length > 0 && (
            <Card className="p-4">
              <h2 className="mb-2 text-sm font-bold">{t('profiles.prefs.interests')}</h2>
              <div className="flex flex-wrap gap-2">
                {prefs.interests.map((interest) => (
                  <Badge key={interest} tone="neutral" className="capitalize">
                    {t(`profiles.interest.${interest}`)}
                  </Badge>
                ))}
              </div>
            </Card>
          )}
        </div>
      )}
      {/* Wraps to a second row on a phone rather than scrolling sideways: every tab stays in view. */}
      <div
        role="tablist"
        aria-label={t('profiles.page.sections')}
        className="mt-8 flex flex-wrap gap-1 rounded-3xl bg-muted p-1 sm:rounded-full"
      >
        {tabs.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setTab(value)}
            className={cn(
              'flex-1 whitespace-nowrap rounded-full px-4 py-2 text-sm font-bold',
              tab === value ? 'bg-card text-primary shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-6">
        {tab === 'plants' && <MyPlantsSection userId={data.id} isOwner={isOwner} />}
        <Suspense fallback={<CardRowSkeleton />}>
          {tab === 'brag-board' && (
            <div className="space-y-10">
              <GardenGallery userId={data.id} isOwner={isOwner} />
              <BragBoardTab userId={data.id} isOwner={isOwner} />
            </div>
          )}
          {tab === 'wishlist' && <WishlistTab userId={data.id} isOwner={isOwner} />}
          {tab === 'swaps' && isOwner && <SwapsTab />}
          {tab === 'reviews' && <ReviewsTab userId={data.id} />}
        </Suspense>
      </div>
      <Suspense fallback={null}>
        {isOwner && editing && <EditProfileDialog open onOpenChange={setEditing} profile={data} />}
        {isOwner && previewing && <ProfilePreviewDialog open onOpenChange={setPreviewing} profile={data} />}
      </Suspense>
    </div>
  );
}
