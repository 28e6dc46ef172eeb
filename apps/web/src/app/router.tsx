import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { storedDistanceUnit, unitSettingsQueryOptions } from '@/lib/distance-unit';
import { exploreSummaryQueryOptions } from '@/features/explore/api/get-explore-summary';
import { exploreInfiniteQueryOptions } from '@/features/explore/api/list-explore';
import { browseFirstQuery } from '@/features/explore/lib/browse-params';
import { readBrowsePosition } from '@/features/explore/lib/browse-position';
import { conversationsQueryOptions } from '@/features/messaging/api/list-conversations';
import { profileQueryOptions } from '@/features/profiles/api/get-profile';
import { profileStatsQueryOptions } from '@/features/profiles/api/get-profile-stats';
import { userPlantQueryOptions } from '@/features/user-plants/api/get-user-plant';
import { preloadCatalog, type CatalogPart } from '@/lib/i18n/catalogs';
import { CatalogGate } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { readStoredProfileId, readToken } from '@/lib/session-storage';
import { RootLayout } from './root-layout';
import { orImportFailure, RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

/**
 * A page's route that draws it once its part of the catalog has loaded in the current language
 * (lib/i18n): the part is fetched alongside the page's code, not after it.
 */
const withWords = (part: CatalogPart, load: () => Promise<ComponentType>) => async () => {
  preloadCatalog(part);
  const Page = await load();
  return {
    Component: function PageWords() {
      return (
        <CatalogGate part={part} fallback={<RouteFallback />}>
          <Page />
        </CatalogGate>
      );
    },
  };
};

/**
 * Whether the router is still loading the page the browser opened. Only that page gains from a
 * prefetch: later pages find the app's code already there.
 */
let opening = true;

/**
 * A loader that, for the page the browser opened, starts its first queries in the app's query
 * client (the same options the page's own queries use) and answers at once, so the requests travel
 * while the page's code loads; the page's queries then find them under their keys.
 */
const prefetching = (start: (args: LoaderFunctionArgs) => void) => (args: LoaderFunctionArgs) => {
  if (opening) start(args);
  return null;
};

/** Browse (and its old name, explore): the Plants tab's list and stat cards for the address. */
const browsing = prefetching(({ request }) => {
  const near = readBrowsePosition();
  const unit = storedDistanceUnit(queryClient, readToken() ? readStoredProfileId() : null);
  const query = browseFirstQuery(new URL(request.url).searchParams, near, unit);
  if (!query) return;
  void queryClient.prefetchInfiniteQuery(exploreInfiniteQueryOptions(query));
  void queryClient.prefetchQuery(exploreSummaryQueryOptions(near, unit));
});

/**
 * Gives every page the error element that shows inside the layout, so the header stays and the
 * router's developer page never shows (app/route-error.tsx).
 */
const withRouteErrors = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) =>
    typeof route.lazy === 'function'
      ? { ErrorBoundary: RouteError, ...route, lazy: orImportFailure(route.lazy) }
      : { ErrorBoundary: RouteError, ...route },
  );

