import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/app/layout/header';
import { EmailReminder } from '@/features/auth/components/email-reminder';
import { useSession } from '@/lib/session';
import { setNavigator } from '@/lib/navigation';
import { usePageSettled } from '@/lib/use-page-settled';
import { isToasterRequired, onToasterRequired } from '@/lib/toaster-demand';
import { OfflineGate } from './offline-gate';

// The socket and the chat windows load apart from the first page, and only for members.
const MessagingRuntime = lazy(async () => ({
  default: (await import('@/features/messaging/components/messaging-runtime')).MessagingRuntime,
}));

// Sonner loads with the first toast (lib/toast.ts), not with every page.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/**
 * Toasts sit just below the sticky header (4rem tall), on phones and desktops alike: they cover no
 * navigation, and none of the floating chat windows and their round buttons at the bottom right.
 */
const BELOW_HEADER = { top: '4.5rem' };

function Toasts() {
  const required = useSyncExternalStore(onToasterRequired, isToasterRequired);
  if (!required) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} richColors closeButton />
    </Suspense>
  );
}

/**
 * A signed-in member's live messaging: one socket per tab and the floating chat windows, loaded once
 * the first page has settled (lib/use-page-settled).
 */
function Messaging() {
  const { status, user } = useSession();
  const settled = usePageSettled(status === 'loading');
  if (status !== 'signed-in' || !user || !settled) return null;
  return (
    <Suspense fallback={null}>
      <MessagingRuntime key={user.profile.id} me={user.profile.id} />
    </Suspense>
  );
}

/** Header, page, footer and toasts around every route. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <Header />
      <EmailReminder />
      {/* At least a screen tall: the footer starts below the fold, so a page that fills in as its data
          arrives never pushes the footer down in view (layout shift). */}
      <main id="main" className="flex min-h-dvh flex-1 flex-col">
        <OfflineGate>
          <Outlet />
        </OfflineGate>
      </main>
      <Footer />
      <Messaging />
      <Toasts />
      <ScrollRestoration />
    </div>
  );
}
