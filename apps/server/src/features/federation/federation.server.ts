import { randomUUID } from 'node:crypto';
import { createFederation, type Context, type Federation, type KvStore, type MessageQueue } from '@fedify/fedify';
import {
  Accept,
  Application,
  Article,
  Create,
  Delete,
  Endpoints,
  Event,
  Flag,
  Follow,
  isActor,
  Like,
  Note,
  Person,
  Undo,
  Tombstone,
  Update,
  Video,
} from '@fedify/vocab';
import { PostPageSchema } from '@rootshare/contracts/posts';
import { PublicProfileSchema } from '@rootshare/contracts/profiles';
import { UserPlantListSchema } from '@rootshare/contracts/user-plants';
import { OBJECT_PATHS, publicObjects, type ContentDeps, type FederatedObject, type Published } from './federation.content';
import { MESSAGE_KIND, type RemoteMessages } from './federation-messages';
import { authorBlocked, memberBlocked } from './federation-member-blocks';
import { memberReply, REPLY_KIND } from './federation-talk';
import { handleOf } from './federation.accounts';
import { inboundHandlers, type InboundDeps } from './federation.inbound';
import { keyPairsOf } from './federation.keys';
import { CreateWithEventTerms } from './federation.mobilizon';
import { personFields } from './federation.objects';
import { connectionsRepo, federatingMember, INSTANCE_ACTOR, type FederationRepo } from './federation.repo';

export interface FederationDeps extends ContentDeps {
  repo: FederationRepo;
  kv: KvStore;
  queue: MessageQueue;
  /** The instance's public origin, which every actor and object id is made from. */
  origin: string;
  /** Announces a change to a member's post (a like from elsewhere), as the posts feature's own writes do. */
  postChanged: (postId: string) => Promise<void>;
  /** Tests and local trials only: let other instances on loopback or a private network be reached. */
  allowPrivateAddress: boolean;
  /** Files a report another server's moderators sent (a Flag) in the moderators' queue. */
  fileReport: InboundDeps['fileReport'];
  /** Tells the members following an account here that what it published changed. */
  feedChanged: InboundDeps['feedChanged'];
  /** Members' direct messages with accounts elsewhere: those sent here, and ours served to their addressee. */
  remoteMessages: Pick<RemoteMessages, 'receive' | 'removed' | 'served' | 'mayRead'>;
  /** Queues what a town that just followed ours is sent, so a new connection does not start empty. */
  townFollowed: (followerUri: string) => Promise<unknown>;
}

/** How many of a member's newest posts their outbox lists, beside every listing up for swap. */
const OUTBOX_POSTS = 50;

/** Where Rootshare's ActivityPub documents live, apart from the pages people read. */
export const PATHS = {
  actor: '/ap/users/{identifier}',
  inbox: '/ap/users/{identifier}/inbox',
  outbox: '/ap/users/{identifier}/outbox',
  followers: '/ap/users/{identifier}/followers',
  sharedInbox: '/ap/inbox',
  nodeInfo: '/nodeinfo/2.1',
} as const;

