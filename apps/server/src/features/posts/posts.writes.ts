import { eq, sql } from 'drizzle-orm';
import { posts } from '../../db/schema/posts';
import type { Database } from '../../platform/db';

/** Counts a like (or its withdrawal) from an account on another server, in the caller's transaction. */
export async function addToLikesCount(db: Database, postId: string, delta: 1 | -1): Promise<void> {
  await db
    .update(posts)
    .set({ likesCount: sql`greatest(${posts.likesCount} + ${delta}, 0)` })
    .where(eq(posts.id, postId));
}
