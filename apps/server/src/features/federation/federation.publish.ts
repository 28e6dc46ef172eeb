import { createHash, randomUUID } from 'node:crypto';
import type { Federation } from '@fedify/fedify';
import { Delete, Event, PUBLIC_COLLECTION, Tombstone } from '@fedify/vocab';
import type { JobQueue } from '../../platform/jobs';
import { KINDS, publicObjects, type Kind } from './federation.content';
import { federatingMember, INSTANCE_ACTOR, type Follower } from './federation.repo';
import { UpdateWithEventTerms } from './federation.mobilizon';
import { createOf, type FederationDeps } from './federation.server';

/** The changes the read cache is told of that name one object, by their prefix (platform/read-cache.ts changeOf). */
const CHANGE_PREFIXES: Record<string, Kind> = { 'plant:': 'listing', 'post:': 'post', 'meet:': 'meet' };
const MEMBER_PREFIX = 'member:';
/** The sync of a member's actor itself, queued with their objects' on a change to the member. */
const ACTOR = 'actor:';
/** The listings and meets a town that just connected with ours is sent, queued with the follower's id. */
const BACKFILL = 'town:';
/** At most this many of the newest listings and upcoming meets go to a newly connected town. */
const BACKFILL_LIMIT = 200;

/** Queues what a newly connected town is sent of ours: our listings and meets still up. */
export const queueBackfill = (jobs: JobQueue, followerUri: string) =>
  jobs.send('federation-sync', { object: `${BACKFILL}${followerUri}` }, { key: `${BACKFILL}${followerUri}` });

const asRecipient = (follower: Follower) => ({
  id: new URL(follower.followerUri),
  inboxId: new URL(follower.inbox),
  endpoints: { sharedInbox: follower.sharedInbox ? new URL(follower.sharedInbox) : null },
});

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
      followers.map(asRecipient),
      new Delete({ id: new URL(`/ap/activities/${randomUUID()}`, ctx.origin), actor, to: PUBLIC_COLLECTION, object: actor }),
      { preferSharedInbox: true },
    );
    await repo.removeFollowers(memberId);
  }

  /**
   * Who hears of an object: its author's followers and, for a listing or a meet, the towns
   * connected with ours (our instance actor's followers, ADR 0068); a post only the author's.
   */
  async function recipientsOf(owner: string, kind: Kind) {
    const [theirs, towns] = await Promise.all([repo.followers(owner), kind === 'post' ? [] : repo.followers(INSTANCE_ACTOR)]);
    return [...theirs, ...towns].map(asRecipient);
  }

  /** Sends a newly connected town our listings still up and meets still to come, each as its Create. */
  async function backfill(followerUri: string): Promise<void> {
    const follower = (await repo.followers(INSTANCE_ACTOR)).find((candidate) => candidate.followerUri === followerUri);
    if (!follower) return;
    const ctx = federation.createContext(new URL(deps.origin), undefined);
    for (const object of await repo.listingsAndMeetsUp(BACKFILL_LIMIT)) {
      const parsed = parseObject(object);
      const found = parsed ? await publicObjects(deps, ctx)[parsed.kind](parsed.id) : null;
      if (!found) continue;
      if (found.object instanceof Event && (found.object.endTime?.epochMilliseconds ?? 0) < Date.now()) continue;
      await ctx.sendActivity({ identifier: found.owner }, asRecipient(follower), createOf(ctx, found.owner, found.object), {
        preferSharedInbox: true,
      });
    }
  }

  async function sync(object: string): Promise<void> {
    if (object.startsWith(ACTOR)) return syncActor(object.slice(ACTOR.length));
    if (object.startsWith(BACKFILL)) return backfill(object.slice(BACKFILL.length));
    const parsed = parseObject(object);
    if (!parsed) return;
    const ctx = federation.createContext(new URL(deps.origin), undefined);
    const [found, before] = await Promise.all([publicObjects(deps, ctx)[parsed.kind](parsed.id), repo.published(object)]);
    if (found) {
      const json = JSON.stringify(await found.object.toJsonLd({ format: 'compact', contextLoader: ctx.contextLoader }));
      const digest = createHash('sha256').update(json).digest('base64url');
      if (before?.digest === digest) return;
      const activity = before
        ? new UpdateWithEventTerms({
            id: new URL(`/ap/activities/${randomUUID()}`, ctx.origin),
            actor: ctx.getActorUri(found.owner),
            to: PUBLIC_COLLECTION,
            cc: ctx.getFollowersUri(found.owner),
            object: found.object,
            updated: found.object.updated,
          })
        : createOf(ctx, found.owner, found.object);
      await ctx.sendActivity({ identifier: found.owner }, await recipientsOf(found.owner, parsed.kind), activity, {
        preferSharedInbox: true,
      });
      await repo.markPublished(object, { actor: found.owner, uri: found.object.id?.href ?? '', digest });
      return;
    }
    if (!before) return;
    // A member who stopped federating or was suspended has no actor left to sign with: other
    // servers are not told, and the record goes so that a return to federating starts afresh.
    if (await federatingMember(deps.db, { id: before.actor })) {
      await ctx.sendActivity(
        { identifier: before.actor },
        await recipientsOf(before.actor, parsed.kind),
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
