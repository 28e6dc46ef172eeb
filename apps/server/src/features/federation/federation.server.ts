import { randomUUID } from 'node:crypto';
import { createFederation, type Context, type Federation, type KvStore, type MessageQueue } from '@fedify/fedify';
import { Accept, Application, Create, Endpoints, Follow, isActor, Note, Person, Undo, type Actor } from '@fedify/vocab';
import { PublicProfileSchema } from '@rootshare/contracts/profiles';
import { UserPlantDetailSchema, UserPlantListSchema } from '@rootshare/contracts/user-plants';
import type { VisitorRead } from '../web-pages/feeds';
import { keyPairsOf } from './federation.keys';
import { listingNote, personFields, type Town } from './federation.objects';
import { federatingMember, INSTANCE_ACTOR, type FederationRepo } from './federation.repo';
import type { Database } from '../../platform/db';

export interface FederationDeps {
  db: Database;
  repo: FederationRepo;
  kv: KvStore;
  queue: MessageQueue;
  /** The instance's public origin, which every actor and object id is made from. */
  origin: string;
  /** Reads an API path as a signed-out visitor would: other servers get what a visitor sees and nothing more. */
  visitorRead: VisitorRead;
  /** The gazetteer's point for a town name, for the Place a listing carries. */
  townOf: (name: string) => Promise<Town | null>;
  /** Tests and local trials only: let other instances on loopback or a private network be reached. */
  allowPrivateAddress: boolean;
}

/** Where Rootshare's ActivityPub documents live, apart from the pages people read. */
export const PATHS = {
  actor: '/ap/users/{identifier}',
  inbox: '/ap/users/{identifier}/inbox',
  outbox: '/ap/users/{identifier}/outbox',
  followers: '/ap/users/{identifier}/followers',
  sharedInbox: '/ap/inbox',
  listing: '/ap/listings/{id}',
  nodeInfo: '/nodeinfo/2.1',
} as const;

/** The swap listing a visitor sees at /plant/{id}, as a Note, with the member who published it; null when it is not public and up for swap. */
export async function publicListing(
  deps: Pick<FederationDeps, 'db' | 'visitorRead' | 'townOf'>,
  ctx: Context<undefined>,
  id: string,
): Promise<{ note: Note; owner: string } | null> {
  const read = await deps.visitorRead(`/api/user-plants/${id}`);
  if (read.status !== 200) return null;
  const detail = UserPlantDetailSchema.parse(read.body);
  if (!detail.userPlant.available_for_swap) return null;
  const owner = await federatingMember(deps.db, { id: detail.profile.id });
  if (!owner) return null;
  const town = detail.profile.location ? await deps.townOf(detail.profile.location) : null;
  const note = listingNote(detail, town, {
    id: ctx.getObjectUri(Note, { id }),
    actor: ctx.getActorUri(owner.id),
    followers: ctx.getFollowersUri(owner.id),
    absolute: (path) => new URL(path, ctx.origin),
  });
  return { note, owner: owner.id };
}

/** A Create of a listing's Note, under an id of its own (the same listing may be announced again). */
export const createOf = (ctx: Context<undefined>, owner: string, note: Note) =>
  new Create({
    id: new URL(`/ap/activities/${randomUUID()}`, ctx.origin),
    actor: ctx.getActorUri(owner),
    to: note.toId,
    cc: note.ccId,
    object: note,
    published: note.published,
  });

/** The handle an actor is shown by: @name@host. */
const handleOf = (actor: Actor) => `@${actor.preferredUsername?.toString() ?? '?'}@${actor.id?.host ?? '?'}`;

/**
 * Rootshare's ActivityPub server on Fedify: WebFinger, NodeInfo, the town's actor and each member's
 * who lets other servers follow them, their outboxes and followers, their listings as Notes, and
 * the inbox that takes follows. Fedify signs and verifies every request.
 */
