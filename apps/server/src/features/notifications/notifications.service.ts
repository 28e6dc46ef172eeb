import type { NotificationPage } from '@rootshare/contracts/notifications';
import { decodeCursor, pageOf } from '../../platform/cursor';
import type { Database } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { RealtimeService } from '../realtime/realtime.service';
import { presentNotification } from './notifications.presenter';
import {
  countUnreadNotifications,
  deleteNotification,
  findNotificationsByIds,
  insertMessageNotification,
  insertNotifications,
  listNotifications,
  markAllNotificationsRead,
  markConversationNotificationsRead,
  markNotificationRead,
  type NewNotification,
} from './notifications.repo';

export type { NewNotification };

const NOTIFICATION_NOT_FOUND = 'Notification not found';
const PREVIEW_CHARS = 100;

interface NotificationsDeps {
  db: Database;
  realtime: RealtimeService;
  onError(error: unknown): void;
}

export function createNotificationsService({ db, realtime, onError }: NotificationsDeps) {
  /** Pushes stored notifications to their owners' sockets so the bell updates at once. */
  async function announce(ids: string[]): Promise<void> {
    for (const row of await findNotificationsByIds(db, ids)) {
      await realtime.publish([row.notification.userId], { type: 'notification', notification: presentNotification(row) });
    }
  }

  return {
    /** Stores notifications with the change that caused them (pass the transaction); announce the ids after it commits. */
    record: (tx: Database, items: NewNotification[]) => insertNotifications(tx, items),

    /** Sends recorded notifications over the socket; a failure is logged, the bell's poll catches up. */
    announce: (ids: string[]) => announce(ids).catch(onError),

    /** One bell entry for unread messages in a conversation, announced at once. */
    async notifyNewMessage(recipientId: string, senderId: string, senderName: string, conversationId: string, content: string): Promise<void> {
      const preview = content.length > PREVIEW_CHARS ? `${content.slice(0, PREVIEW_CHARS - 1)}…` : content;
      const id = await insertMessageNotification(db, { userId: recipientId, type: 'new_message', title: 'New message', message: `${senderName}: ${preview}`, otherUserId: senderId, conversationId });
      if (id) await announce([id]).catch(onError);
    },

    /** The member's notifications, newest first. */
    async list(userId: string, cursor: string | undefined, limit: number): Promise<NotificationPage> {
      const rows = await listNotifications(db, userId, decodeCursor(cursor), limit);
      const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.notification.id }));
      return { notifications: page.items.map(presentNotification), nextCursor: page.nextCursor };
    },

    async markRead(userId: string, id: string): Promise<void> {
      if (!(await markNotificationRead(db, id, userId))) throw notFound(NOTIFICATION_NOT_FOUND);
    },

    markAllRead: (userId: string) => markAllNotificationsRead(db, userId),

    /** Reading a conversation reads its message notifications too. */
    markConversationRead: (userId: string, conversationId: string) => markConversationNotificationsRead(db, userId, conversationId),

    async remove(userId: string, id: string): Promise<void> {
      if (!(await deleteNotification(db, id, userId))) throw notFound(NOTIFICATION_NOT_FOUND);
    },

    unreadCount: (userId: string) => countUnreadNotifications(db, userId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
