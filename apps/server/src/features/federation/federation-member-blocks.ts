import { ACCOUNT_NOT_KNOWN_HERE, type RemoteBlock } from '@rootshare/contracts/federation-following';
import { and, desc, eq, sql } from 'drizzle-orm';
import { federationConversations, federationFollowers, federationFollowing, federationMemberBlocks } from '../../db/schema/federation';
import type { Database } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { postCommentRows, postRows } from '../posts/posts.reads';
import { removeRemoteComments } from '../posts/posts.writes';
import type { Following } from './federation-following';

/** Whether a member blocked the account elsewhere. */
export async function memberBlocked(db: Database, memberId: string, actorUri: string): Promise<boolean> {
  const [row] = await db
    .select({ actorUri: federationMemberBlocks.actorUri })
    .from(federationMemberBlocks)
    .where(and(sql`${federationMemberBlocks.memberId}::text = ${memberId}`, eq(federationMemberBlocks.actorUri, actorUri)));
  return row !== undefined;
}

/** Whether the author of the post blocked the account elsewhere: one read, without building the post. */
export async function authorBlocked(db: Database, postId: string, actorUri: string): Promise<boolean> {
  const [row] = await db
    .select({ actorUri: federationMemberBlocks.actorUri })
    .from(federationMemberBlocks)
    .innerJoin(postRows, eq(postRows.userId, federationMemberBlocks.memberId))
    .where(and(sql`${postRows.id}::text = ${postId}`, eq(federationMemberBlocks.actorUri, actorUri)));
  return row !== undefined;
}

/** The handle of an account elsewhere the member has had to do with (a conversation, a follow either way, a reply on their post); null for any other. */
async function knownHandle(db: Database, memberId: string, actorUri: string): Promise<string | null> {
  const lookups = [
    db
      .select({ handle: federationConversations.handle })
      .from(federationConversations)
      .where(and(eq(federationConversations.memberId, memberId), eq(federationConversations.actorUri, actorUri))),
    db
      .select({ handle: federationFollowing.handle })
      .from(federationFollowing)
      .where(and(eq(federationFollowing.memberId, memberId), eq(federationFollowing.actorUri, actorUri))),
    db
      .select({ handle: federationFollowers.handle })
      .from(federationFollowers)
      .where(and(eq(federationFollowers.actor, memberId), eq(federationFollowers.followerUri, actorUri))),
    db
      .select({ handle: sql<string>`${postCommentRows.remoteAuthor}->>'handle'` })
      .from(postCommentRows)
      .innerJoin(postRows, eq(postRows.id, postCommentRows.postId))
      .where(and(eq(postRows.userId, memberId), eq(postCommentRows.remoteActorUri, actorUri)))
      .limit(1),
  ];
  for (const lookup of lookups) {
    const [row] = await lookup;
    if (row) return row.handle;
  }
  return null;
}

/**
 * Members blocking accounts on other servers, as they block members here: the account stops
 * following them (and they it), their conversation and its replies on the member's posts go, and
 * nothing more of theirs is taken for the member (follows, messages, replies).
 */
export function createMemberBlocks({
  db,
  following,
  postsChanged,
}: {
  db: Database;
  following: Pick<Following, 'unfollow'>;
  /** Announces posts whose comments changed. */
  postsChanged: (postIds: string[]) => Promise<void>;
}) {
  return {
    async block(memberId: string, actorUri: string): Promise<RemoteBlock> {
      const handle = await knownHandle(db, memberId, actorUri);
      if (!handle) throw notFound(ACCOUNT_NOT_KNOWN_HERE);
      // The member's follow of them is taken back on their server too, not only forgotten here.
      await following.unfollow(memberId, actorUri).catch(() => undefined);
      const [row] = await db.transaction(async (tx) => {
        await tx
          .delete(federationFollowers)
          .where(and(eq(federationFollowers.actor, memberId), eq(federationFollowers.followerUri, actorUri)));
        await tx
          .delete(federationConversations)
          .where(and(eq(federationConversations.memberId, memberId), eq(federationConversations.actorUri, actorUri)));
        return tx
          .insert(federationMemberBlocks)
          .values({ memberId, actorUri, handle })
          .onConflictDoUpdate({ target: [federationMemberBlocks.memberId, federationMemberBlocks.actorUri], set: { handle } })
          .returning();
      });
      await postsChanged(await removeRemoteComments(db, { actorUri, onPostsOf: memberId }));
      if (!row) throw new Error('upsert returned no block');
      return { actor: row.actorUri, handle: row.handle, created_at: row.createdAt.toISOString() };
    },

    async unblock(memberId: string, actorUri: string): Promise<void> {
      await db
        .delete(federationMemberBlocks)
        .where(and(eq(federationMemberBlocks.memberId, memberId), eq(federationMemberBlocks.actorUri, actorUri)));
    },

    list: async (memberId: string): Promise<RemoteBlock[]> =>
      (
        await db
          .select()
          .from(federationMemberBlocks)
          .where(eq(federationMemberBlocks.memberId, memberId))
          .orderBy(desc(federationMemberBlocks.createdAt))
      ).map((row) => ({ actor: row.actorUri, handle: row.handle, created_at: row.createdAt.toISOString() })),
  };
}

export type MemberBlocks = ReturnType<typeof createMemberBlocks>;