export function createRootshareFederation(deps: FederationDeps): Federation<undefined> {
  const { db, repo, origin } = deps;
  const host = new URL(origin).hostname;
  const federation = createFederation<undefined>({
    kv: deps.kv,
    queue: deps.queue,
    origin,
    allowPrivateAddress: deps.allowPrivateAddress,
    manuallyStartQueue: true,
    userAgent: { software: 'Rootshare/0.1.0', url: new URL(origin) },
  });

  const exists = async (identifier: string) => identifier === INSTANCE_ACTOR || (await federatingMember(db, { id: identifier })) !== null;

  federation
    .setActorDispatcher(PATHS.actor, async (ctx, identifier) => {
      if (!(await exists(identifier))) return null;
      const keys = await ctx.getActorKeyPairs(identifier);
      const common = {
        id: ctx.getActorUri(identifier),
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: keys[0]?.cryptographicKey ?? null,
        assertionMethods: keys.map((key) => key.multikey),
        manuallyApprovesFollowers: false,
      };
      if (identifier === INSTANCE_ACTOR) {
        return new Application({
          ...common,
          preferredUsername: host,
          name: `Rootshare ${host}`,
          summary: 'The plant-swap community of this town on Rootshare.',
          url: new URL('/', origin),
        });
      }
      const read = await deps.visitorRead(`/api/profiles/${identifier}`);
      if (read.status !== 200) return null;
      return new Person({ ...common, ...personFields(PublicProfileSchema.parse(read.body), (path) => new URL(path, origin)) });
    })
    .mapHandle(async (_ctx, username) => {
      if (username.toLowerCase() === host.toLowerCase()) return INSTANCE_ACTOR;
      return (await federatingMember(db, { username }))?.id ?? null;
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => ((await exists(identifier)) ? keyPairsOf(db, identifier) : []));

  federation.setObjectDispatcher(Note, PATHS.listing, async (ctx, { id }) => (await publicListing(deps, ctx, id))?.note ?? null);

  federation.setOutboxDispatcher(PATHS.outbox, async (ctx, identifier) => {
    if (identifier === INSTANCE_ACTOR) return { items: [] };
    if (!(await federatingMember(db, { id: identifier }))) return null;
    const read = await deps.visitorRead(`/api/user-plants?user_id=${identifier}`);
    if (read.status !== 200) return null;
    const listings = UserPlantListSchema.parse(read.body).filter((plant) => plant.available_for_swap);
    const notes = await Promise.all(listings.map((plant) => publicListing(deps, ctx, plant.id)));
    return { items: notes.flatMap((found) => (found ? [createOf(ctx, found.owner, found.note)] : [])) };
  });

  federation
    .setFollowersDispatcher(PATHS.followers, async (_ctx, identifier) => {
      if (!(await exists(identifier))) return null;
      const followers = await repo.followers(identifier);
      return {
        items: followers.map((follower) => ({
          id: new URL(follower.followerUri),
          inboxId: new URL(follower.inbox),
          endpoints: { sharedInbox: follower.sharedInbox ? new URL(follower.sharedInbox) : null },
        })),
      };
    })
    .setCounter((_ctx, identifier) => repo.followerCount(identifier));

  federation
    .setInboxListeners(PATHS.inbox, PATHS.sharedInbox)
    .on(Follow, async (ctx, follow) => {
      if (!follow.id || !follow.objectId) return;
      const followed = ctx.parseUri(follow.objectId);
      if (followed?.type !== 'actor' || !(await exists(followed.identifier))) return;
      const follower = await follow.getActor(ctx);
      if (!isActor(follower) || !follower.id || !follower.inboxId) return;
      await repo.addFollower(followed.identifier, {
        followerUri: follower.id.href,
        inbox: follower.inboxId.href,
        sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
        handle: handleOf(follower),
        followId: follow.id.href,
      });
      await ctx.sendActivity(
        { identifier: followed.identifier },
        follower,
        new Accept({
          id: new URL(`/ap/activities/${randomUUID()}`, ctx.origin),
          actor: follow.objectId,
          object: follow,
        }),
      );
    })
    .on(Undo, async (ctx, undo) => {
      const undone = await undo.getObject(ctx);
      if (!(undone instanceof Follow) || !undo.actorId || !undone.objectId) return;
      // Only the follower may take their own follow back.
      if (undone.actorId?.href !== undo.actorId.href) return;
      const followed = ctx.parseUri(undone.objectId);
      if (followed?.type !== 'actor') return;
      await repo.removeFollower(followed.identifier, undo.actorId.href);
    });

  federation.setNodeInfoDispatcher(PATHS.nodeInfo, async () => ({
    software: { name: 'rootshare', version: '0.1.0', homepage: new URL(origin) },
    protocols: ['activitypub'],
    openRegistrations: true,
    usage: { users: {}, localPosts: 0, localComments: 0 },
  }));

  return federation;
}
