import type { UnreadCount } from '@rootshare/contracts/counts';
import type { ServerEvent } from '@rootshare/contracts/realtime';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveFeature } from '@/lib/socket';
import { QUERIES_NOTIFICATIONS_CHANGE, refreshChangedQueries } from './changed-queries';
import { notificationKeys } from './keys';
import { flattenNotifications, patchCachedNotifications, type NotificationLists } from './list-notifications';

/**
 * Applies a socket event to the bell: a `notification` joins the top of the loaded list and counts
 * as unread, once even if it comes again; the 60 s poll remains the fallback. What it tells of is
 * refetched too, so the page the member has open shows the change. The tab's socket
 * belongs to the messaging runtime, which hands every event here.
 */
export function applyNotificationEvent(queryClient: QueryClient, event: ServerEvent): void {
  if (event.type !== 'notification') return;
  const { notification } = event;
  refreshChangedQueries(queryClient, notification);
  const loaded = flattenNotifications(queryClient.getQueryData<NotificationLists>(notificationKeys.list));
  if (loaded.some((n) => n.id === notification.id)) return;
  patchCachedNotifications(queryClient, (notifications, pageIndex) => (pageIndex === 0 ? [notification, ...notifications] : notifications));
  if (!notification.is_read)
    queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, (count) => count && { unreadCount: count.unreadCount + 1 });
}

/** The bell as the socket keeps it current, and what its notifications change (a meet's page, a swap card, a plan). */
export const notificationsLive: LiveFeature = {
  queryKeys: [notificationKeys.all, ...QUERIES_NOTIFICATIONS_CHANGE],
  apply: applyNotificationEvent,
};
