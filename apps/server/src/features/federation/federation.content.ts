import type { Context } from '@fedify/fedify';
import { Article, Event, Note, Video } from '@fedify/vocab';
import { MeetSchema } from '@rootshare/contracts/meets';
import { PostSchema } from '@rootshare/contracts/posts';
import { UserPlantDetailSchema } from '@rootshare/contracts/user-plants';
import type { Database } from '../../platform/db';
import type { VisitorRead } from '../web-pages/feeds';
import { listingNote, meetEvent, postObject, type ObjectAddresses, type Town } from './federation.objects';
import { federatingMember } from './federation.repo';

/** What members publish to other servers; messages, swap requests, reviews, wishlists and reminders stay here. */
export const KINDS = ['listing', 'post', 'meet'] as const;
export type Kind = (typeof KINDS)[number];

export type FederatedObject = Note | Article | Video | Event;

/** An object as other servers get it, with the member who published it. */
export interface Published {
  object: FederatedObject;
  owner: string;
}

export interface ContentDeps {
  db: Database;
  /** Reads an API path as a signed-out visitor would: other servers get what a visitor sees and nothing more. */
  visitorRead: VisitorRead;
  /** The gazetteer's point for a town name, for the Place an object carries. */
  townOf: (name: string) => Promise<Town | null>;
}

/** Where each kind of object lives; a Note is a listing or a photo post, told apart by its path. */
export const OBJECT_PATHS = {
  note: '/ap/notes/{kind}/{id}',
  article: '/ap/articles/{id}',
  video: '/ap/videos/{id}',
  event: '/ap/events/{id}',
} as const;

/** Whether an object id elsewhere is a swap listing: every Rootshare serves them at the path this one does. */
export const isListingUri = (uri: string) => URL.canParse(uri) && /^\/ap\/notes\/listings\/[^/]+$/.test(new URL(uri).pathname);

/** An object's id, made from its kind and, for a post, the class it is published as. */
export function objectUri(ctx: Context<undefined>, kind: Kind, id: string, as: FederatedObject['constructor'] = Note): URL {
  if (kind === 'meet') return ctx.getObjectUri(Event, { id });
  if (as === Article) return ctx.getObjectUri(Article, { id });
  if (as === Video) return ctx.getObjectUri(Video, { id });
  return ctx.getObjectUri(Note, { kind: `${kind}s`, id });
}

/**
 * Each kind's public object as a visitor sees it, or null when it is not public (hidden, deleted,
 * a listing no longer up for swap) or its author does not federate or is suspended.
 */
export function publicObjects(deps: ContentDeps, ctx: Context<undefined>): Record<Kind, (id: string) => Promise<Published | null>> {
  const read = async (path: string) => {
    const found = await deps.visitorRead(path);
    return found.status === 200 ? found.body : null;
  };
  const addresses = (owner: string, id: URL): ObjectAddresses => ({
    id,
    actor: ctx.getActorUri(owner),
    followers: ctx.getFollowersUri(owner),
    absolute: (path) => new URL(path, ctx.origin),
  });
  const federating = async (memberId: string) => (await federatingMember(deps.db, { id: memberId }))?.id ?? null;
  const town = (name: string | null) => (name ? deps.townOf(name) : Promise.resolve(null));

  return {
    async listing(id) {
      const body = await read(`/api/user-plants/${id}`);
      const detail = body ? UserPlantDetailSchema.parse(body) : null;
      const owner = detail?.userPlant.available_for_swap ? await federating(detail.profile.id) : null;
      if (!detail || !owner) return null;
      return { owner, object: listingNote(detail, await town(detail.profile.location), addresses(owner, objectUri(ctx, 'listing', id))) };
    },

    async post(id) {
      const body = await read(`/api/posts/${id}`);
      const post = body ? PostSchema.parse(body) : null;
      const owner = post ? await federating(post.user.id) : null;
      if (!post || !owner) return null;
      const as = post.type === 'blog_post' ? Article : post.type === 'reel' ? Video : Note;
      return { owner, object: postObject(post, addresses(owner, objectUri(ctx, 'post', id, as))) };
    },

    async meet(id) {
      const body = await read(`/api/meets/${id}`);
      const meet = body ? MeetSchema.parse(body) : null;
      const owner = meet ? await federating(meet.host.id) : null;
      if (!meet || !owner) return null;
      return { owner, object: meetEvent(meet, await town(meet.town), addresses(owner, objectUri(ctx, 'meet', id))) };
    },
  };
}
