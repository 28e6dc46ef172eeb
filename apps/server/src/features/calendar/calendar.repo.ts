import { and, eq, isNull } from 'drizzle-orm';
import { calendarFeeds } from '../../db/schema/calendar';
import type { Database } from '../../platform/db';
import { memberRows } from '../auth/auth.reads';

export async function findFeedOf(db: Database, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .limit(1);
  return row;
}

/** The member a feed token's hash belongs to, unless they are suspended (docs/security.md S81). */
export async function findFeedOwner(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(memberRows, eq(memberRows.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(memberRows.suspendedAt)))
    .limit(1);
  return row?.userId;
}

/** Replaces the member's feed token: the old address stops working at once. */
export async function replaceFeed(db: Database, userId: string, tokenHash: string): Promise<Date> {
  const createdAt = new Date();
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } });
  return createdAt;
}

export async function deleteFeed(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
