/** Query keys of the bell; everything sits under `all`, so a reconnect refreshes it in one call. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};
