import { Compass, MessageCircle, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session';

/** The member's main navigation, in the desktop bar and the phone's sheet. */
export const NAV_ITEMS = [
  { to: '/browse', label: 'Browse', icon: Compass },
  { to: '/messages', label: 'Messages', icon: MessageCircle },
  { to: '/profile', label: 'Profile', icon: User },
] as const;

/** A navigation item's accessible name, with the unread count on Messages ('Messages, 3 unread'). */
export const navLabel = (to: string, label: string, unread: string | null) =>
  to === '/messages' && unread ? `${label}, ${unread} unread` : undefined;

/** Signs out after leaving for home: pages that need a member would otherwise redirect to /auth as the state clears. */
export function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    await navigate('/');
    await signOut();
  };
}
