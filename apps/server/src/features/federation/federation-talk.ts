import { randomUUID } from 'node:crypto';
import type { Context, Federation } from '@fedify/fedify';
import { Create, Like, Note, PUBLIC_COLLECTION, Undo } from '@fedify/vocab';
import { FOLLOW_NEEDS_FEDERATION, REMOTE_ITEM_NOT_FOUND, type RemoteReply } from '@rootshare/contracts/federation-following';
import type { federationReplies } from '../../db/schema/federation';
import type { Database } from '../../platform/db';
import { conflict, notFound } from '../../platform/errors';
import { replyNote } from './federation.objects';
import { federatingMember, type FederationRepo } from './federation.repo';

type ReplyRow = typeof federationReplies.$inferSelect;

/** Where a member's reply is served: a Note under /ap/notes/replies, beside their listings' and posts'. */
export const REPLY_KIND = 'replies';

const replyUri = (ctx: Context<undefined>, id: string) => ctx.getObjectUri(Note, { kind: REPLY_KIND, id });

function noteOf(ctx: Context<undefined>, row: ReplyRow): Note {
  return replyNote({
    id: replyUri(ctx, row.id),
    actor: ctx.getActorUri(row.memberId),
    // Public, as the comment it becomes on the post is.
    cc: [PUBLIC_COLLECTION, ctx.getFollowersUri(row.memberId)],
    inReplyTo: new URL(row.inReplyTo),
    author: { id: new URL(row.inReplyToActor), handle: row.inReplyToHandle, url: row.inReplyToUrl },
    content: row.content,
    published: row.publishedAt,
  });
}

/** A member's reply as its id serves it (the author's server fetches it), while the member federates; null otherwise. */
export async function memberReply(ctx: Context<undefined>, db: Database, repo: FederationRepo, id: string): Promise<Note | null> {
  const row = await repo.reply(id);
  return row && (await federatingMember(db, { id: row.memberId })) ? noteOf(ctx, row) : null;
}

/** A member's reply as their feed shows it, under the id it is served at. */
export const presentReply = (ctx: Context<undefined>, row: ReplyRow): RemoteReply => ({
  uri: replyUri(ctx, row.id).href,
  in_reply_to: row.inReplyTo,
  content: row.content,
  published_at: row.publishedAt.toISOString(),
});

/**
 * A member answering and liking what accounts they follow elsewhere published, from their own
 * actor: only items of their own feed, and only while they let other servers follow them (the
 * author's server fetches the member's actor, and the reply's Note, to check them).
 */
export function createTalk({
  federation,
  db,
  repo,
  origin,
}: {
  federation: Federation<undefined>;
  db: Database;
  repo: FederationRepo;
  origin: string;
}) {
  const context = () => federation.createContext(new URL(origin), undefined);

  /** The item of the member's feed at that id, and its author; 409 when the member does not federate, 404 when it is not theirs. */
  async function itemOf(memberId: string, uri: string) {
    if (!(await federatingMember(db, { id: memberId }))) throw conflict(FOLLOW_NEEDS_FEDERATION);
    const item = await repo.feedItem(memberId, uri);
    if (!item) throw notFound(REMOTE_ITEM_NOT_FOUND);
    return item;
  }

  const likeOf = (ctx: Context<undefined>, memberId: string, likeId: string, object: string) =>
    new Like({ id: new URL(likeId), actor: ctx.getActorUri(memberId), object: new URL(object) });

  return {
    async reply(memberId: string, inReplyTo: string, content: string): Promise<RemoteReply> {
      const item = await itemOf(memberId, inReplyTo);
      const ctx = context();
      const row = await repo.addReply({
        memberId,
        inReplyTo,
        inReplyToActor: item.actorUri,
        inReplyToHandle: item.handle,
        inReplyToUrl: item.url,
        content,
      });
      const note = noteOf(ctx, row);
      await ctx.sendActivity(
        { identifier: memberId },
        { id: new URL(item.actorUri), inboxId: new URL(item.inbox) },
        new Create({
          id: new URL(`/ap/activities/${randomUUID()}`, origin),
          actor: ctx.getActorUri(memberId),
          to: note.toId,
          ccs: note.ccIds,
          object: note,
          published: note.published,
        }),
      );
      return presentReply(ctx, row);
    },

    async like(memberId: string, object: string): Promise<void> {
      const item = await itemOf(memberId, object);
      const likeId = new URL(`/ap/activities/${randomUUID()}`, origin).href;
      if (!(await repo.addLikeSent(memberId, object, likeId))) return;
      const ctx = context();
      await ctx.sendActivity(
        { identifier: memberId },
        { id: new URL(item.actorUri), inboxId: new URL(item.inbox) },
        likeOf(ctx, memberId, likeId, object),
      );
    },

    async unlike(memberId: string, object: string): Promise<void> {
      const item = await itemOf(memberId, object);
      const likeId = await repo.removeLikeSent(memberId, object);
      if (!likeId) return;
      const ctx = context();
      await ctx.sendActivity(
        { identifier: memberId },
        { id: new URL(item.actorUri), inboxId: new URL(item.inbox) },
        new Undo({
          id: new URL(`/ap/activities/${randomUUID()}`, origin),
          actor: ctx.getActorUri(memberId),
          object: likeOf(ctx, memberId, likeId, object),
        }),
      );
    },
  };
}

export type Talk = ReturnType<typeof createTalk>;
