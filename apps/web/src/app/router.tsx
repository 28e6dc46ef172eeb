import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteFallback } from './route-fallback';

/** Every route of part 1 §2 and part 2 §2; pages load on demand. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('@/features/home/pages/home-page')).HomePage }) },
      { path: 'landing', lazy: async () => ({ Component: (await import('@/features/home/pages/landing-page')).LandingPage }) },
      { path: 'auth', lazy: async () => ({ Component: (await import('@/features/auth/pages/auth-page')).AuthPage }) },
      { path: 'create-profile', lazy: async () => ({ Component: (await import('@/features/profiles/pages/create-profile-page')).CreateProfilePage }) },
      { path: 'explore', lazy: async () => ({ Component: (await import('@/features/explore/pages/browse-page')).BrowsePage }) },
      { path: 'browse', lazy: async () => ({ Component: (await import('@/features/explore/pages/browse-page')).BrowsePage }) },
      { path: 'messages', lazy: async () => ({ Component: (await import('@/features/messaging/pages/messages-page')).MessagesPage }) },
      { path: 'settings', lazy: async () => ({ Component: (await import('@/features/account/pages/settings-page')).SettingsPage }) },
      { path: 'profile', lazy: async () => ({ Component: (await import('@/features/profiles/pages/profile-page')).ProfilePage }) },
      { path: 'profile/:userId', lazy: async () => ({ Component: (await import('@/features/profiles/pages/profile-page')).ProfilePage }) },
      { path: 'add-plant', lazy: async () => ({ Component: (await import('@/features/user-plants/pages/add-plant-page')).AddPlantPage }) },
      { path: 'plant/:plantId', lazy: async () => ({ Component: (await import('@/features/user-plants/pages/plant-detail-page')).PlantDetailPage }) },
      { path: 'posts/:id', lazy: async () => ({ Component: (await import('@/features/posts/pages/post-page')).PostPage }) },
      { path: 'admin', lazy: async () => ({ Component: (await import('@/features/admin/pages/admin-page')).AdminPage }) },
      { path: 'privacy', lazy: async () => ({ Component: (await import('@/features/legal/pages/privacy-page')).PrivacyPage }) },
      { path: 'terms', lazy: async () => ({ Component: (await import('@/features/legal/pages/terms-page')).TermsPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('@/features/not-found/not-found-page')).NotFoundPage }) },
    ],
  },
]);