/** Every route of the app; pages load on demand. */
export const router = createBrowserRouter([
  {
    path: '/',
    // A stored session is checked by asking for the member's own profile before any signed-in
    // page shows (lib/session.tsx): that answer is on its way from the start, with their distance unit.
    loader: prefetching(() => {
      const profileId = readToken() ? readStoredProfileId() : null;
      if (!profileId) return;
      void queryClient.prefetchQuery(profileQueryOptions(profileId));
      void queryClient.prefetchQuery(unitSettingsQueryOptions(profileId));
    }),
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: withRouteErrors([
      {
        index: true,
        lazy: async () => {
          preloadCatalog('landing');
          // A stored session draws the member's panel, whose words then travel alongside its code.
          if (readToken()) preloadCatalog('home');
          return { Component: (await import('@/features/home/pages/home-page')).HomePage };
        },
      },
      {
        path: 'landing',
        lazy: async () => {
          preloadCatalog('landing');
          return { Component: (await import('@/features/home/pages/landing-page')).LandingPage };
        },
      },
      { path: 'auth', lazy: withWords('auth', async () => (await import('@/features/auth/pages/auth-page')).AuthPage) },
      {
        path: 'auth/forgot',
        lazy: withWords('auth', async () => (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage),
      },
      {
        path: 'auth/reset',
        lazy: withWords('auth', async () => (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage),
      },
      {
        path: 'auth/verify',
        lazy: withWords('auth', async () => (await import('@/features/auth/pages/verify-email-page')).VerifyEmailPage),
      },
      {
        path: 'create-profile',
        lazy: withWords('profiles', async () => (await import('@/features/profiles/pages/create-profile-page')).CreateProfilePage),
      },
      {
        path: 'explore',
        loader: browsing,
        lazy: withWords('browse', async () => (await import('@/features/explore/pages/browse-page')).BrowsePage),
      },
      {
        path: 'browse',
        loader: browsing,
        lazy: withWords('browse', async () => (await import('@/features/explore/pages/browse-page')).BrowsePage),
      },
      {
        path: 'messages',
        loader: prefetching(() => {
          if (readToken()) void queryClient.prefetchInfiniteQuery(conversationsQueryOptions());
        }),
        lazy: withWords('messaging', async () => (await import('@/features/messaging/pages/messages-page')).MessagesPage),
      },
      { path: 'settings', lazy: withWords('settings', async () => (await import('@/app/pages/settings-page')).SettingsPage) },
      {
        path: 'unsubscribe',
        lazy: withWords('settings', async () => (await import('@/features/notification-settings/pages/unsubscribe-page')).UnsubscribePage),
      },
      { path: 'profile', lazy: withWords('profiles', async () => (await import('@/features/profiles/pages/profile-page')).ProfilePage) },
      {
        path: 'profile/:userId',
        loader: prefetching(({ params: { userId = '' } }) => {
          void queryClient.prefetchQuery(profileQueryOptions(userId));
          void queryClient.prefetchQuery(profileStatsQueryOptions(userId));
        }),
        lazy: withWords('profiles', async () => (await import('@/features/profiles/pages/profile-page')).ProfilePage),
      },
      {
        path: 'add-plant',
        lazy: withWords('plants', async () => (await import('@/features/user-plants/pages/add-plant-page')).AddPlantPage),
      },
      {
        path: 'plant/:plantId',
        loader: prefetching(({ params: { plantId = '' } }) => void queryClient.prefetchQuery(userPlantQueryOptions(plantId))),
        lazy: withWords('plants', async () => (await import('@/app/pages/plant-detail-page')).PlantDetailPage),
      },
      { path: 'meets/new', lazy: withWords('meets', async () => (await import('@/features/meets/pages/meet-form-page')).MeetFormPage) },
      {
        path: 'meets/:id/edit',
        lazy: withWords('meets', async () => (await import('@/features/meets/pages/meet-form-page')).MeetFormPage),
      },
      { path: 'meets/:id', lazy: withWords('meets', async () => (await import('@/features/meets/pages/meet-page')).MeetPage) },
      { path: 'posts/:id', lazy: withWords('posts', async () => (await import('@/features/posts/pages/post-page')).PostPage) },
      { path: 'admin', lazy: withWords('admin', async () => (await import('@/features/admin/pages/admin-page')).AdminPage) },
      { path: 'admin/outbox/:id?', lazy: withWords('admin', async () => (await import('@/features/admin/pages/outbox-page')).OutboxPage) },
      {
        path: 'admin/jobs',
        lazy: withWords('admin', async () => (await import('@/features/admin/pages/failed-jobs-page')).FailedJobsPage),
      },
      {
        path: 'admin/catalogue-photos',
        lazy: withWords('admin', async () => (await import('@/features/admin/pages/catalogue-photos-page')).CataloguePhotosPage),
      },
      {
        path: 'admin/other-servers',
        lazy: withWords('admin', async () => (await import('@/features/admin/pages/other-servers-page')).OtherServersPage),
      },
      {
        path: 'other-towns',
        lazy: withWords('federation', async () => (await import('@/features/federation/pages/other-towns-page')).OtherTownsPage),
      },
      {
        path: 'other-towns/messages/:id',
        lazy: withWords('federation', async () => (await import('@/features/federation/pages/remote-thread-page')).RemoteThreadPage),
      },
      { path: 'privacy', lazy: async () => ({ Component: (await import('@/features/legal/pages/privacy-page')).PrivacyPage }) },
      { path: 'terms', lazy: async () => ({ Component: (await import('@/features/legal/pages/terms-page')).TermsPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('@/components/layout/not-found-page')).NotFoundPage }) },
    ]),
  },
]);

// The first change of the router's state is the opened page's load finishing.
router.subscribe(() => {
  opening = false;
});

/**
 * Settles once the router has loaded the opened page (its code, or the error it met). The first
 * render waits for it (main.tsx): that render is a transition, which React draws across several
 * tasks, and the router provider only listens once it has committed, so a page that finished
 * loading in between would never be told and the loading skeleton would stay.
 */
export const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});
