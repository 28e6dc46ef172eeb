import type { Federation } from '@fedify/fedify';
import { Delete, Note, PUBLIC_COLLECTION, Tombstone, Update } from '@fedify/vocab';
import { randomUUID } from 'node:crypto';
import type { JobQueue } from '../../platform/jobs';
import { federatingMember } from './federation.repo';
import { createOf, publicListing, type FederationDeps } from './federation.server';

const LISTING = 'listing:';

/**
 * Keeps what other servers hold of each listing in step with what a visitor sees of it: the first
 * time it is public and up for swap its owner's followers get a Create, later changes an Update,
 * and a listing that is deleted, hidden by a moderator, no longer up for swap, or whose owner stopped
 * federating or was suspended, a Delete. Each change queues one sync job under the listing's key, so
 * a burst of edits is delivered as one.
 */
export function createPublisher(
  federation: Federation<undefined>,
  jobs: JobQueue,
  deps: Pick<FederationDeps, 'db' | 'repo' | 'visitorRead' | 'townOf' | 'origin'>,
) {
  const { repo } = deps;

  async function syncListing(id: string): Promise<void> {
    const ctx = federation.createContext(new URL(deps.origin), undefined);
    const object = `${LISTING}${id}`;
    const [found, before] = await Promise.all([publicListing(deps, ctx, id), repo.publishedBy(object)]);
    if (found) {
      const activity = before
        ? new Update({
            id: new URL(`/ap/activities/${randomUUID()}`, ctx.origin),
            actor: ctx.getActorUri(found.owner),
            to: PUBLIC_COLLECTION,
            cc: ctx.getFollowersUri(found.owner),
            object: found.note,
            updated: found.note.updated,
          })
        : createOf(ctx, found.owner, found.note);
      await ctx.sendActivity({ identifier: found.owner }, 'followers', activity, { preferSharedInbox: true });
      await repo.markPublished(object, found.owner);
      return;
    }
    if (!before) return;
    // A member who stopped federating or was suspended has no actor left to sign with: other
    // servers are not told, and the record goes so that a return to federating starts afresh.
    if (!(await federatingMember(deps.db, { id: before }))) {
      await repo.forgetPublished(object);
      return;
    }
    const noteId = ctx.getObjectUri(Note, { id });
    await ctx.sendActivity(
      { identifier: before },
      'followers',
      new Delete({
        id: new URL(`/ap/activities/${randomUUID()}`, ctx.origin),
        actor: ctx.getActorUri(before),
        to: PUBLIC_COLLECTION,
        cc: ctx.getFollowersUri(before),
        object: new Tombstone({ id: noteId }),
      }),
      { preferSharedInbox: true },
    );
    await repo.forgetPublished(object);
  }

  return {
    /** Told of every change this instance writes: a plant's queues its listing's sync. */
    async changed(changes: readonly string[]): Promise<void> {
      const plants = changes.filter((change) => change.startsWith('plant:')).map((change) => change.slice('plant:'.length));
      await jobs.sendMany(
        'federation-sync',
        plants.map((id) => ({ data: { object: `${LISTING}${id}` }, key: `${LISTING}${id}` })),
      );
    },

    async work(): Promise<void> {
      await jobs.work('federation-sync', async ({ object }) => {
        if (object.startsWith(LISTING)) await syncListing(object.slice(LISTING.length));
      });
    },
  };
}
