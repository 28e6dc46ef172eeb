import { UserX } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CardRowSkeleton, Skeleton } from '@/components/ui/skeleton';
import { preloadCatalog } from '@/lib/i18n/catalogs';
import { useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useSignInPath } from '@/lib/return-path';
// The profile page hosts the Plants, Brag Board, Wishlist, Swaps and Reviews panels those features own.
import { MyPlantsSection } from '@/features/user-plants/components/my-plants-section';
import { useProfile } from '../api/get-profile';
import { ProfileHeader } from '../components/profile-header';
import { ProfilePreferences } from '../components/profile-preferences';
import { ProfileStats } from '../components/profile-stats';
import { ProfileTabList, useProfileTab } from '../components/profile-tabs';

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

function ProfileNotFound() {
  const t = useT();
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

/** A member's profile at /profile (own) or /profile/{id or username}. */
export function ProfilePage() {
  const { userId } = useParams();
  const { status, user } = useSession();
  const t = useT();
  const signIn = useSignInPath();
  const target = userId ?? user?.profile.id;
  const profile = useProfile(target);
  const [editing, setEditing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const data = profile.data;
  const isOwner = Boolean(user && data && user.profile.id === data.id);
  const { tabs, tab, setTab } = useProfileTab(isOwner);
  useEffect(() => {
    document.title = data
      ? t('profiles.page.documentTitle', { name: data.full_name ?? data.username })
      : t('profiles.page.documentTitleLoading');
  }, [data, t]);

  if (!userId && status === 'signed-out') return <Navigate to={signIn} replace />;
  if (!target || profile.isPending) return <ProfileSkeleton />;
  if (profile.isError || !data) return <ProfileNotFound />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <ProfileHeader profile={data} isOwner={isOwner} onEdit={() => setEditing(true)} onPreview={() => setPreviewing(true)} />
      <div className="mt-6">
        <ProfileStats profileId={data.id} />
      </div>
      <ProfilePreferences swapPreferences={data.swap_preferences} />
      <ProfileTabList tabs={tabs} tab={tab} setTab={setTab} />
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
