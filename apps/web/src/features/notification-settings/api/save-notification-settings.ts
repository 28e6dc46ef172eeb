import { NotificationSettingsSchema, type NotificationSettings } from '@rootshare/contracts/notification-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationSettingsKeys } from './keys';

/** PUT /notification-settings: every choice at once; answers what was stored. */
export function saveNotificationSettings(settings: NotificationSettings) {
  return apiRequest('/notification-settings', { method: 'PUT', body: settings, schema: NotificationSettingsSchema });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKeys.mine, saved),
  });
}
