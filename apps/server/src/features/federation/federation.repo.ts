import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
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

  /** What other servers were last sent of an object; null when they never had it. */
  async published(object: string): Promise<{ actor: string; uri: string; digest: string } | null> {
    const [row] = await db
      .select({ actor: federationPublished.actor, uri: federationPublished.uri, digest: federationPublished.digest })
      .from(federationPublished)
      .where(eq(federationPublished.object, object));
    return row ?? null;
  },

  async markPublished(object: string, sent: { actor: string; uri: string; digest: string }): Promise<void> {
    await db
      .insert(federationPublished)
      .values({ object, ...sent })
      .onConflictDoUpdate({ target: federationPublished.object, set: { ...sent, updatedAt: sql`now()` } });
  },

  /** Objects a member published, for a change to the member (suspension, leaving federation) to reach. */
  publishedBy: async (actor: string): Promise<string[]> =>
    (await db.select({ object: federationPublished.object }).from(federationPublished).where(eq(federationPublished.actor, actor))).map(
      (row) => row.object,
    ),

  async forgetPublished(object: string): Promise<void> {
    await db.delete(federationPublished).where(eq(federationPublished.object, object));
  },

  /** Whether a server, or any domain it is under, was cut off by an admin. */
  async isBlockedDomain(host: string): Promise<boolean> {
    const labels = host.toLowerCase().split('.');
    const candidates = labels.map((_, index) => labels.slice(index).join('.'));
    const [row] = await db
      .select({ domain: federationBlockedDomains.domain })
      .from(federationBlockedDomains)
      .where(inArray(federationBlockedDomains.domain, candidates))
      .limit(1);
    return row !== undefined;
  },

  blockedDomains: () =>
    db
      .select({ domain: federationBlockedDomains.domain, createdAt: federationBlockedDomains.createdAt })
      .from(federationBlockedDomains)
      .orderBy(desc(federationBlockedDomains.createdAt)),

  /** Cuts a server off: its accounts stop following anyone here, in the same step. */
  async blockDomain(domain: string): Promise<void> {
    const host = sql`substring(${federationFollowers.followerUri} from '^[a-z]+://([^/]+)')`;
    await db.transaction(async (tx) => {
      await tx.insert(federationBlockedDomains).values({ domain }).onConflictDoNothing();
      await tx.delete(federationFollowers).where(or(sql`${host} = ${domain}`, sql`${host} like ${`%.${domain}`}`));
    });
  },

  /** Answers whether there was such a block. */
  async unblockDomain(domain: string): Promise<boolean> {
    const removed = await db
      .delete(federationBlockedDomains)
      .where(eq(federationBlockedDomains.domain, domain))
      .returning({ domain: federationBlockedDomains.domain });
    return removed.length > 0;
  },
});

export type FederationRepo = ReturnType<typeof federationRepo>;
