import type { Context, InboxContext } from '@fedify/fedify';
import {
  type Accept,
  isActor,
  Article,
  type Create,
  type Delete,
  Document,
  Event,
  type Flag,
  Image,
  type Like,
  type Link,
  Note,
  Place,
  type Update,
  Video,
  type Object as ApObject,
} from '@fedify/vocab';
import { COMMENT_MAX, REPORT_DETAILS_MAX } from '@rootshare/contracts/limits';
import type { ReportTargetType } from '@rootshare/contracts/reports-constants';
import { htmlToText } from '../../platform/html';
import { accountOf, NAME_MAX, webAddress } from './federation.accounts';
import { isListingUri } from './federation.content';
import type { ConnectionsRepo, FederationRepo, RemoteObjectRow } from './federation.repo';
import { sentTimeZone } from './federation.mobilizon';

/** The longest a kept text may be, whatever another server sends. */
const TEXT_MAX = 5_000;

const KEPT_TYPES = [Note, Article, Video, Event] as const;
type Kept = Note | Article | Video | Event;

const isKept = (object: unknown): object is Kept => KEPT_TYPES.some((cls) => object instanceof cls);

async function firstImage(object: Kept, ctx: Context<undefined>): Promise<{ url: string; description: string | null } | null> {
  for await (const attachment of object.getAttachments({ documentLoader: ctx.documentLoader, suppressError: true })) {
    const isPicture = attachment instanceof Image || (attachment instanceof Document && attachment.mediaType?.startsWith('image/'));
    const url = isPicture ? webAddress((attachment as ApObject).url as URL | Link | null) : null;
    if (url) return { url, description: (attachment as ApObject).name?.toString().slice(0, NAME_MAX) ?? null };
  }
  const picture = object instanceof Video ? await object.getIcon({ suppressError: true }) : await object.getImage({ suppressError: true });
  const url = webAddress(picture?.url as URL | Link | null | undefined);
  return url ? { url, description: picture?.name?.toString().slice(0, NAME_MAX) ?? null } : null;
}

/**
 * What is kept of an object another server published: its id (from the same server as its author,
 * or nothing is kept), a title, its text with every tag dropped, its page, one picture, a place
 * name with the town-level point it was sent with and, for an event, its times.
 */
async function keptRow(activity: Create | Update, object: Kept, actor: URL, ctx: Context<undefined>): Promise<RemoteObjectRow | null> {
  if (!object.id || object.id.origin !== actor.origin) return null;
  const location = await object.getLocation({ suppressError: true });
  const image = await firstImage(object, ctx);
  return {
    uri: object.id.href,
    actorUri: actor.href,
    type: object instanceof Note ? 'Note' : object instanceof Article ? 'Article' : object instanceof Video ? 'Video' : 'Event',
    name: object.name?.toString().slice(0, NAME_MAX) || null,
    text: htmlToText(object.content?.toString() ?? object.summary?.toString() ?? '').slice(0, TEXT_MAX),
    url: webAddress(object.url),
    imageUrl: image?.url ?? null,
    imageDescription: image?.description ?? null,
    placeName: location instanceof Place ? (location.name?.toString().slice(0, NAME_MAX) ?? null) : null,
    latitude: location instanceof Place ? location.latitude : null,
    longitude: location instanceof Place ? location.longitude : null,
    startsAt: object instanceof Event && object.startTime ? new Date(object.startTime.epochMilliseconds) : null,
    endsAt: object instanceof Event && object.endTime ? new Date(object.endTime.epochMilliseconds) : null,
    timeZone: object instanceof Event ? await sentTimeZone(activity, object) : null,
    publishedAt: object.published ? new Date(object.published.epochMilliseconds) : new Date(),
  };
}

/** The member's post an object id names here (an Article, a Video, or a Note under /posts), or null. */
function postIdOf(ctx: Context<undefined>, uri: URL): string | null {
  const parsed = ctx.parseUri(uri);
  if (parsed?.type !== 'object') return null;
  const isPost = parsed.class === Article || parsed.class === Video || (parsed.class === Note && parsed.values.kind === 'posts');
  return isPost ? (parsed.values.id ?? null) : null;
}

/**
 * What another server's Note says, as plain text: the leading mention Mastodon puts before a reply
 * (of that member) or a direct message (of anyone addressed) goes.
 */
