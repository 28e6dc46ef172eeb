import type { UnreadCount } from '@rootshare/contracts/counts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationKeys } from './keys';
import { patchCachedNotifications } from './list-notifications';

/** POST /notifications/{id}/read (204). */
export function markNotificationRead(id: string) {
  return apiRequest<undefined>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

/** Marks one notification read at once in the list and the badge; the badge is recounted afterwards. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      patchCachedNotifications(queryClient, (notifications) => notifications.map((n) => (n.id === id ? { ...n, is_read: true } : n)));
      queryClient.setQueryData<UnreadCount>(
        notificationKeys.unreadCount,
        (count) => count && { unreadCount: Math.max(0, count.unreadCount - 1) },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
  });
}
