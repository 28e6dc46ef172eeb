import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { postComments, posts, type RemoteCommentAuthor } from '../../db/schema/posts';
import type { Database } from '../../platform/db';

/** Counts a like (or its withdrawal) from an account on another server, in the caller's transaction. */
export async function addToLikesCount(db: Database, postId: string, delta: 1 | -1): Promise<void> {
  await db
    .update(posts)
    .set({ likesCount: sql`greatest(${posts.likesCount} + ${delta}, 0)` })
    .where(eq(posts.id, postId));
}

/** A reply from an account on another server, as it becomes a comment. */
export interface RemoteCommentInput {
  postId: string;
  uri: string;
  actorUri: string;
  author: RemoteCommentAuthor;
  content: string;
  createdAt: Date;
}

/**
 * Keeps a reply from another server as a comment on the post and counts it, or changes its text
 * when it is known already (only its own author may); answers whether anything changed.
 */
export async function putRemoteComment(db: Database, reply: RemoteCommentInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ actorUri: postComments.remoteActorUri })
      .from(postComments)
      .where(eq(postComments.remoteUri, reply.uri))
      .for('update');
    if (known) {
      if (known.actorUri !== reply.actorUri) return false;
      await tx
        .update(postComments)
        .set({ content: reply.content, remoteAuthor: reply.author })
        .where(eq(postComments.remoteUri, reply.uri));
      return true;
    }
    const added = await tx
      .insert(postComments)
      .values({
        postId: reply.postId,
        content: reply.content,
        remoteUri: reply.uri,
        remoteActorUri: reply.actorUri,
        remoteAuthor: reply.author,
        createdAt: reply.createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: postComments.id });
    if (added.length === 0) return false;
    await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, reply.postId));
    return true;
  });
}

/**
 * Removes replies from other servers: the one a Delete names (as only its author may), every one of
 * an account that was deleted there (or on one member's posts, who blocked it), or every one from a blocked domain; uncounts those that were
 * shown and answers the posts they were on.
 */
export async function removeRemoteComments(
  db: Database,
  which: { uri: string; actorUri: string } | { actorUri: string; onPostsOf?: string } | { domain: string },
): Promise<string[]> {
  const host = sql`substring(${postComments.remoteActorUri} from '^[a-z]+://([^/]+)')`;
  const where =
    'domain' in which
      ? and(isNotNull(postComments.remoteActorUri), or(sql`${host} = ${which.domain}`, sql`${host} like ${`%.${which.domain}`}`))
      : 'uri' in which
        ? and(eq(postComments.remoteUri, which.uri), eq(postComments.remoteActorUri, which.actorUri))
        : and(
            eq(postComments.remoteActorUri, which.actorUri),
            which.onPostsOf
              ? inArray(postComments.postId, db.select({ id: posts.id }).from(posts).where(eq(posts.userId, which.onPostsOf)))
              : undefined,
          );
  return db.transaction(async (tx) => {
    const removed = await tx.delete(postComments).where(where).returning({ postId: postComments.postId, hiddenAt: postComments.hiddenAt });
    for (const row of removed.filter((comment) => comment.hiddenAt === null)) {
      await tx
        .update(posts)
        .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
        .where(eq(posts.id, row.postId));
    }
    return [...new Set(removed.map((row) => row.postId))];
  });
}
