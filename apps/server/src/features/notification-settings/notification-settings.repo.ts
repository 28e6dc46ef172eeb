import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { notificationSettings } from '../../db/schema/notification-settings';
import type { Database } from '../../platform/db';
import { memberRows } from '../auth/auth.reads';

export type NotificationSettingsRow = Omit<typeof notificationSettings.$inferSelect, 'updatedAt'>;

/** The saved choices of these members (a member who never saved has no row). */
export function findSettings(db: Database, userIds: string[]): Promise<NotificationSettingsRow[]> {
  return db
    .select({
      userId: notificationSettings.userId,
      swapRequests: notificationSettings.swapRequests,
      swapAnswers: notificationSettings.swapAnswers,
      swapCompleted: notificationSettings.swapCompleted,
      reviews: notificationSettings.reviews,
      unreadMessages: notificationSettings.unreadMessages,
      meets: notificationSettings.meets,
      wishlistMatches: notificationSettings.wishlistMatches,
      careReminders: notificationSettings.careReminders,
      weeklyDigest: notificationSettings.weeklyDigest,
    })
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, userIds));
}

/** Stores every choice of a member at once (a first save makes their row). */
export async function saveSettings(db: Database, row: NotificationSettingsRow): Promise<void> {
  const { userId: _key, ...choices } = row;
  await db
    .insert(notificationSettings)
    .values(row)
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...choices, updatedAt: new Date() } });
}

/** Members who asked for the weekly digest and may be mailed: a verified address, not suspended. */
export async function findDigestRecipients(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: memberRows.id })
    .from(notificationSettings)
    .innerJoin(memberRows, eq(memberRows.id, notificationSettings.userId))
    .where(and(eq(notificationSettings.weeklyDigest, true), isNotNull(memberRows.emailVerifiedAt), isNull(memberRows.suspendedAt)));
  return rows.map((row) => row.id);
}