export function mentionLess(html: string, username: string | null): string {
  const text = htmlToText(html).trim();
  const who = username ? username.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '[^\\s@]+';
  return text.replace(new RegExp(`^(@${who}(@\\S+)?(\\s+|$))+`, 'i'), '').trim();
}

export interface InboundDeps {
  /** Announces a change to a member's post (a like or a reply from elsewhere). */
  postChanged: (postId: string) => Promise<void>;
  /** The username of the member whose post this is, while it is public, published, they federate and did not block the account; null otherwise. */
  replyTarget: (ctx: Context<undefined>, postId: string, actorUri: string) => Promise<string | null>;
  /** Whether the member whose post this is blocked the account. */
  blockedByAuthor: (postId: string, actorUri: string) => Promise<boolean>;
  /** Whether a member of this id is here and lets other servers follow them. */
  isFederatingMember: (id: string) => Promise<boolean>;
  /** Tells the members following an account here that what it published changed. */
  feedChanged: (actorUri: string) => Promise<void>;
  /** Keeps a Note sent only to members here as a direct message; answers whether it was one. */
  directMessage: (ctx: InboxContext<undefined>, activity: Create | Update, object: unknown) => Promise<boolean>;
  /** Removes a direct message its author deleted, or all of an account deleted there. */
  messageDeleted: (uri: string, actorUri: string) => Promise<void>;
  /** Files a report another server's moderators sent, beside the members' reports. */
  fileReport: (report: {
    from: string;
    targetType: ReportTargetType;
    targetId: string;
    targetUserId: string;
    details: string | null;
  }) => Promise<void>;
  /** The towns this town connected with, whose listings and meets are kept though no member follows their authors. */
  connections: Pick<ConnectionsRepo, 'isConnected' | 'markConnected'>;
}

/**
 * What a connected town's object is on its Browse: a swap listing (a Note served under its listings'
 * path, which is its author's own server since a kept id must be) or a meet; null for a post.
 */
function townKindOf(object: Kept): 'listing' | 'meet' | null {
  if (object instanceof Event) return 'meet';
  return object instanceof Note && object.id && isListingUri(object.id.href) ? 'listing' : null;
}

/** The published kind an object id names here, by the class and path it is served at. */
function publishedKindOf(ctx: Context<undefined>, uri: URL): { kind: 'listing' | 'post' | 'meet'; id: string } | null {
  const parsed = ctx.parseUri(uri);
  if (parsed?.type !== 'object' || !parsed.values.id) return null;
  if (parsed.class === Event) return { kind: 'meet', id: parsed.values.id };
  if (parsed.class === Note && parsed.values.kind === 'listings') return { kind: 'listing', id: parsed.values.id };
  const postId = postIdOf(ctx, uri);
  return postId ? { kind: 'post', id: postId } : null;
}

/**
 * What other servers send us beyond follows: the answer to a member's follow, replies to members'
 * posts, and what the accounts members follow publish, change and remove. Anything else from an
 * account nobody here follows is dropped, and only an object's own author may change or remove it.
 */
