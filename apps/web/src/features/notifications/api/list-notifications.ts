import { NOTIFICATION_LIST_STALE_MS } from '@rootshare/contracts/limits';
import { NotificationPageSchema, type Notification, type NotificationPage } from '@rootshare/contracts/notifications';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { mapPages } from '@/lib/infinite-pages';
import { notificationKeys } from './keys';

export type NotificationLists = InfiniteData<NotificationPage>;

/** GET /notifications: the member's notifications, newest first, a page at a time. */
export function listNotifications(cursor: string | null, signal?: AbortSignal) {
  return apiRequest(`/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
    schema: NotificationPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Fresh for 2 minutes. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => listNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: NOTIFICATION_LIST_STALE_MS,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

/** Every loaded notification, newest first. */
export const flattenNotifications = (lists: NotificationLists | undefined): Notification[] =>
  lists?.pages.flatMap((page) => page.notifications) ?? [];

/** Changes the loaded notifications in place (mark read, remove, add); a list not loaded is left to its first fetch. */
export function patchCachedNotifications(
  queryClient: QueryClient,
  change: (notifications: Notification[], pageIndex: number) => Notification[],
): void {
  queryClient.setQueryData<NotificationLists>(notificationKeys.list, (lists) =>
    mapPages(lists, (page, index) => ({ ...page, notifications: change(page.notifications, index) })),
  );
}
