import type { UnreadCount } from '@rootshare/contracts/counts';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { sampleNotification } from '@/test/swaps';
import { notificationKeys } from './keys';
import { flattenNotifications, type NotificationLists } from './list-notifications';
import { applyNotificationEvent } from './live';

function seeded(unread: number) {
  const queryClient = createQueryClient();
  const older = sampleNotification({ title: 'Older', is_read: true });
  queryClient.setQueryData<NotificationLists>(notificationKeys.list, {
    pages: [{ notifications: [older], nextCursor: null }],
    pageParams: [null],
  });
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, { unreadCount: unread });
  return queryClient;
}

describe('applyNotificationEvent', () => {
  it('puts a new notification at the top of the list and counts it as unread, once', () => {
    const queryClient = seeded(1);
    const fresh = sampleNotification({ title: 'Fresh' });
    applyNotificationEvent(queryClient, { type: 'notification', notification: fresh });
    applyNotificationEvent(queryClient, { type: 'notification', notification: fresh });
    expect(flattenNotifications(queryClient.getQueryData(notificationKeys.list)).map((n) => n.title)).toEqual(['Fresh', 'Older']);
    expect(queryClient.getQueryData(notificationKeys.unreadCount)).toEqual({ unreadCount: 2 });
  });

  it('leaves the bell alone for other events', () => {
    const queryClient = seeded(1);
    applyNotificationEvent(queryClient, { type: 'swap_updated', swapRequestId: 'x' });
    expect(flattenNotifications(queryClient.getQueryData(notificationKeys.list))).toHaveLength(1);
    expect(queryClient.getQueryData(notificationKeys.unreadCount)).toEqual({ unreadCount: 1 });
  });
});
