import { randomUUID } from 'node:crypto';
import type { Context, Federation } from '@fedify/fedify';
import { Follow, isActor, Undo } from '@fedify/vocab';
import {
  FOLLOW_NEEDS_FEDERATION,
  FOLLOW_SELF_SERVER,
  NOT_FOLLOWING,
  REMOTE_ACCOUNT_NOT_FOUND,
  REMOTE_SERVER_BLOCKED,
  type RemoteAccount,
  type RemoteItem,
} from '@rootshare/contracts/federation-following';
import { conflict, notFound } from '../../platform/errors';
import type { Database } from '../../platform/db';
import { presentReply } from './federation-talk';
import { accountOf } from './federation.accounts';
import { presentRemoteAccount, presentRemoteItem } from './federation.presenter';
import { federatingMember, type FederationRepo } from './federation.repo';

/** How many items the feed of accounts followed elsewhere shows. */
const FEED_LENGTH = 50;

/** The account at a handle (@name@host) or a link, found as Mastodon finds it: WebFinger, then its document. */
async function findAccount(ctx: Context<undefined>, handle: string, allowHttp: boolean): Promise<unknown> {
  if (/^https?:\/\//.test(handle)) return ctx.lookupObject(handle).catch(() => null);
  const account = handle.replace(/^@/, '');
  const found = await ctx.lookupObject(`@${account}`).catch(() => null);
  if (found || !allowHttp) return found;
  // WebFinger on an acct: address is always asked over https; a trial on the loopback serves http.
  const host = account.split('@')[1] ?? '';
  const answer = await fetch(`http://${host}/.well-known/webfinger?${new URLSearchParams({ resource: `acct:${account}` })}`).catch(
    () => null,
  );
  const jrd = answer?.ok ? ((await answer.json()) as { links?: Array<{ rel?: string; type?: string; href?: string }> }) : null;
  const self = jrd?.links?.find((link) => link.rel === 'self' && link.type === 'application/activity+json')?.href;
  return self ? ctx.lookupObject(self).catch(() => null) : null;
}

/** The host a handle (@name@host) or a link names, before anything is looked up. */
function hostOf(handle: string): string {
  if (/^https?:\/\//.test(handle)) return URL.canParse(handle) ? new URL(handle).host : '';
  return (handle.split('@').pop() ?? '').toLowerCase();
}

/**
 * Members following accounts on other servers (another town's Rootshare, Mastodon, Pixelfed): the
 * follow is sent from the member's own actor, so they must let other servers follow them first
 * (the other server fetches the follower to check the signature).
 */
export function createFollowing({
  federation,
  db,
  repo,
  origin,
  allowHttp,
}: {
  federation: Federation<undefined>;
  db: Database;
  repo: FederationRepo;
  origin: string;
  /** Local trials only (FEDERATION_ALLOW_PRIVATE_ADDRESSES): servers on the loopback answer WebFinger over http. */
  allowHttp: boolean;
}) {
  const context = () => federation.createContext(new URL(origin), undefined);

  return {
    async follow(memberId: string, handle: string): Promise<RemoteAccount> {
      if (!(await federatingMember(db, { id: memberId }))) throw conflict(FOLLOW_NEEDS_FEDERATION);
      // A follow of our own actors would be delivered to ourselves, which the queue cannot do.
      if (hostOf(handle) === new URL(origin).host) throw conflict(FOLLOW_SELF_SERVER);
      const ctx = context();
      const found = await findAccount(ctx, handle, allowHttp);
      if (!isActor(found) || !found.id || !found.inboxId) throw notFound(REMOTE_ACCOUNT_NOT_FOUND);
      if (found.id.origin === new URL(origin).origin) throw conflict(FOLLOW_SELF_SERVER);
      // 409, not 403: the web client reads a 403 as a lost session.
      if (await repo.isBlockedDomain(found.id.host)) throw conflict(REMOTE_SERVER_BLOCKED);
      const followId = new URL(`/ap/activities/${randomUUID()}`, origin);
      const account = {
        actorUri: found.id.href,
        ...(await accountOf(found)),
        inbox: found.inboxId.href,
        followId: followId.href,
      };
      await repo.addFollowing(memberId, account);
      await ctx.sendActivity(
        { identifier: memberId },
        found,
        new Follow({ id: followId, actor: ctx.getActorUri(memberId), object: found.id }),
      );
      return presentRemoteAccount({ ...account, memberId, acceptedAt: null, createdAt: new Date() });
    },

    async unfollow(memberId: string, actorUri: string): Promise<void> {
      const follow = await repo.following(memberId, actorUri);
      if (!follow) throw notFound(NOT_FOLLOWING);
      const ctx = context();
      await ctx.sendActivity(
        { identifier: memberId },
        { id: new URL(actorUri), inboxId: new URL(follow.inbox) },
        new Undo({
          id: new URL(`/ap/activities/${randomUUID()}`, origin),
          actor: ctx.getActorUri(memberId),
          object: new Follow({ id: new URL(follow.followId), actor: ctx.getActorUri(memberId), object: new URL(actorUri) }),
        }),
      );
      await repo.removeFollowing(memberId, actorUri);
    },

    list: async (memberId: string): Promise<RemoteAccount[]> => (await repo.followingOf(memberId)).map(presentRemoteAccount),

    async feed(memberId: string): Promise<RemoteItem[]> {
      const rows = await repo.feedOf(memberId, FEED_LENGTH);
      const { replies, liked } = await repo.talkOn(
        memberId,
        rows.map((row) => row.object.uri),
      );
      const ctx = context();
      return rows.map((row) =>
        presentRemoteItem(row, {
          liked: liked.has(row.object.uri),
          replies: replies.filter((reply) => reply.inReplyTo === row.object.uri).map((reply) => presentReply(ctx, reply)),
        }),
      );
    },
  };
}

export type Following = ReturnType<typeof createFollowing>;