/** A Create of an object, under an id of its own (the same object may be announced again). */
export const createOf = (ctx: Context<undefined>, owner: string, object: FederatedObject) =>
  new CreateWithEventTerms({
    id: new URL(`/ap/activities/${randomUUID()}`, ctx.origin),
    actor: ctx.getActorUri(owner),
    to: object.toId,
    cc: object.ccId,
    object,
    published: object.published,
  });

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
    // Most servers (Mastodon among them) check only these: signing so first saves a refused
    // request per new server, and Fedify still tries RFC 9421 where it is refused.
    firstKnock: 'draft-cavage-http-signatures-12',
    userAgent: { software: 'Rootshare/0.1.0', url: new URL(origin) },
  });

  const exists = async (identifier: string) => identifier === INSTANCE_ACTOR || (await federatingMember(db, { id: identifier })) !== null;

  federation
    .setActorDispatcher(PATHS.actor, async (ctx, identifier) => {
      // A member who federated and no longer does (left, suspended, turned it off) is gone: 410.
      if (!(await exists(identifier))) return (await repo.hasKeys(identifier)) ? new Tombstone({ id: ctx.getActorUri(identifier) }) : null;
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
    .setKeyPairsDispatcher(async (_ctx, identifier) =>
      (await exists(identifier)) || (await repo.hasKeys(identifier)) ? keyPairsOf(db, identifier) : [],
    );

  const objects = (ctx: Context<undefined>) => publicObjects(deps, ctx);
  /** The object at an id only when it is still of the class asked for (a post is one class for good). */
  const asClass = async <T extends FederatedObject>(found: Promise<Published | null>, cls: new (...args: never[]) => T) => {
    const object = (await found)?.object;
    return object instanceof cls ? object : null;
  };
  federation
    .setObjectDispatcher(Note, OBJECT_PATHS.note, (ctx, { kind, id }) => {
      if (kind === 'listings') return asClass(objects(ctx).listing(id), Note);
      if (kind === 'posts') return asClass(objects(ctx).post(id), Note);
      if (kind === MESSAGE_KIND) return deps.remoteMessages.served(ctx, id);
      return kind === REPLY_KIND ? memberReply(ctx, db, repo, id) : null;
    })
    // A direct message is for its addressee alone: their server's signed request, nobody else's.
    .authorize((ctx, { kind, id }) => kind !== MESSAGE_KIND || deps.remoteMessages.mayRead(ctx, id));
  federation.setObjectDispatcher(Article, OBJECT_PATHS.article, (ctx, { id }) => asClass(objects(ctx).post(id), Article));
  federation.setObjectDispatcher(Video, OBJECT_PATHS.video, (ctx, { id }) => asClass(objects(ctx).post(id), Video));
  federation.setObjectDispatcher(Event, OBJECT_PATHS.event, (ctx, { id }) => asClass(objects(ctx).meet(id), Event));

  // The member's swap listings and posts, newest first, as the Creates that announced them.
  federation.setOutboxDispatcher(PATHS.outbox, async (ctx, identifier) => {
    if (identifier === INSTANCE_ACTOR) return { items: [] };
    if (!(await federatingMember(db, { id: identifier }))) return null;
    const [plants, posts] = await Promise.all([
      deps.visitorRead(`/api/user-plants?user_id=${identifier}`),
      deps.visitorRead(`/api/posts?user_id=${identifier}&limit=${OUTBOX_POSTS}`),
    ]);
    const listings = plants.status === 200 ? UserPlantListSchema.parse(plants.body).filter((plant) => plant.available_for_swap) : [];
    const postIds = posts.status === 200 ? PostPageSchema.parse(posts.body).posts.map((post) => post.id) : [];
    const found = await Promise.all([
      ...listings.map((plant) => objects(ctx).listing(plant.id)),
      ...postIds.map((id) => objects(ctx).post(id)),
    ]);
    const items = found.flatMap((item) => (item ? [item] : []));
    items.sort((a, b) => (b.object.published?.epochMilliseconds ?? 0) - (a.object.published?.epochMilliseconds ?? 0));
    return { items: items.map((item) => createOf(ctx, item.owner, item.object)) };
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

  const inbound = inboundHandlers(repo, {
    postChanged: deps.postChanged,
    // Only a post other servers were sent, and can still see, takes replies.
    replyTarget: async (ctx, postId, actorUri) => {
      const found = (await repo.published(`post:${postId}`)) ? await objects(ctx).post(postId) : null;
      if (!found || (await memberBlocked(db, found.owner, actorUri))) return null;
      return (await federatingMember(db, { id: found.owner }))?.username ?? null;
    },
    blockedByAuthor: (postId, actorUri) => authorBlocked(db, postId, actorUri),
    isFederatingMember: async (id) => (await federatingMember(db, { id })) !== null,
    fileReport: deps.fileReport,
    feedChanged: deps.feedChanged,
    directMessage: deps.remoteMessages.receive,
    messageDeleted: deps.remoteMessages.removed,
    connections: connectionsRepo(db),
  });
  federation
    .setInboxListeners(PATHS.inbox, PATHS.sharedInbox)
    .on(Follow, async (ctx, follow) => {
      if (!follow.id || !follow.objectId) return;
      const followed = ctx.parseUri(follow.objectId);
      if (followed?.type !== 'actor' || !(await exists(followed.identifier))) return;
      const follower = await follow.getActor(ctx);
      if (!isActor(follower) || !follower.id || !follower.inboxId) return;
      // A member's block of the account stands: its follow is left unanswered.
      if (await memberBlocked(db, followed.identifier, follower.id.href)) return;
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
      if (followed.identifier === INSTANCE_ACTOR) await deps.townFollowed(follower.id.href);
    })
    .on(Undo, async (ctx, undo) => {
      const undone = await undo.getObject(ctx);
      if (undone instanceof Like && undo.actorId) return inbound.unlike(undone, undo.actorId);
      if (!(undone instanceof Follow) || !undo.actorId || !undone.objectId) return;
      // Only the follower may take their own follow back.
      if (undone.actorId?.href !== undo.actorId.href) return;
      const followed = ctx.parseUri(undone.objectId);
      if (followed?.type !== 'actor') return;
      await repo.removeFollower(followed.identifier, undo.actorId.href);
    })
    .on(Like, inbound.like)
    .on(Accept, inbound.accept)
    .on(Create, inbound.create)
    .on(Update, inbound.update)
    .on(Delete, inbound.delete)
    .on(Flag, inbound.flag);

  federation.setNodeInfoDispatcher(PATHS.nodeInfo, async () => ({
    software: { name: 'rootshare', version: '0.1.0', homepage: new URL(origin) },
    protocols: ['activitypub'],
    openRegistrations: true,
    usage: { users: {}, localPosts: 0, localComments: 0 },
  }));

  return federation;
}
