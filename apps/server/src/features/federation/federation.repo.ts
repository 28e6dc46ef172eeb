import { and, asc, count, desc, eq, exists, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  federationBlockedDomains,
  federationConnections,
  federationConversations,
  federationKeys,
  federationFollowers,
  federationFollowing,
  federationLikesSent,
  federationPublished,
  federationRemoteLikes,
  federationRemoteObjects,
  federationReplies,
} from '../../db/schema/federation';
import { pgErrorCode, type Database } from '../../platform/db';
import { containing } from '../../platform/like';
import { memberRows } from '../auth/auth.reads';
import { addToLikesCount, putRemoteComment, removeRemoteComments, type RemoteCommentInput } from '../posts/posts.writes';
import { meetRows } from '../meets/meets.reads';
import { profileRows } from '../profiles/profiles.reads';
import { userPlantRows } from '../user-plants/user-plants.reads';
import { accountDetails } from './federation-messages.repo';

const FOREIGN_KEY_VIOLATION = '23503';

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

  /** Whether the actor ever federated: its keys are kept after it stops, to sign its goodbye. */
  async hasKeys(actor: string): Promise<boolean> {
    const [row] = await db.select({ actor: federationKeys.actor }).from(federationKeys).where(eq(federationKeys.actor, actor)).limit(1);
    return row !== undefined;
  },

  async removeFollowers(actor: string): Promise<void> {
    await db.delete(federationFollowers).where(eq(federationFollowers.actor, actor));
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

  /** The newest listings and meets other servers were sent, for a newly connected town. */
  /**
   * Meets still to come and listings up for swap of members who let other servers follow them, as
   * published-object keys, meets first: what a newly connected town is sent, whether or not any
   * server was sent them before (the demo community's were listed before anyone followed).
   */
  async listingsAndMeetsUp(limit: number): Promise<string[]> {
    const federates = (owner: typeof userPlantRows.userId | typeof meetRows.hostId) =>
      db
        .select({ id: profileRows.id })
        .from(profileRows)
        .where(and(eq(profileRows.id, owner), eq(profileRows.federates, true)));
    const [upcoming, listings] = await Promise.all([
      db
        .select({ id: meetRows.id })
        .from(meetRows)
        .where(
          and(sql`${meetRows.endsAt} > now()`, isNull(meetRows.cancelledAt), isNull(meetRows.hiddenAt), exists(federates(meetRows.hostId))),
        )
        .orderBy(asc(meetRows.startsAt))
        .limit(limit),
      db
        .select({ id: userPlantRows.id })
        .from(userPlantRows)
        .where(and(eq(userPlantRows.availableForSwap, true), exists(federates(userPlantRows.userId))))
        .orderBy(desc(userPlantRows.createdAt))
        .limit(limit),
    ]);
    return [...upcoming.map((meet) => `meet:${meet.id}`), ...listings.map((plant) => `listing:${plant.id}`)].slice(0, limit);
  },

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

  /**
   * Cuts a server off in one step: its accounts stop following anyone here and being followed, and
   * what they published, their replies to members' posts among it and conversations with them, goes; answers the posts those replies were on.
   */
  async blockDomain(domain: string): Promise<string[]> {
    const host = sql`substring(${federationFollowers.followerUri} from '^[a-z]+://([^/]+)')`;
    return db.transaction(async (tx) => {
      await tx.insert(federationBlockedDomains).values({ domain }).onConflictDoNothing();
      await tx
        .delete(federationConnections)
        .where(or(eq(federationConnections.host, domain), sql`${federationConnections.host} like ${`%.${domain}`}`));
      await tx.delete(federationFollowers).where(or(sql`${host} = ${domain}`, sql`${host} like ${`%.${domain}`}`));
      for (const [table, column] of [
        [federationFollowing, federationFollowing.actorUri],
        [federationRemoteObjects, federationRemoteObjects.actorUri],
        [federationConversations, federationConversations.actorUri],
      ] as const) {
        const actorHost = sql`substring(${column} from '^[a-z]+://([^/]+)')`;
        await tx.delete(table).where(or(sql`${actorHost} = ${domain}`, sql`${actorHost} like ${`%.${domain}`}`));
      }
      return removeRemoteComments(tx, { domain });
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

  async addFollowing(memberId: string, account: RemoteAccountRow): Promise<void> {
    await db
      .insert(federationFollowing)
      .values({ memberId, ...account })
      .onConflictDoUpdate({
        target: [federationFollowing.memberId, federationFollowing.actorUri],
        set: { ...accountDetails(account), followId: account.followId },
      });
  },

  /** The member's follow of an account, which an Undo must name; null when they do not follow it. */
  async following(memberId: string, actorUri: string): Promise<{ followId: string; inbox: string } | null> {
    const [row] = await db
      .select({ followId: federationFollowing.followId, inbox: federationFollowing.inbox })
      .from(federationFollowing)
      .where(and(eq(federationFollowing.memberId, memberId), eq(federationFollowing.actorUri, actorUri)));
    return row ?? null;
  },

  /** Ends the member's follow; what only they followed goes with it. */
  async removeFollowing(memberId: string, actorUri: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .delete(federationFollowing)
        .where(and(eq(federationFollowing.memberId, memberId), eq(federationFollowing.actorUri, actorUri)));
      const stillFollowed = await tx.select({ n: count() }).from(federationFollowing).where(eq(federationFollowing.actorUri, actorUri));
      if ((stillFollowed[0]?.n ?? 0) === 0) await tx.delete(federationRemoteObjects).where(eq(federationRemoteObjects.actorUri, actorUri));
    });
  },

  /** The other server accepted one of our follows (named by its id), as the account it was sent to. */
  async markAccepted(followId: string, actorUri: string): Promise<void> {
    await db
      .update(federationFollowing)
      .set({ acceptedAt: sql`now()` })
      .where(and(eq(federationFollowing.followId, followId), eq(federationFollowing.actorUri, actorUri)));
  },

  followingOf: (memberId: string) =>
    db.select().from(federationFollowing).where(eq(federationFollowing.memberId, memberId)).orderBy(desc(federationFollowing.createdAt)),

  /** Whether anyone here follows the account, and so keeps what it publishes. */
  async isFollowedHere(actorUri: string): Promise<boolean> {
    const [row] = await db
      .select({ actor: federationFollowing.actorUri })
      .from(federationFollowing)
      .where(and(eq(federationFollowing.actorUri, actorUri), isNotNull(federationFollowing.acceptedAt)))
      .limit(1);
    return row !== undefined;
  },

  /** Keeps what an account published, or its newer version; only its own author replaces it. */
  async keepRemoteObject(object: RemoteObjectRow): Promise<void> {
    await db
      .insert(federationRemoteObjects)
      .values(object)
      .onConflictDoUpdate({
        target: federationRemoteObjects.uri,
        set: { ...object, updatedAt: sql`now()` },
        setWhere: eq(federationRemoteObjects.actorUri, object.actorUri),
      });
  },

  /** Removes what the account published, as only it may; answers whether there was such a thing. */
  async removeRemoteObject(uri: string, actorUri: string): Promise<boolean> {
    const removed = await db
      .delete(federationRemoteObjects)
      .where(and(eq(federationRemoteObjects.uri, uri), eq(federationRemoteObjects.actorUri, actorUri)))
      .returning({ uri: federationRemoteObjects.uri });
    return removed.length > 0;
  },

  /** The members here who follow the account, and whose follow it accepted. */
  followersHereOf: async (actorUri: string): Promise<string[]> =>
    (
      await db
        .select({ memberId: federationFollowing.memberId })
        .from(federationFollowing)
        .where(and(eq(federationFollowing.actorUri, actorUri), isNotNull(federationFollowing.acceptedAt)))
    ).map((row) => row.memberId),

  /** What the accounts the member follows (and that accepted) published, newest first, with who they are. */
  feedOf: (memberId: string, limit: number) =>
    db
      .select({ object: federationRemoteObjects, author: federationFollowing })
      .from(federationRemoteObjects)
      .innerJoin(
        federationFollowing,
        and(eq(federationFollowing.actorUri, federationRemoteObjects.actorUri), eq(federationFollowing.memberId, memberId)),
      )
      .where(isNotNull(federationFollowing.acceptedAt))
      .orderBy(desc(federationRemoteObjects.publishedAt))
      .limit(limit),

  /** A like from elsewhere, counted once per account; false when it was already counted or the post is gone. */
  async addRemoteLike(postId: string, actorUri: string, likeId: string): Promise<boolean> {
    try {
      return await db.transaction(async (tx) => {
        const added = await tx
          .insert(federationRemoteLikes)
          .values({ postId, actorUri, likeId })
          .onConflictDoNothing()
          .returning({ postId: federationRemoteLikes.postId });
        if (added.length > 0) await addToLikesCount(tx, postId, 1);
        return added.length > 0;
      });
    } catch (error) {
      // A like of a post that is gone (or never was) counts for nothing.
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) return false;
      throw error;
    }
  },

  /** Takes back a like, named by its activity's id, as only its own account may; answers the post it was on. */
  async removeRemoteLike(likeId: string, actorUri: string): Promise<string | null> {
    return db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(federationRemoteLikes)
        .where(and(eq(federationRemoteLikes.likeId, likeId), eq(federationRemoteLikes.actorUri, actorUri)))
        .returning({ postId: federationRemoteLikes.postId });
      if (removed) await addToLikesCount(tx, removed.postId, -1);
      return removed?.postId ?? null;
    });
  },

  /** A reply from another server to a member's post, kept or edited as a comment; answers whether it changed. */
  putRemoteComment: (reply: RemoteCommentInput): Promise<boolean> => putRemoteComment(db, reply),

  /** Removes a reply from another server that its author deleted, or all of an account deleted there; answers the posts they were on. */
  removeRemoteComment: (uri: string, actorUri: string): Promise<string[]> =>
    removeRemoteComments(db, uri === actorUri ? { actorUri } : { uri, actorUri }),

  /** An item of the member's own feed (by an account they follow, that accepted), with its author and where they get activities. */
  async feedItem(memberId: string, uri: string) {
    const [row] = await db
      .select({
        actorUri: federationFollowing.actorUri,
        inbox: federationFollowing.inbox,
        handle: federationFollowing.handle,
        name: federationFollowing.name,
        iconUrl: federationFollowing.iconUrl,
        url: federationFollowing.url,
        item: { name: federationRemoteObjects.name, text: federationRemoteObjects.text, url: federationRemoteObjects.url },
      })
      .from(federationRemoteObjects)
      .innerJoin(
        federationFollowing,
        and(eq(federationFollowing.actorUri, federationRemoteObjects.actorUri), eq(federationFollowing.memberId, memberId)),
      )
      .where(and(eq(federationRemoteObjects.uri, uri), isNotNull(federationFollowing.acceptedAt)));
    return row ?? null;
  },

  async addReply(reply: typeof federationReplies.$inferInsert): Promise<typeof federationReplies.$inferSelect> {
    const [row] = await db.insert(federationReplies).values(reply).returning();
    if (!row) throw new Error('insert returned no reply');
    return row;
  },

  /** A member's reply, by the id it is served at. */
  async reply(id: string): Promise<typeof federationReplies.$inferSelect | null> {
    const [row] = await db
      .select()
      .from(federationReplies)
      .where(sql`${federationReplies.id}::text = ${id}`);
    return row ?? null;
  },

  /** The member's replies to and likes of the given objects, for their feed. */
  async talkOn(memberId: string, uris: string[]) {
    if (uris.length === 0) return { replies: [], liked: new Set<string>() };
    const [replies, likes] = await Promise.all([
      db
        .select()
        .from(federationReplies)
        .where(and(eq(federationReplies.memberId, memberId), inArray(federationReplies.inReplyTo, uris)))
        .orderBy(asc(federationReplies.publishedAt)),
      db
        .select({ objectUri: federationLikesSent.objectUri })
        .from(federationLikesSent)
        .where(and(eq(federationLikesSent.memberId, memberId), inArray(federationLikesSent.objectUri, uris))),
    ]);
    return { replies, liked: new Set(likes.map((like) => like.objectUri)) };
  },

  /** Records the member's like; answers false when they liked it already. */
  async addLikeSent(memberId: string, objectUri: string, likeId: string): Promise<boolean> {
    const added = await db
      .insert(federationLikesSent)
      .values({ memberId, objectUri, likeId })
      .onConflictDoNothing()
      .returning({ likeId: federationLikesSent.likeId });
    return added.length > 0;
  },

  /** Takes back the member's like; answers its Like's id, or null when they had not liked it. */
  async removeLikeSent(memberId: string, objectUri: string): Promise<string | null> {
    const [removed] = await db
      .delete(federationLikesSent)
      .where(and(eq(federationLikesSent.memberId, memberId), eq(federationLikesSent.objectUri, objectUri)))
      .returning({ likeId: federationLikesSent.likeId });
    return removed?.likeId ?? null;
  },

  /** A member who stops federating keeps no replies or likes sent from their actor: their goodbye covers them there. */
  async forgetTalk(memberId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(federationReplies).where(eq(federationReplies.memberId, memberId));
      await tx.delete(federationLikesSent).where(eq(federationLikesSent.memberId, memberId));
    });
  },
});

