import { FALLBACK_LANGUAGE, type Language } from '@rootshare/contracts/languages';
import { NOTIFICATION_GROUP_OF_TYPE, UNREAD_MESSAGE_MAIL_DELAY_MINUTES } from '@rootshare/contracts/notification-settings';
import { NOTIFICATION_NOT_FOUND, type NotificationPage } from '@rootshare/contracts/notifications';
import { decodeCursor, pageOf } from '../../platform/cursor';
import type { Database } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import { languageOf, languagesOf } from '../auth/auth.reads';
import type { BlocksService } from '../blocks/blocks.service';
import type { RealtimeService } from '../realtime/realtime.service';
import { presentNotification } from './notifications.presenter';
import {
  countUnreadNotifications,
  deleteNotification,
  findNotificationsByIds,
  insertMessageNotification,
  insertNotifications,
  prepareNotificationPages,
  markAllNotificationsRead,
  markConversationNotificationsRead,
  markNotificationRead,
  type MessageEntryConversation,
  type NotificationInsert,
} from './notifications.repo';
import type { NoticeWords } from './notice-words';

/** A notification to record: for whom, about what, and its words in every language. */
export type NewNotification = Omit<NotificationInsert, 'title' | 'message'> & { words: NoticeWords };

/** The bell's title for unread messages; the line is the sender's name and the message's opening. */
const NEW_MESSAGE_TITLE: Readonly<Record<Language, string>> = { en: 'New message', 'fr-CA': 'Nouveau message', 'es-US': 'Mensaje nuevo' };
const REMOTE_MESSAGE_TITLE: Readonly<Record<Language, string>> = {
  en: 'New message from another server',
  'fr-CA': 'Nouveau message d’un autre serveur',
  'es-US': 'Mensaje nuevo de otro servidor',
};

/**
 * How long this instance trusts that a member already has an unread message entry for a
 * conversation. Reading on this instance forgets it at once; on another instance, a new entry
 * may wait this long (the Messages badge is exact either way).
 */
const WAITING_ENTRY_TTL_MS = 30_000;
const WAITING_ENTRY_MEMBERS_MAX = 50_000;
const PREVIEW_CHARS = 100;

interface NotificationsDeps {
  db: Database;
  realtime: RealtimeService;
  blocks: Pick<BlocksService, 'apart'>;
  /** Queues the mail and push of each new notification (the notification-mail job decides what goes out). */
  jobs: Pick<JobQueue, 'sendMany'>;
  onError(error: unknown): void;
}

