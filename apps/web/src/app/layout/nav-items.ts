import { Compass, MessageCircle, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import type { MessageKey } from '@/lib/i18n/catalogs';
import type { Translate } from '@/lib/i18n/i18n';

/** The member's main navigation, in the desktop bar and the phone's sheet. */
export const NAV_ITEMS = [
  { to: '/browse', label: 'nav.browse', icon: Compass },
  { to: '/messages', label: 'nav.messages', icon: MessageCircle },
  { to: '/profile', label: 'nav.profile', icon: User },
] as const satisfies ReadonlyArray<{ to: string; label: MessageKey; icon: unknown }>;

/** A navigation item's accessible name, with the unread count on Messages ('Messages, 3 unread'). */
export const navLabel = (t: Translate, to: string, unread: string | null) =>
  to === '/messages' && unread ? t('nav.messagesUnread', { count: unread }) : undefined;

/** Signs out after leaving for home: pages that need a member would otherwise redirect to /auth as the state clears. */
export function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    await navigate('/');
    await signOut();
  };
}