/** Where a town's objects come from: what one connection brought is everything from its host that no member's follow keeps. */
const remoteHost = sql`substring(${federationRemoteObjects.actorUri} from '^[a-z]+://([^/]+)')`;
const fromHost = (host: string) => sql`${remoteHost} = ${host}`;
const followedByAMember = sql`exists (select 1 from ${federationFollowing} where ${federationFollowing.actorUri} = ${federationRemoteObjects.actorUri})`;

/** Other towns this town connected with (our instance actor follows theirs), beside the members' own follows. */
export const connectionsRepo = (db: Database) => ({
  async addConnection(connection: { host: string; actorUri: string; inbox: string; followId: string }): Promise<void> {
    await db
      .insert(federationConnections)
      .values(connection)
      .onConflictDoUpdate({ target: federationConnections.host, set: { ...connection, acceptedAt: null, createdAt: sql`now()` } });
  },

  connections: () => db.select().from(federationConnections).orderBy(desc(federationConnections.createdAt)),

  async connection(host: string) {
    const [row] = await db.select().from(federationConnections).where(eq(federationConnections.host, host));
    return row ?? null;
  },

  /** The other town accepted our Follow (named by its id), as the actor it was sent to. */
  async markConnected(followId: string, actorUri: string): Promise<void> {
    await db
      .update(federationConnections)
      .set({ acceptedAt: sql`now()` })
      .where(and(eq(federationConnections.followId, followId), eq(federationConnections.actorUri, actorUri)));
  },

  /**
   * Whether this town asked to connect with the host, so its listings and meets are kept: what it
   * sends us is its answer too, since it sends them only to followers it accepted, and may come
   * before the Accept does.
   */
  async isConnected(host: string): Promise<boolean> {
    const [row] = await db
      .select({ host: federationConnections.host })
      .from(federationConnections)
      .where(eq(federationConnections.host, host));
    return row !== undefined;
  },

  /** Ends the connection in one step, with what only it brought. */
  async removeConnection(host: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(federationConnections).where(eq(federationConnections.host, host));
      await tx.delete(federationRemoteObjects).where(and(fromHost(host), sql`not ${followedByAMember}`));
      await tx.update(federationRemoteObjects).set({ kind: null }).where(fromHost(host));
    });
  },
});

