import { and, eq, inArray, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications';
import { selectRows, type Database } from '../../platform/db';
import { prepareKeysetPages, type KeysetPosition } from '../../platform/cursor';
import { memberRowsAs } from '../auth/auth.reads';
import { profileRowsAs } from '../profiles/profiles.reads';

export type NotificationRow = typeof notifications.$inferSelect;
/** A notification as stored, its words already in its recipient's language. */
export type NotificationInsert = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'type' | 'title' | 'message' | 'otherUserId' | 'swapRequestId' | 'conversationId' | 'meetId' | 'userPlantId'
>;

const other = memberRowsAs('notification_other_user');
const otherProfile = profileRowsAs('notification_other_profile');

function selectNotifications(db: Database) {
  return db
    .select({
      notification: notifications,
      other: { id: other.id, username: other.username, fullName: otherProfile.fullName, avatarUrl: otherProfile.avatarUrl },
      cursorAt: sql<string>`${notifications.createdAt}::text`,
    })
    .from(notifications)
    .leftJoin(other, eq(other.id, notifications.otherUserId))
    .leftJoin(otherProfile, eq(otherProfile.id, notifications.otherUserId));
}

export type NotificationWithOtherRow = Awaited<ReturnType<ReturnType<typeof selectNotifications>['execute']>>[number];

export async function insertNotifications(db: Database, items: NotificationInsert[]): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = await db.insert(notifications).values(items).returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

/** A conversation here (a new_message entry) or with an account on another server (a message entry). */
export type MessageEntryConversation = { conversationId: string } | { remoteConversationId: string };

/**
 * A notification of unread messages in a conversation, unless one the member has not read is
 * already waiting: many messages in a row make one bell entry, not one each. A unique index keeps it
 * one when two instances add it at the same moment. Answers the new id, if any.
 */
export async function insertMessageNotification(
  db: Database,
  item: Pick<NotificationInsert, 'userId' | 'title' | 'message' | 'otherUserId'> & MessageEntryConversation,
): Promise<string | null> {
  const [type, column, conversationId] =
    'remoteConversationId' in item
      ? (['message', notifications.remoteConversationId, item.remoteConversationId] as const)
      : (['new_message', notifications.conversationId, item.conversationId] as const);
  const name = sql.identifier(column.name);
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`
    insert into ${notifications} (user_id, type, title, message, other_user_id, ${name})
    values (${item.userId}::uuid, ${type}, ${item.title}, ${item.message}, ${item.otherUserId ?? null}::uuid, ${conversationId}::uuid)
    on conflict do nothing
    returning id`,
  );
  return row?.id ?? null;
}

export async function findNotificationsByIds(db: Database, ids: string[]): Promise<NotificationWithOtherRow[]> {
  if (ids.length === 0) return [];
  return selectNotifications(db).where(inArray(notifications.id, ids));
}

/** The member's notifications newest first, limit + 1 after the cursor. */
/** The member's bell, newest first: up to limit + 1 notifications after the cursor. */
export function prepareNotificationPages(db: Database) {
  const pages = prepareKeysetPages('notifications', (name, after) =>
    selectNotifications(db)
      .where(and(eq(notifications.userId, sql.placeholder('user')), after?.(notifications.createdAt, notifications.id)))
      .orderBy(sql`${notifications.createdAt} desc`, sql`${notifications.id} desc`)
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return (userId: string, after: KeysetPosition | undefined, limit: number): Promise<NotificationWithOtherRow[]> =>
    pages({ user: userId, limit: limit + 1 }, after);
}

/** Marks one of the member's notifications read; false when it is not theirs (or does not exist). */
export async function markNotificationRead(db: Database, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(db: Database, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

/** Reading a conversation also reads the bell's message entries for it. */
export async function markConversationNotificationsRead(
  db: Database,
  userId: string,
  conversation: MessageEntryConversation,
): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        'remoteConversationId' in conversation
          ? eq(notifications.remoteConversationId, conversation.remoteConversationId)
          : eq(notifications.conversationId, conversation.conversationId),
        eq(notifications.isRead, false),
        inArray(notifications.type, ['new_message', 'message']),
      ),
    );
}

export async function deleteNotification(db: Database, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}
