import { lazy, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router';
import { CardRowSkeleton, Skeleton } from '@/components/ui/skeleton';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { homeFor, useSession } from '@/lib/session';
import { LandingHero } from '../components/landing-hero';

// The member's panel (plants near them, with the schemas its requests check) loads for members
// only, so a visitor's home page is as light as the landing page.
const MemberHome = lazy(async () => ({ default: (await import('../components/member-home')).MemberHome }));

const loading = (
  <div className="mx-auto w-full max-w-6xl space-y-4 px-4 py-10 sm:px-6">
    <Skeleton className="h-9 w-72" />
    <CardRowSkeleton />
  </div>
);

/** Visitors see the landing hero; members see their panel; members without a name finish their profile. */
export function HomePage() {
  const t = useT();
  const { status, user } = useSession();
  const title = t('landing.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (status === 'loading') return loading;
  if (status === 'signed-out' || !user) return <LandingHero />;
  if (homeFor(user) !== '/') return <Navigate to="/create-profile" replace />;

  return (
    <Suspense fallback={loading}>
      <CatalogGate part="home" fallback={loading}>
        <MemberHome user={user} />
      </CatalogGate>
    </Suspense>
  );
}
