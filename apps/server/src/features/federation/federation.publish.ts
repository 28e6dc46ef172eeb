import { createHash, randomUUID } from 'node:crypto';
import type { Federation } from '@fedify/fedify';
import { Delete, PUBLIC_COLLECTION, Tombstone, Update } from '@fedify/vocab';
import type { JobQueue } from '../../platform/jobs';
import { KINDS, publicObjects, type Kind } from './federation.content';
import { federatingMember } from './federation.repo';
import { createOf, type FederationDeps } from './federation.server';

/** The changes the read cache is told of that name one object, by their prefix (platform/read-cache.ts changeOf). */
const CHANGE_PREFIXES: Record<string, Kind> = { 'plant:': 'listing', 'post:': 'post', 'meet:': 'meet' };
const MEMBER_PREFIX = 'member:';
/** The sync of a member's actor itself, queued with their objects' on a change to the member. */
const ACTOR = 'actor:';

const parseObject = (object: string): { kind: Kind; id: string } | null => {
  const [kind, id] = object.split(':');
  return id && (KINDS as readonly string[]).includes(kind ?? '') ? { kind: kind as Kind, id } : null;
};

/**
 * Keeps what other servers hold of each listing, post and meet in step with what a visitor sees of
 * it: the first time it is public its author's followers get a Create, a change to what they were
 * sent an Update, and a deletion, a moderator hiding it or a listing no longer up for swap a Delete.
 * Each change queues one sync job under the object's key, so a burst of edits is delivered once,
 * and a change that leaves the delivered object as it was (an RSVP, a like) sends nothing.
 */
export function createPublisher(federation: Federation<undefined>, jobs: JobQueue, deps: FederationDeps) {
  const { repo } = deps;

  /**
   * A member who federated and no longer does tells their followers they are gone, signed with the
   * key those servers already hold, and keeps no followers; their objects were forgotten with them.
   */
  async function syncActor(memberId: string): Promise<void> {
    if (await federatingMember(deps.db, { id: memberId })) return;
    await repo.forgetTalk(memberId);
    const followers = await repo.followers(memberId);
    if (followers.length === 0 || !(await repo.hasKeys(memberId))) return;
    const ctx = federation.createContext(new URL(deps.origin), undefined);
    const actor = ctx.getActorUri(memberId);
    await ctx.sendActivity(
      { identifier: memberId },
      followers.map((follower) => ({
        id: new URL(follower.followerUri),
        inboxId: new URL(follower.inbox),
        endpoints: { sharedInbox: follower.sharedInbox ? new URL(follower.sharedInbox) : null },
      })),
      new Delete({ id: new URL(`/ap/activities/${randomUUID()}`, ctx.origin), actor, to: PUBLIC_COLLECTION, object: actor }),
      { preferSharedInbox: true },
    );
    await repo.removeFollowers(memberId);
  }

  async function sync(object: string): Promise<void> {
    if (object.startsWith(ACTOR)) return syncActor(object.slice(ACTOR.length));
    const parsed = parseObject(object);
    if (!parsed) return;
    const ctx = federation.createContext(new URL(deps.origin), undefined);
    const [found, before] = await Promise.all([publicObjects(deps, ctx)[parsed.kind](parsed.id), repo.published(object)]);
    if (found) {
      const json = JSON.stringify(await found.object.toJsonLd({ format: 'compact', contextLoader: ctx.contextLoader }));
      const digest = createHash('sha256').update(json).digest('base64url');
      if (before?.digest === digest) return;
      const activity = before
        ? new Update({
            id: new URL(`/ap/activities/${randomUUID()}`, ctx.origin),
            actor: ctx.getActorUri(found.owner),
            to: PUBLIC_COLLECTION,
            cc: ctx.getFollowersUri(found.owner),
            object: found.object,
            updated: found.object.updated,
          })
        : createOf(ctx, found.owner, found.object);
      await ctx.sendActivity({ identifier: found.owner }, 'followers', activity, { preferSharedInbox: true });
      await repo.markPublished(object, { actor: found.owner, uri: found.object.id?.href ?? '', digest });
      return;
    }
    if (!before) return;
    // A member who stopped federating or was suspended has no actor left to sign with: other
    // servers are not told, and the record goes so that a return to federating starts afresh.
    if (await federatingMember(deps.db, { id: before.actor })) {
      await ctx.sendActivity(
        { identifier: before.actor },
        'followers',
        new Delete({
          id: new URL(`/ap/activities/${randomUUID()}`, ctx.origin),
          actor: ctx.getActorUri(before.actor),
          to: PUBLIC_COLLECTION,
          cc: ctx.getFollowersUri(before.actor),
          object: new Tombstone({ id: new URL(before.uri) }),
        }),
        { preferSharedInbox: true },
      );
    }
    await repo.forgetPublished(object);
  }

  const queue = (objects: string[]) =>
    jobs.sendMany(
      'federation-sync',
      objects.map((object) => ({ data: { object }, key: object })),
    );

  return {
    /** Told of every change this instance writes: each object changed queues its sync, a member's every object they published. */
    async changed(changes: readonly string[]): Promise<void> {
      const objects = changes.flatMap((change) => {
        const prefix = Object.keys(CHANGE_PREFIXES).find((candidate) => change.startsWith(candidate));
        return prefix ? [`${CHANGE_PREFIXES[prefix]}:${change.slice(prefix.length)}`] : [];
      });
      const members = changes.filter((change) => change.startsWith(MEMBER_PREFIX)).map((change) => change.slice(MEMBER_PREFIX.length));
      const theirs = (await Promise.all(members.map((member) => repo.publishedBy(member)))).flat();
      await queue([...new Set([...objects, ...theirs, ...members.map((member) => `${ACTOR}${member}`)])]);
    },

    async work(): Promise<void> {
      await jobs.work('federation-sync', ({ object }) => sync(object));
    },
  };
}
