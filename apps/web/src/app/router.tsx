import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { prefetchApi } from '@/lib/api';
import { browseFirstPaths } from '@/features/explore/lib/browse-params';
import { readBrowsePosition } from '@/features/explore/lib/browse-position';
import { CONVERSATIONS_PATH, profilePath, profileStatsPath, userPlantPath } from '@/lib/api-paths';
import { readStoredProfileId, readToken } from '@/lib/session-storage';
import { RootLayout } from './root-layout';
import { RouteFallback } from './route-fallback';

/**
 * Whether the router is still loading the page the browser opened. Only that page gains from a
 * prefetch (later pages find the app's code already there), and only its first queries are sure to
 * take what was prefetched: a later navigation may find its queries cached, and an answer left
 * untaken must not stand in for a refetch.
 */
let opening = true;

/**
 * A loader that, for the page the browser opened, starts its first requests (lib/api prefetchApi)
 * and answers at once, so they travel while the page's code loads; the page still reads them
 * through its own queries.
 */
const prefetching =
  (paths: (args: LoaderFunctionArgs) => string[]) =>
  (args: LoaderFunctionArgs) => {
    if (opening) for (const path of paths(args)) prefetchApi(path);
    return null;
  };

/** Browse (and its old name, explore): the Plants tab's list and stat cards for the address. */
const browsing = prefetching(({ request }) => browseFirstPaths(new URL(request.url).searchParams, readBrowsePosition()));

/** Every route of part 1 §2 and part 2 §2; pages load on demand. */
export const router = createBrowserRouter([
  {
    path: '/',
    // A stored session is checked by asking for the member's own profile before any signed-in
    // page shows (lib/session.tsx): that answer is on its way from the start.
    loader: prefetching(() => {
      const profileId = readToken() ? readStoredProfileId() : null;
      return profileId ? [profilePath(profileId)] : [];
    }),
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('@/features/home/pages/home-page')).HomePage }) },
      { path: 'landing', lazy: async () => ({ Component: (await import('@/features/home/pages/landing-page')).LandingPage }) },
      { path: 'auth', lazy: async () => ({ Component: (await import('@/features/auth/pages/auth-page')).AuthPage }) },
      { path: 'auth/forgot', lazy: async () => ({ Component: (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage }) },
      { path: 'auth/reset', lazy: async () => ({ Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage }) },
      { path: 'create-profile', lazy: async () => ({ Component: (await import('@/features/profiles/pages/create-profile-page')).CreateProfilePage }) },
      { path: 'explore', loader: browsing, lazy: async () => ({ Component: (await import('@/features/explore/pages/browse-page')).BrowsePage }) },
      { path: 'browse', loader: browsing, lazy: async () => ({ Component: (await import('@/features/explore/pages/browse-page')).BrowsePage }) },
      { path: 'messages', loader: prefetching(() => (readToken() ? [CONVERSATIONS_PATH] : [])), lazy: async () => ({ Component: (await import('@/features/messaging/pages/messages-page')).MessagesPage }) },
      { path: 'settings', lazy: async () => ({ Component: (await import('@/features/account/pages/settings-page')).SettingsPage }) },
      { path: 'profile', lazy: async () => ({ Component: (await import('@/features/profiles/pages/profile-page')).ProfilePage }) },
      { path: 'profile/:userId', loader: prefetching(({ params: { userId = '' } }) => [profilePath(userId), profileStatsPath(userId)]), lazy: async () => ({ Component: (await import('@/features/profiles/pages/profile-page')).ProfilePage }) },
      { path: 'add-plant', lazy: async () => ({ Component: (await import('@/features/user-plants/pages/add-plant-page')).AddPlantPage }) },
      { path: 'plant/:plantId', loader: prefetching(({ params: { plantId = '' } }) => [userPlantPath(plantId)]), lazy: async () => ({ Component: (await import('@/features/user-plants/pages/plant-detail-page')).PlantDetailPage }) },
      { path: 'posts/:id', lazy: async () => ({ Component: (await import('@/features/posts/pages/post-page')).PostPage }) },
      { path: 'admin', lazy: async () => ({ Component: (await import('@/features/admin/pages/admin-page')).AdminPage }) },
      { path: 'admin/outbox/:id?', lazy: async () => ({ Component: (await import('@/features/admin/pages/outbox-page')).OutboxPage }) },
      { path: 'admin/jobs', lazy: async () => ({ Component: (await import('@/features/admin/pages/failed-jobs-page')).FailedJobsPage }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('@/features/legal/pages/privacy-page')).PrivacyPage }) },
      { path: 'terms', lazy: async () => ({ Component: (await import('@/features/legal/pages/terms-page')).TermsPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('@/components/layout/not-found-page')).NotFoundPage }) },
    ],
  },
]);

// The first change of the router's state is the opened page's load finishing.
router.subscribe(() => {
  opening = false;
});
