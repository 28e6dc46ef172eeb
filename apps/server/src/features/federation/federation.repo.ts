import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { federationBlockedDomains, federationFollowers, federationPublished } from '../../db/schema/federation';
import type { Database } from '../../platform/db';
import { memberRows } from '../auth/auth.reads';
import { profileRows } from '../profiles/profiles.reads';

/** The actor this instance keeps for the town itself, beside its members' (a member's actor is their id). */
export const INSTANCE_ACTOR = 'instance';

export interface Follower {
  followerUri: string;
  inbox: string;
  sharedInbox: string | null;
  handle: string;
  followId: string;
}

/** A member other servers may see: they let people there follow them and are not suspended. */
export async function federatingMember(
  db: Database,
  by: { id: string } | { username: string },
): Promise<{ id: string; username: string } | null> {
  const which = 'id' in by ? sql`${profileRows.id}::text = ${by.id}` : sql`lower(${memberRows.username}) = lower(${by.username})`;
  const [row] = await db
    .select({ id: profileRows.id, username: memberRows.username })
    .from(profileRows)
    .innerJoin(memberRows, eq(memberRows.id, profileRows.id))
    .where(and(which, eq(profileRows.federates, true), isNull(memberRows.suspendedAt)));
  return row ?? null;
}

/** The member's own choice, with the username their handle is made of; null for an id with no profile. */
export async function federationChoice(db: Database, id: string): Promise<{ username: string; federates: boolean } | null> {
  const [row] = await db
    .select({ username: memberRows.username, federates: profileRows.federates })
    .from(profileRows)
    .innerJoin(memberRows, eq(memberRows.id, profileRows.id))
    .where(eq(profileRows.id, id));
  return row ?? null;
}

export const federationRepo = (db: Database) => ({
  async addFollower(actor: string, follower: Follower): Promise<void> {
    await db
      .insert(federationFollowers)
      .values({ actor, ...follower })
      .onConflictDoUpdate({
        target: [federationFollowers.actor, federationFollowers.followerUri],
        set: { inbox: follower.inbox, sharedInbox: follower.sharedInbox, handle: follower.handle, followId: follower.followId },
      });
  },

  /** Ends a follow, named by its Follow activity or by who follows; answers whether there was one. */
  async removeFollower(actor: string, followerUri: string): Promise<boolean> {
    const removed = await db
      .delete(federationFollowers)
      .where(and(eq(federationFollowers.actor, actor), eq(federationFollowers.followerUri, followerUri)))
      .returning({ actor: federationFollowers.actor });
    return removed.length > 0;
  },

  followers: (actor: string): Promise<Follower[]> =>
    db
      .select({
        followerUri: federationFollowers.followerUri,
        inbox: federationFollowers.inbox,
        sharedInbox: federationFollowers.sharedInbox,
        handle: federationFollowers.handle,
        followId: federationFollowers.followId,
      })
      .from(federationFollowers)
      .where(eq(federationFollowers.actor, actor))
      .orderBy(federationFollowers.createdAt),

  async followerCount(actor: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(federationFollowers).where(eq(federationFollowers.actor, actor));
    return row?.n ?? 0;
  },

  /** Who published an object, when it was delivered before; null when other servers never had it. */
  async publishedBy(object: string): Promise<string | null> {
    const [row] = await db
      .select({ actor: federationPublished.actor })
      .from(federationPublished)
      .where(eq(federationPublished.object, object));
    return row?.actor ?? null;
  },

  async markPublished(object: string, actor: string): Promise<void> {
    await db
      .insert(federationPublished)
      .values({ object, actor })
      .onConflictDoUpdate({ target: federationPublished.object, set: { actor, updatedAt: sql`now()` } });
  },

  async forgetPublished(object: string): Promise<void> {
    await db.delete(federationPublished).where(eq(federationPublished.object, object));
  },

  async isBlockedDomain(host: string): Promise<boolean> {
    const [row] = await db
      .select({ domain: federationBlockedDomains.domain })
      .from(federationBlockedDomains)
      .where(eq(federationBlockedDomains.domain, host.toLowerCase()));
    return row !== undefined;
  },
});

export type FederationRepo = ReturnType<typeof federationRepo>;