export type ConnectionsRepo = ReturnType<typeof connectionsRepo>;

const METRES_PER_MILE = 1609.344;

/** The member's saved place, which Browse and the Events tab measure from without a position; undefined without one. */
export async function savedPointOf(db: Database, memberId: string): Promise<{ latitude: number; longitude: number } | undefined> {
  const [row] = await db
    .select({ latitude: profileRows.latitude, longitude: profileRows.longitude })
    .from(profileRows)
    .where(eq(profileRows.id, memberId));
  return row?.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude } : undefined;
}

/**
 * The connected towns' listings or meets (those still to come) nearest a point, within a radius when
 * given, with how far each is in miles from its town-level point; only from towns that accepted.
 */
export async function townItems(
  db: Database,
  query: {
    kind: 'listing' | 'meet';
    origin: { latitude: number; longitude: number };
    radiusMiles: number | undefined;
    search: string | undefined;
    limit: number;
  },
) {
  const earth = sql`ll_to_earth(${federationRemoteObjects.latitude}, ${federationRemoteObjects.longitude})`;
  const origin = sql`ll_to_earth(${query.origin.latitude}::float8, ${query.origin.longitude}::float8)`;
  const metres = sql`earth_distance(${earth}, ${origin})`;
  return db
    .select({
      object: federationRemoteObjects,
      home: federationConnections.host,
      miles: sql<number>`${metres} / ${METRES_PER_MILE}::float8`.mapWith(Number),
    })
    .from(federationRemoteObjects)
    .innerJoin(federationConnections, sql`${remoteHost} = ${federationConnections.host}`)
    .where(
      and(
        eq(federationRemoteObjects.kind, query.kind),
        isNotNull(federationConnections.acceptedAt),
        isNotNull(federationRemoteObjects.latitude),
        isNotNull(federationRemoteObjects.longitude),
        query.kind === 'meet' ? sql`coalesce(${federationRemoteObjects.endsAt}, ${federationRemoteObjects.startsAt}) > now()` : undefined,
        query.radiusMiles === undefined ? undefined : sql`${metres} <= ${query.radiusMiles * METRES_PER_MILE}::float8`,
        query.search === undefined
          ? undefined
          : sql`lower(coalesce(${federationRemoteObjects.name}, '') || ' ' || ${federationRemoteObjects.text}) like ${containing(query.search)}`,
      ),
    )
    .orderBy(metres, desc(federationRemoteObjects.publishedAt))
    .limit(query.limit);
}

export type RemoteAccountRow = Omit<typeof federationFollowing.$inferInsert, 'memberId' | 'acceptedAt' | 'createdAt'>;
export type RemoteObjectRow = Omit<typeof federationRemoteObjects.$inferInsert, 'updatedAt'>;

export type FederationRepo = ReturnType<typeof federationRepo>;
