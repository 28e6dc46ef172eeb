import { formatBadgeCount } from '@rootshare/contracts/format';
import { HEADER_BADGE_CAP } from '@rootshare/contracts/limits';
import { Compass, LogOut, Menu, MessageCircle, Plus, Settings, User } from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { CountBadge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useUnreadCount } from '@/features/messaging/api/get-unread-count';
import { cn } from '@/lib/cn';
import type { StoredUser } from '@/lib/session-storage';
import { AdminLink } from './admin-link';
import { CREATE_CONTENT_ITEMS, createContentPath } from '@/components/layout/create-content';
import { MENU_CONTENT, MENU_ITEM } from '@/components/layout/menu-classes';
import { NotificationBell } from './notification-bell';

const NAV_ITEMS = [
  { to: '/browse', label: 'Browse', icon: Compass },
  { to: '/messages', label: 'Messages', icon: MessageCircle },
  { to: '/profile', label: 'Profile', icon: User },
] as const;

/** The unread messages as the header shows them: '99+' above 99, nothing at 0 (part 1 §2). */
function useUnreadBadge(profileId: string | undefined): string | null {
  const count = useUnreadCount(profileId).data ?? 0;
  return count > 0 ? formatBadgeCount(count, HEADER_BADGE_CAP) : null;
}

/** A navigation item's accessible name, with the unread count on Messages ('Messages, 3 unread'). */
const navLabel = (to: string, label: string, unread: string | null) => (to === '/messages' && unread ? `${label}, ${unread} unread` : undefined);


function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  // Leave first: pages that need a member would otherwise redirect to /auth as the state clears.
  return async () => {
    await navigate('/');
    await signOut();
  };
}

function CreateMenu() {
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClasses('accent', 'sm')}>
        <Plus className="h-4 w-4" aria-hidden="true" /> Create
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={MENU_CONTENT}>
          {CREATE_CONTENT_ITEMS.map(({ kind, label, icon: Icon }) => (
            <DropdownMenu.Item key={kind} className={MENU_ITEM} onSelect={() => navigate(createContentPath(kind))}>
              <Icon className="h-4 w-4 text-primary" aria-hidden="true" /> {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MobileSheet({ username, unread }: { username: string; unread: string | null }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const link = 'flex items-center gap-3 rounded-xl px-3 py-3 text-base font-semibold hover:bg-muted';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClasses('ghost', 'icon', 'relative')} aria-label={unread ? `Open menu, ${unread} unread messages` : 'Open menu'}>
        <Menu className="h-6 w-6" aria-hidden="true" />
        <CountBadge count={unread} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-2 overflow-y-auto bg-card p-5 shadow-lifted">
          <Dialog.Title className="text-sm text-muted-foreground">
            Signed in as <span className="font-bold text-foreground">{username}</span>
          </Dialog.Title>
          <Dialog.Description className="sr-only">Navigation and create menu</Dialog.Description>
          <nav aria-label="Main" className="flex flex-col">
            {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
              <Link key={to} to={to} className={link} aria-label={navLabel(to, label, unread)} onClick={() => setOpen(false)}>
                <Icon className="h-5 w-5 text-primary" aria-hidden="true" /> {label}
                {to === '/messages' && unread && (
                  <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-foreground" aria-hidden="true">
                    {unread}
                  </span>
                )}
              </Link>
            ))}
            <AdminLink sheetClassName={link} onNavigate={() => setOpen(false)} />
          </nav>
          <p className="mt-3 px-3 text-xs font-bold tracking-widest text-muted-foreground">CREATE</p>
          {CREATE_CONTENT_ITEMS.map(({ kind, label, icon: Icon }) => (
            <Link key={kind} to={createContentPath(kind)} className={link} onClick={() => setOpen(false)}>
              <Icon className="h-5 w-5 text-accent" aria-hidden="true" /> {label}
            </Link>
          ))}
          <Link to="/settings" className={cn(link, 'mt-3')} onClick={() => setOpen(false)}>
            <Settings className="h-5 w-5 text-primary" aria-hidden="true" /> Settings
          </Link>
          <Button
            variant="outline"
            className="mt-auto"
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" /> Sign Out
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A member's part of the header, loaded for members only: navigation, notifications, the create menu and sign-out on desktop, a sheet on phones. */
export function MemberNav({ user }: { user: StoredUser }) {
  const signOut = useSignOut();
  const unread = useUnreadBadge(user.profile.id);
  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            end={to === '/profile'}
            aria-label={navLabel(to, label, unread)}
            className={({ isActive }) => cn(buttonClasses('ghost', 'sm', 'relative'), isActive && 'bg-sage text-primary')}
          >
            <Icon className="h-4 w-4" aria-hidden="true" /> {label}
            {to === '/messages' && <CountBadge count={unread} />}
          </NavLink>
        ))}
        <AdminLink />
        <NotificationBell />
        <CreateMenu />
        <NavLink
          to="/settings"
          aria-label="Settings"
          title="Settings"
          className={({ isActive }) => cn(buttonClasses('ghost', 'icon'), isActive && 'bg-sage text-primary')}
        >
          <Settings className="h-5 w-5" aria-hidden="true" />
        </NavLink>
        <Button variant="ghost" size="icon" aria-label="Sign out" title="Sign out" onClick={() => void signOut()}>
          <LogOut className="h-5 w-5" aria-hidden="true" />
        </Button>
      </nav>
      <div className="flex items-center gap-1 md:hidden">
        <NotificationBell />
        <MobileSheet username={user.username} unread={unread} />
      </div>
    </>
  );
}
