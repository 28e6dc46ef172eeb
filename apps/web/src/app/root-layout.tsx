import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/app/layout/header';
import { EmailReminder } from '@/features/auth/components/email-reminder';
import { useSession } from '@/lib/session';
import { setNavigator } from '@/lib/navigation';
import { PHONE_QUERY } from '@/lib/chat-windows';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePageSettled } from '@/lib/use-page-settled';
import { isToasterRequired, onToasterRequired } from '@/lib/toaster-demand';
import { FeatureSlots } from './feature-slots';
import { OfflineGate } from './offline-gate';
import { useT } from '@/lib/i18n/i18n';

// The socket and the chat windows load apart from the first page, and only for members.
const LiveRuntime = lazy(async () => ({ default: (await import('./live-runtime')).LiveRuntime }));

// Sonner loads with the first toast (lib/toast.ts), not with every page.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/**
 * On a desktop toasts sit just below the sticky header (4rem tall): they cover no navigation, and
 * none of the floating chat windows at the bottom right. On a phone what sits just below the header
 * is the page's own heading (a chat's name and back arrow, the e-mail banner), so toasts rise from
 * the bottom instead, above the round chat buttons and a chat's message box.
 */
const BELOW_HEADER = { top: '4.5rem' };
const ABOVE_DOCK = { bottom: '5.5rem' };

function Toasts() {
  const required = useSyncExternalStore(onToasterRequired, isToasterRequired);
  const phone = useMediaQuery(PHONE_QUERY);
  if (!required) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={phone ? 'bottom-center' : 'top-center'}
        offset={phone ? ABOVE_DOCK : BELOW_HEADER}
        mobileOffset={phone ? ABOVE_DOCK : BELOW_HEADER}
        richColors
        closeButton
      />
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
      <LiveRuntime key={user.profile.id} me={user.profile.id} />
    </Suspense>
  );
}

/** Header, page, footer and toasts around every route. */
export function RootLayout() {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return (
    <FeatureSlots>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
        >
          {t('shell.skipToContent')}
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
    </FeatureSlots>
  );
}
