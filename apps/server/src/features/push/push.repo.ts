import { and, desc, eq, gt, isNull, ne, notExists, notInArray, or, sql } from 'drizzle-orm';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/push';
import type { Database } from '../../platform/db';
import { sessionRows } from '../auth/auth.reads';

/** The endpoint the session's device is subscribed with, or null. */
export async function findSessionEndpoint(db: Database, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.sessionId, sessionId))
    .limit(1);
  return row?.endpoint ?? null;
}

const sessionLive = and(isNull(sessionRows.revokedAt), gt(sessionRows.expiresAt, sql`now()`));

/** Rolls the save back: the endpoint is another member's live subscription. */
class EndpointTaken extends Error {}

/**
 * Makes the endpoint the session's subscription: replaces the session's earlier one, and takes the
 * endpoint over from whichever session had it if that was the same member's, or a sign-in that has
 * ended (the same browser, signed in before). An endpoint another member's live sign-in holds is
 * left alone: answers false and changes nothing. The member's subscriptions beyond `keep`, least
 * recently subscribed first, are dropped.
 */
export async function saveSubscription(
  db: Database,
  row: { userId: string; sessionId: string; endpoint: string; p256dh: string; auth: string },
  keep: number,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.sessionId, row.sessionId), ne(pushSubscriptions.endpoint, row.endpoint)));
      const [saved] = await tx
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: row.userId, sessionId: row.sessionId, p256dh: row.p256dh, auth: row.auth, createdAt: sql`now()` },
          setWhere: or(
            eq(pushSubscriptions.userId, row.userId),
            notExists(
              tx
                .select({ id: sessionRows.id })
                .from(sessionRows)
                .where(and(eq(sessionRows.id, pushSubscriptions.sessionId), sessionLive)),
            ),
          ),
        })
        .returning({ id: pushSubscriptions.id });
      if (!saved) throw new EndpointTaken();
      const kept = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, row.userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(keep);
      await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, row.userId), notInArray(pushSubscriptions.id, kept)));
    });
    return true;
  } catch (error) {
    if (error instanceof EndpointTaken) return false;
    throw error;
  }
}

export async function deleteSessionSubscription(db: Database, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

export async function deleteSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Whether any device of the member would receive a push now. */
export async function hasLiveSubscription(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(sessionRows, eq(sessionRows.id, pushSubscriptions.sessionId))
    .where(and(eq(pushSubscriptions.userId, userId), sessionLive))
    .limit(1);
  return Boolean(row);
}

/** Every subscription of the member, each saying whether its session is still live. */
export async function listSubscriptions(db: Database, userId: string) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      live: sql<boolean>`${sessionLive}`,
    })
    .from(pushSubscriptions)
    .innerJoin(sessionRows, eq(sessionRows.id, pushSubscriptions.sessionId))
    .where(eq(pushSubscriptions.userId, userId));
}

export async function wasDelivered(db: Database, subscriptionId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: pushDeliveries.key })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.subscriptionId, subscriptionId), eq(pushDeliveries.key, key)))
    .limit(1);
  return Boolean(row);
}

export async function recordDelivery(db: Database, subscriptionId: string, key: string): Promise<void> {
  await db.insert(pushDeliveries).values({ subscriptionId, key }).onConflictDoNothing();
}
