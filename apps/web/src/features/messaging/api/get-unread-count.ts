import { MESSAGE_UNREAD_POLL_MS, MESSAGE_UNREAD_STALE_MS } from '@rootshare/contracts/limits';
import { unreadCountQuery } from '@/lib/unread-count';
import { messagingKeys } from './keys';

/** GET /messages/unread-count: messages sent to the member and not read yet; polled every 60 s, fresh for 30 s. */
const unreadMessages = unreadCountQuery({
  path: '/messages/unread-count',
  queryKey: messagingKeys.unreadCount,
  pollMs: MESSAGE_UNREAD_POLL_MS,
  staleMs: MESSAGE_UNREAD_STALE_MS,
});

export const useUnreadCount = unreadMessages.useCount;