export function inboundHandlers(
  repo: FederationRepo,
  {
    postChanged,
    replyTarget,
    blockedByAuthor,
    isFederatingMember,
    fileReport,
    directMessage,
    messageDeleted,
    feedChanged,
    connections,
  }: InboundDeps,
) {
  /** What a reported id names here: a member, or something a member published to other servers; null for anything else. */
  const reportTarget = async (ctx: Context<undefined>, uri: URL) => {
    const actor = ctx.parseUri(uri);
    if (actor?.type === 'actor') {
      return (await isFederatingMember(actor.identifier))
        ? { targetType: 'member' as const, targetId: actor.identifier, targetUserId: actor.identifier }
        : null;
    }
    const named = publishedKindOf(ctx, uri);
    const published = named ? await repo.published(`${named.kind}:${named.id}`) : null;
    if (!named || !published) return null;
    return { targetType: named.kind === 'listing' ? ('plant' as const) : named.kind, targetId: named.id, targetUserId: published.actor };
  };

  /**
   * A Note answering something here becomes a comment when it answers a member's public post;
   * answers whether it was such a reply (so it is not kept as a feed item too).
   */
  const reply = async (ctx: InboxContext<undefined>, activity: Create | Update, object: unknown): Promise<boolean> => {
    if (!(object instanceof Note) || !object.replyTargetId || object.replyTargetId.origin !== new URL(ctx.origin).origin) return false;
    const actorId = activity.actorId;
    const postId = postIdOf(ctx, object.replyTargetId);
    // A reply to a listing or a meet (they have no comments), to a post that is gone or hidden, or
    // of a member who stopped federating is dropped; so is one not from its author's own server.
    if (!postId || !actorId || !object.id || object.id.origin !== actorId.origin) return true;
    if (object.attributionId && object.attributionId.href !== actorId.href) return true;
    const username = await replyTarget(ctx, postId, actorId.href);
    if (!username) return true;
    const content = mentionLess(object.content?.toString() ?? '', username)
      .slice(0, COMMENT_MAX)
      .trim();
    const actor = await activity.getActor({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader, suppressError: true });
    if (!content || !isActor(actor) || actor.id?.href !== actorId.href) return true;
    const changed = await repo.putRemoteComment({
      postId,
      uri: object.id.href,
      actorUri: actorId.href,
      author: { ...(await accountOf(actor)), home: actorId.host },
      content,
      createdAt: object.published ? new Date(object.published.epochMilliseconds) : new Date(),
    });
    if (changed) await postChanged(postId);
    return true;
  };

  const keep = async (ctx: InboxContext<undefined>, activity: Create | Update) => {
    // An object that is not where it says it is (fetched again from its id) is dropped, not retried.
    const object = await activity.getObject({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader, suppressError: true });
    if ((await directMessage(ctx, activity, object)) || (await reply(ctx, activity, object))) return;
    if (!activity.actorId || !isKept(object)) return;
    const kind = (await connections.isConnected(activity.actorId.host)) ? townKindOf(object) : null;
    if (!kind && !(await repo.isFollowedHere(activity.actorId.href))) return;
    const row = await keptRow(activity, object, activity.actorId, ctx);
    if (!row) return;
    await repo.keepRemoteObject({ ...row, kind });
    await feedChanged(row.actorUri);
  };
  return {
    accept: async (_ctx: InboxContext<undefined>, accept: Accept) => {
      if (!accept.actorId || !accept.objectId) return;
      await repo.markAccepted(accept.objectId.href, accept.actorId.href);
      await connections.markConnected(accept.objectId.href, accept.actorId.href);
    },
    create: (ctx: InboxContext<undefined>, create: Create) => keep(ctx, create),
    update: (ctx: InboxContext<undefined>, update: Update) => keep(ctx, update),
    /** A like of a member's post from elsewhere: counted once per account, with the post's own likes, unless its author blocked the account. */
    like: async (ctx: InboxContext<undefined>, like: Like) => {
      const postId = like.objectId ? postIdOf(ctx, like.objectId) : null;
      if (!postId || !like.id || !like.actorId || (await blockedByAuthor(postId, like.actorId.href))) return;
      if (await repo.addRemoteLike(postId, like.actorId.href, like.id.href)) await postChanged(postId);
    },
    unlike: async (like: Like, actor: URL) => {
      const postId = like.id ? await repo.removeRemoteLike(like.id.href, actor.href) : null;
      if (postId) await postChanged(postId);
    },
    /**
     * A report from another server's moderators (Mastodon forwards its members' reports so) goes to
     * the moderators' queue: what of ours it names, each on its own, or the member when it names only them.
     */
    flag: async (ctx: InboxContext<undefined>, flag: Flag) => {
      const from = flag.actorId?.host;
      if (!from) return;
      const named = await Promise.all(flag.objectIds.map((uri) => reportTarget(ctx, uri)));
      const targets = named.filter((target) => target !== null);
      const content = targets.filter((target) => target.targetType !== 'member');
      const details =
        htmlToText(flag.content?.toString() ?? '')
          .trim()
          .slice(0, REPORT_DETAILS_MAX) || null;
      for (const target of content.length > 0 ? content : targets) await fileReport({ ...target, from, details });
    },
    delete: async (_ctx: InboxContext<undefined>, deletion: Delete) => {
      if (!deletion.actorId || !deletion.objectId) return;
      if (await repo.removeRemoteObject(deletion.objectId.href, deletion.actorId.href)) await feedChanged(deletion.actorId.href);
      await messageDeleted(deletion.objectId.href, deletion.actorId.href);
      for (const postId of await repo.removeRemoteComment(deletion.objectId.href, deletion.actorId.href)) await postChanged(postId);
    },
  };
}
