import { NotificationSettingsSchema } from '@rootshare/contracts/notification-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationSettingsKeys } from './keys';

/** GET /notification-settings: the member's channel per kind of event and the digest choice. */
export function getNotificationSettings(signal?: AbortSignal) {
  return apiRequest('/notification-settings', { schema: NotificationSettingsSchema, ...(signal ? { signal } : {}) });
}

/** Asked afresh when Settings opens: an unsubscribe link may have changed them meanwhile. */
export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationSettingsKeys.mine, queryFn: ({ signal }) => getNotificationSettings(signal), staleTime: 0 });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
