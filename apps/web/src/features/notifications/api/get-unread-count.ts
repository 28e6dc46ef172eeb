import { NOTIFICATION_UNREAD_POLL_MS, NOTIFICATION_UNREAD_STALE_MS } from '@rootshare/contracts/limits';
import { unreadCountQuery } from '@/lib/unread-count';
import { notificationKeys } from './keys';

/** GET /notifications/unread-count: the bell's badge; polled every 60 s, fresh for 30 s, and updated at once by the socket. */
const unreadNotifications = unreadCountQuery({
  path: '/notifications/unread-count',
  queryKey: notificationKeys.unreadCount,
  pollMs: NOTIFICATION_UNREAD_POLL_MS,
  staleMs: NOTIFICATION_UNREAD_STALE_MS,
});

export const useNotificationUnreadCount = unreadNotifications.useCount;
