import { formatBadgeCount } from '@rootshare/contracts/format';
import { HEADER_BADGE_CAP } from '@rootshare/contracts/limits';
import { LogOut, Settings } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useState, type ReactElement, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { CountBadge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { useUnreadCount } from '@/features/messaging/api/get-unread-count';
import { cn } from '@/lib/cn';
import type { StoredUser } from '@/lib/session-storage';
import { AdminLink } from './admin-link';
import { OtherTownsLink } from './other-towns-link';
import {
  bellLabel,
  BellFace,
  CREATE_TRIGGER_CLASSES,
  CreateFace,
  ICON_TRIGGER_CLASSES,
  SheetFace,
  sheetTriggerLabel,
  useNotificationBadge,
} from './header-faces';
import { NAV_ITEMS, navLabel, useSignOut } from './nav-items';
import { useT } from '@/lib/i18n/i18n';

// The menus (Radix's dropdown, dialog and popover) load apart from the links (ADR 0016).
const CreateMenu = lazy(async () => ({ default: (await import('./member-menus')).CreateMenu }));
const MobileSheet = lazy(async () => ({ default: (await import('./member-menus')).MobileSheet }));
const NotificationBell = lazy(async () => ({ default: (await import('./notification-bell')).NotificationBell }));

/** The unread messages as the header shows them: '99+' above 99, nothing at 0. */
function useUnreadBadge(profileId: string | undefined): string | null {
  const count = useUnreadCount(profileId).data ?? 0;
  return count > 0 ? formatBadgeCount(count, HEADER_BADGE_CAP) : null;
}

/**
 * A button whose menu loads later: a plain button of the same look until `ready` (the first page
 * has settled) or its first press, which loads the menu and opens it as it arrives. The plain
 * button stays in place while the code is on its way (a deferred value keeps the last screen
 * instead of a fallback), so a press in that moment reaches it.
 */
function DeferredMenu({
  ready,
  face,
  menu,
}: {
  ready: boolean;
  face: (press: () => void) => ReactElement;
  menu: (defaultOpen: boolean) => ReactElement;
}) {
  const [pressed, setPressed] = useState(false);
  const mounted = useDeferredValue(ready || pressed);
  const button = face(() => setPressed(true));
  return <Suspense fallback={button}>{mounted ? menu(pressed) : button}</Suspense>;
}

/** An icon button that opens a dialog (the bell's panel, the phone's sheet) before that dialog's code has loaded. */
function DialogTrigger({ label, onPress, children }: { label: string; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={label}
      className={ICON_TRIGGER_CLASSES}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

/** The plain bell until its dropdown has loaded. */
function Bell({ ready, badge }: { ready: boolean; badge: string | null }) {
  const t = useT();
  return (
    <DeferredMenu
      ready={ready}
      face={(press) => (
        <DialogTrigger label={bellLabel(t, badge)} onPress={press}>
          <BellFace badge={badge} />
        </DialogTrigger>
      )}
      menu={(defaultOpen) => <NotificationBell defaultOpen={defaultOpen} />}
    />
  );
}

/**
 * A member's part of the header: navigation, notifications, the create menu and sign-out on
 * desktop, the bell and a sheet on phones. Drawn at once from the stored session, while the
 * session's check is still under way (`user` is then null); the badges' counts and the menus'
 * code wait for the first page to settle (`ready`), unless a menu is pressed first.
 */
export function MemberNav({ user, ready }: { user: StoredUser | null; ready: boolean }) {
  const t = useT();
  const signOut = useSignOut();
  const profileId = ready ? user?.profile.id : undefined;
  const unread = useUnreadBadge(profileId);
  const notifications = useNotificationBadge(profileId);
  return (
    <>
      <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
        {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            end={to === '/profile'}
            aria-label={navLabel(t, to, unread)}
            className={({ isActive }) => cn(buttonClasses('ghost', 'sm', 'relative'), isActive && 'bg-sage text-primary')}
          >
            <Icon className="h-4 w-4" aria-hidden="true" /> {t(label)}
            {to === '/messages' && <CountBadge count={unread} />}
          </NavLink>
        ))}
        <OtherTownsLink />
        <AdminLink />
        <Bell ready={ready} badge={notifications} />
        <DeferredMenu
          ready={ready}
          face={(press) => (
            <button type="button" aria-haspopup="menu" aria-expanded={false} className={CREATE_TRIGGER_CLASSES} onClick={press}>
              <CreateFace />
            </button>
          )}
          menu={(defaultOpen) => <CreateMenu defaultOpen={defaultOpen} />}
        />
        <NavLink
          to="/settings"
          aria-label={t('nav.settings')}
          title={t('nav.settings')}
          className={({ isActive }) => cn(buttonClasses('ghost', 'icon'), isActive && 'bg-sage text-primary')}
        >
          <Settings className="h-5 w-5" aria-hidden="true" />
        </NavLink>
        <Button variant="ghost" size="icon" aria-label={t('nav.signOut')} title={t('nav.signOut')} onClick={() => void signOut()}>
          <LogOut className="h-5 w-5" aria-hidden="true" />
        </Button>
      </nav>
      <div className="flex items-center gap-1 md:hidden">
        <Bell ready={ready} badge={notifications} />
        <DeferredMenu
          ready={ready}
          face={(press) => (
            <DialogTrigger label={sheetTriggerLabel(t, unread)} onPress={press}>
              <SheetFace unread={unread} />
            </DialogTrigger>
          )}
          menu={(defaultOpen) => <MobileSheet username={user?.username} unread={unread} defaultOpen={defaultOpen} />}
        />
      </div>
    </>
  );
}
