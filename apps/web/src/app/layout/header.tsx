import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/lib/session';
import type { StoredUser } from '@/lib/session-storage';
import { usePageSettled } from '@/lib/use-page-settled';
import { AccountButtonFace, ACCOUNT_BUTTON_CLASSES } from '@/components/layout/account-button';
import { Logo } from '@/components/layout/logo';
import type { MemberNav } from './member-nav';

// The member's links load apart from a visitor's first page; with a session stored, before the
// first render (main.tsx), so a member's header is whole from its first paint.
let memberNav: typeof MemberNav | null = null;
export async function loadMemberNav(): Promise<typeof MemberNav> {
  memberNav ??= (await import('./member-nav')).MemberNav;
  return memberNav;
}
const LazyMemberNav = lazy(async () => ({ default: await loadMemberNav() }));

/** The member's links: at once when their code is here, else as soon as it arrives (just signed in). */
function MemberLinks(props: { user: StoredUser | null; ready: boolean }) {
  const Loaded = memberNav;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyMemberNav {...props} />
    </Suspense>
  );
}

// The menus (Radix) load apart from the first page: the member's once the page has settled
// (member-nav.tsx), the visitor's Account menu on the first press of its button.
const loadAccountMenu = () => import('@/components/layout/account-menu');
const AccountMenu = lazy(async () => ({ default: (await loadAccountMenu()).AccountMenu }));

/** The visitor's Account button; its menu loads when pointed at or focused and opens on the press. */
function SignedOutMenu() {
  const [pressed, setPressed] = useState(false);
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={ACCOUNT_BUTTON_CLASSES}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onClick={() => setPressed(true)}
    >
      <AccountButtonFace />
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenu />
    </Suspense>
  );
}

/** The site header: logo, navigation by session state, desktop buttons or a mobile sheet; never a placeholder. */
export function Header() {
  const { status, user } = useSession();
  // The member's menus and badges wait for the page to settle (lib/use-page-settled).
  const settled = usePageSettled(status === 'loading');
  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        {/* A stored session ('loading' while the server checks it) draws the member's links at once. */}
        {status === 'signed-out' ? <SignedOutMenu /> : <MemberLinks user={user} ready={settled} />}
      </div>
    </header>
  );
}
