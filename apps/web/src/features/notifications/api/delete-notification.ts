import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationKeys } from './keys';
import { patchCachedNotifications, type NotificationLists } from './list-notifications';

/** DELETE /notifications/{id} (204). */
export function deleteNotification(id: string) {
  return apiRequest<undefined>(`/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Takes the notification out of the list at once and puts it back if the server refuses. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      const before = queryClient.getQueryData<NotificationLists>(notificationKeys.list);
      patchCachedNotifications(queryClient, (notifications) => notifications.filter((n) => n.id !== id));
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(notificationKeys.list, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
  });
}
