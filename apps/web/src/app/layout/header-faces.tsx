import { formatBadgeCount } from '@rootshare/contracts/format';
import { HEADER_BADGE_CAP } from '@rootshare/contracts/limits';
import { Bell, Menu, Plus } from 'lucide-react';
import { CountBadge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { useNotificationUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useT, type Translate } from '@/lib/i18n/i18n';

// The faces of the member's header buttons whose menus load later (the bell, Create, the phone's
// menu): drawn at once as plain buttons, and the same once their Radix parts take over.

/** The bell's unread notifications as its badge shows them: '99+' above 99, nothing at 0; asked only with a profile id. */
export function useNotificationBadge(profileId: string | undefined): string | null {
  const count = useNotificationUnreadCount(profileId).data ?? 0;
  return count > 0 ? formatBadgeCount(count, HEADER_BADGE_CAP) : null;
}

/** The bell's accessible name, with its unread count ('Notifications, 3 unread'). */
export const bellLabel = (t: Translate, badge: string | null) =>
  badge ? t('nav.notificationsUnread', { count: badge }) : t('nav.notifications');

export const ICON_TRIGGER_CLASSES = buttonClasses('ghost', 'icon', 'relative');
export const CREATE_TRIGGER_CLASSES = buttonClasses('accent', 'sm');

export function BellFace({ badge }: { badge: string | null }) {
  return (
    <>
      <Bell className="h-5 w-5" aria-hidden="true" />
      <CountBadge count={badge} />
    </>
  );
}

export function CreateFace() {
  const t = useT();
  return (
    <>
      <Plus className="h-4 w-4" aria-hidden="true" /> {t('nav.create')}
    </>
  );
}

/** The phone's menu button's name, with the unread messages it holds. */
export const sheetTriggerLabel = (t: Translate, unread: string | null) =>
  unread ? t('nav.openMenuUnread', { count: unread }) : t('nav.openMenu');

export function SheetFace({ unread }: { unread: string | null }) {
  return (
    <>
      <Menu className="h-6 w-6" aria-hidden="true" />
      <CountBadge count={unread} />
    </>
  );
}
