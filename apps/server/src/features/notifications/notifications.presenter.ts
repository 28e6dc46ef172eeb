import type { Notification } from '@rootshare/contracts/notifications';
import type { NotificationWithOtherRow } from './notifications.repo';

/** A notification as its owner sees it, over REST and over the socket alike. */
export function presentNotification({ notification: n, other }: NotificationWithOtherRow): Notification {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    is_read: n.isRead,
    created_at: n.createdAt.toISOString(),
    swap_request_id: n.swapRequestId,
    conversation_id: n.conversationId,
    remote_conversation_id: n.remoteConversationId,
    meet_id: n.meetId,
    user_plant_id: n.userPlantId,
    other_user:
      other?.id && other.username
        ? { id: other.id, username: other.username, full_name: other.fullName, avatar_url: other.avatarUrl }
        : null,
  };
}