export function createNotificationsService({ db, realtime, blocks, jobs, onError }: NotificationsDeps) {
  const listNotificationPage = prepareNotificationPages(db);
  // member → conversation (here or with an account elsewhere) → until when an unread message entry is known to wait in their bell.
  // Most messages follow another in the same conversation; this spares each of them a query.
  const waitingEntries = new Map<string, Map<string, number>>();
  const entryKey = (conversation: MessageEntryConversation) =>
    'remoteConversationId' in conversation ? conversation.remoteConversationId : conversation.conversationId;
  const entryWaits = (userId: string, conversationId: string) => (waitingEntries.get(userId)?.get(conversationId) ?? 0) > Date.now();
  const rememberEntry = (userId: string, conversationId: string) => {
    if (!waitingEntries.has(userId) && waitingEntries.size >= WAITING_ENTRY_MEMBERS_MAX) waitingEntries.clear();
    const conversations = waitingEntries.get(userId) ?? new Map<string, number>();
    conversations.set(conversationId, Date.now() + WAITING_ENTRY_TTL_MS);
    waitingEntries.set(userId, conversations);
  };

  /**
   * Pushes stored notifications to their owners' sockets so the bell updates at once, and queues
   * the mail of those a member can be mailed about, once per notification (its id is the job's
   * key). A message entry waits: it is mailed only if still unread by then (docs/notifications.md).
   */
  async function announce(ids: string[]): Promise<void> {
    const mails: Array<{ data: { notificationId: string }; key: string; startAfterSeconds?: number }> = [];
    for (const row of await findNotificationsByIds(db, ids)) {
      const { id, type, userId } = row.notification;
      await realtime.publish([userId], { type: 'notification', notification: presentNotification(row) }).catch(onError);
      if (!NOTIFICATION_GROUP_OF_TYPE[type]) continue;
      const delay = type === 'new_message' || type === 'message' ? { startAfterSeconds: UNREAD_MESSAGE_MAIL_DELAY_MINUTES * 60 } : {};
      mails.push({ data: { notificationId: id }, key: id, ...delay });
    }
    // Their mail jobs in one statement, however many (a sweep of care reminders announces hundreds).
    await jobs.sendMany('notification-mail', mails).catch(onError);
  }

  return {
    /** Stores notifications with the change that caused them (pass the transaction); announce the ids after it commits. */
    // None comes from a member the recipient blocked, or who blocked them.
    async record(tx: Database, items: NewNotification[]): Promise<string[]> {
      const wanted = await Promise.all(
        items.map(async (item) => !item.otherUserId || !(await blocks.apart(item.userId, item.otherUserId, tx))),
      );
      const kept = items.filter((_, i) => wanted[i]);
      const languages = await languagesOf(tx, [...new Set(kept.map((item) => item.userId))]);
      return insertNotifications(
        tx,
        kept.map(({ words, ...item }) => ({ ...item, ...words(languages.get(item.userId) ?? FALLBACK_LANGUAGE) })),
      );
    },

    /** Sends recorded notifications over the socket and queues their mail; a failure is logged, the bell's poll catches up. */
    announce: (ids: string[]) => announce(ids).catch(onError),

    /**
     * One bell entry for unread messages in a conversation, announced at once: from a member here
     * (sender is their id), or from an account on another server (sender is null, the name its handle).
     */
    async notifyUnreadMessage(
      recipientId: string,
      sender: { id: string | null; name: string },
      conversation: MessageEntryConversation,
      content: string,
    ): Promise<void> {
      const key = entryKey(conversation);
      if (entryWaits(recipientId, key) || (sender.id && (await blocks.apart(recipientId, sender.id)))) return;
      const preview = content.length > PREVIEW_CHARS ? `${content.slice(0, PREVIEW_CHARS - 1)}…` : content;
      const language = await languageOf(db, recipientId);
      const id = await insertMessageNotification(db, {
        userId: recipientId,
        title: ('remoteConversationId' in conversation ? REMOTE_MESSAGE_TITLE : NEW_MESSAGE_TITLE)[language],
        message: `${sender.name}: ${preview}`,
        otherUserId: sender.id,
        ...conversation,
      });
      // Inserted now or already waiting unread: either way there is an entry until it is read.
      rememberEntry(recipientId, key);
      if (id) await announce([id]).catch(onError);
    },

    /** The member's notifications, newest first. */
    async list(userId: string, cursor: string | undefined, limit: number): Promise<NotificationPage> {
      const rows = await listNotificationPage(userId, decodeCursor(cursor), limit);
      const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.notification.id }));
      return { notifications: page.items.map(presentNotification), nextCursor: page.nextCursor };
    },

    async markRead(userId: string, id: string): Promise<void> {
      waitingEntries.delete(userId);
      if (!(await markNotificationRead(db, id, userId))) throw notFound(NOTIFICATION_NOT_FOUND);
    },

    async markAllRead(userId: string): Promise<void> {
      waitingEntries.delete(userId);
      await markAllNotificationsRead(db, userId);
    },

    /** Reading a conversation (here or with an account elsewhere) reads its message notifications too. */
    async markConversationRead(userId: string, conversation: MessageEntryConversation): Promise<void> {
      waitingEntries.get(userId)?.delete(entryKey(conversation));
      await markConversationNotificationsRead(db, userId, conversation);
    },

    async remove(userId: string, id: string): Promise<void> {
      waitingEntries.delete(userId);
      if (!(await deleteNotification(db, id, userId))) throw notFound(NOTIFICATION_NOT_FOUND);
    },

    unreadCount: (userId: string) => countUnreadNotifications(db, userId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
