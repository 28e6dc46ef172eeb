import type { UnreadCount } from '@rootshare/contracts/counts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationKeys } from './keys';
import { flattenNotifications, notificationsQueryOptions, patchCachedNotifications } from './list-notifications';

/** POST /notifications/read-all: every notification of the member becomes read (204). */
export function markAllNotificationsRead() {
  return apiRequest<undefined>('/notifications/read-all', { method: 'POST' });
}

/**
 * Opening the bell reads everything. The list is loaded first and the ids that were
 * unread are the mutation's result, so the open dropdown can still mark what is new; the list and
 * the badge then read as read.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const lists = await queryClient.fetchInfiniteQuery(notificationsQueryOptions());
      const unreadIds = flattenNotifications(lists)
        .filter((n) => !n.is_read)
        .map((n) => n.id);
      await markAllNotificationsRead();
      return unreadIds;
    },
    onSuccess: () => {
      patchCachedNotifications(queryClient, (notifications) => notifications.map((n) => (n.is_read ? n : { ...n, is_read: true })));
      queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, { unreadCount: 0 });
    },
  });
}
