import { and, asc, count, desc, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { postComments, postLikes, type PostMedia, posts } from '../../db/schema/posts';
import type { Database } from '../../platform/db';
import { setHiddenAt, shownTo } from '../../platform/hidden';
import { containing } from '../../platform/like';
import { apartFromBlocks } from '../blocks/blocks.reads';
import { memberRows } from '../auth/auth.reads';
import { profileRows } from '../profiles/profiles.reads';

export type PostRow = typeof posts.$inferSelect;

const authorColumns = {
  id: memberRows.id,
  username: memberRows.username,
  fullName: profileRows.fullName,
  avatarUrl: profileRows.avatarUrl,
};

// viewerId is a value or a placeholder; a visitor (null) has liked nothing.
const hasLikedBy = (viewerId: string | null | undefined | Placeholder): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId ?? null}::uuid)`;

const selectPosts = (db: Database, viewerId: string | undefined | Placeholder) =>
  db
    .select({ post: posts, author: authorColumns, hasLiked: hasLikedBy(viewerId), cursorAt: sql<string>`${posts.createdAt}::text` })
    .from(posts)
    .innerJoin(memberRows, eq(memberRows.id, posts.userId))
    .innerJoin(profileRows, eq(profileRows.id, posts.userId));

export type PostWithAuthorRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

/**
 * Posts the viewer may see: all but those a moderator hid, which only their author still sees, and
 * none of a member the viewer blocked or who blocked the viewer.
 */
const visiblePosts = (viewerId: string | undefined): SQL =>
  and(shownTo(posts.hiddenAt, posts.userId, viewerId), apartFromBlocks(posts.userId, viewerId)) ?? sql`true`;

/** The text a post is searched by; the same expression as the trigram index posts_search_idx. */
const searchText = sql`lower(${posts.title} || ' ' || ${posts.content} || ' ' || coalesce(${posts.tags}, ''))`;

export interface PostListFilter {
  after?: { at: string; id: string } | undefined;
  userId?: string | undefined;
  type?: PostRow['type'] | undefined;
  search?: string | undefined;
  limit: number;
}

function filterConditions(filter: Omit<PostListFilter, 'limit'>): SQL[] {
  const conditions: SQL[] = [];
  if (filter.after) conditions.push(sql`(${posts.createdAt}, ${posts.id}) < (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`);
  if (filter.userId) conditions.push(eq(posts.userId, filter.userId));
  if (filter.type) conditions.push(eq(posts.type, filter.type));
  for (const word of (filter.search ?? '').split(/\s+/).filter(Boolean)) conditions.push(sql`${searchText} like ${containing(word)}`);
  return conditions;
}

/** Posts newest first, after the cursor when given; answers up to limit + 1 so the caller knows if more exist. */
export async function listPosts(db: Database, filter: PostListFilter, viewerId: string | undefined): Promise<PostWithAuthorRow[]> {
  return selectPosts(db, viewerId)
    .where(and(...filterConditions(filter), visiblePosts(viewerId)))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(filter.limit + 1);
}

/**
 * The unfiltered feed, as named prepared statements: it is the busiest list, and planning its query
 * costs more than running it (ADR 0006). Its first page is shared by every viewer, so hidden posts
 * are left out for all, their authors included.
 */
export function prepareFeedQueries(db: Database) {
  // A visitor's statements carry no blocks check and no viewer: nothing is left for them to filter
  // per row, and a generic plan with a viewer placeholder ran that check on every row it read.
  const newest = (name: string, viewer: Placeholder | undefined, after?: SQL) =>
    selectPosts(db, viewer)
      .where(and(isNull(posts.hiddenAt), viewer ? apartFromBlocks(posts.userId, viewer) : undefined, after))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  const cursor = sql`(${posts.createdAt}, ${posts.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`;
  const member = {
    first: newest('posts_feed_first', sql.placeholder('viewer')),
    next: newest('posts_feed_after', sql.placeholder('viewer'), cursor),
  };
  const visitor = { first: newest('posts_feed_first_visitor', undefined), next: newest('posts_feed_after_visitor', undefined, cursor) };
  return (after: PostListFilter['after'], limit: number, viewerId: string | undefined): Promise<PostWithAuthorRow[]> => {
    const pages = viewerId ? member : visitor;
    const values = { viewer: viewerId ?? null, limit: limit + 1 };
    return after ? pages.next.execute({ ...values, at: after.at, id: after.id }) : pages.first.execute(values);
  };
}

/** How many posts the viewer may see match a filter (cursor ignored). */
export async function countPosts(
  db: Database,
  filter: Omit<PostListFilter, 'limit' | 'after'>,
  viewerId: string | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(...filterConditions(filter), visiblePosts(viewerId)));
  return row?.n ?? 0;
}

/** A post the viewer may see. */
export async function findPost(db: Database, id: string, viewerId: string | undefined): Promise<PostWithAuthorRow | undefined> {
  const [row] = await selectPosts(db, viewerId)
    .where(and(eq(posts.id, id), visiblePosts(viewerId)))
    .limit(1);
  return row;
}

export async function findPostOwner(
  db: Database,
  id: string,
): Promise<{ userId: string; type: PostRow['type']; media: PostMedia | null; hiddenAt: Date | null } | undefined> {
  const [row] = await db
    .select({ userId: posts.userId, type: posts.type, media: posts.media, hiddenAt: posts.hiddenAt })
    .from(posts)
    .where(eq(posts.id, id))
    .limit(1);
  return row;
}

/** Hides a post or restores it; false when there is no such post. */
export const setPostHiddenRow = (db: Database, id: string, hidden: boolean): Promise<boolean> => setHiddenAt(db, posts, id, hidden);

export async function insertPost(db: Database, values: typeof posts.$inferInsert): Promise<string> {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error('insert returned no post');
  return row.id;
}

export async function updatePostRow(
  db: Database,
  id: string,
  changes: Partial<Pick<PostRow, 'title' | 'content' | 'tags' | 'media'>>,
): Promise<void> {
  await db
    .update(posts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(posts.id, id));
}

export async function deletePostRow(db: Database, id: string): Promise<void> {
  await db.delete(posts).where(eq(posts.id, id));
}

/** Likes a post once per member; the count moves only when the like row is new, in one transaction. */
export async function addLike(db: Database, postId: string, userId: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(postLikes).values({ postId, userId }).onConflictDoNothing().returning({ postId: postLikes.postId });
    const [row] =
      inserted.length > 0
        ? await tx
            .update(posts)
            .set({ likesCount: sql`${posts.likesCount} + 1` })
            .where(eq(posts.id, postId))
            .returning({ likesCount: posts.likesCount })
        : await tx.select({ likesCount: posts.likesCount }).from(posts).where(eq(posts.id, postId));
    return row?.likesCount;
  });
}

/** Removes a member's like; the count moves only when there was one. */
export async function removeLike(db: Database, postId: string, userId: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(postLikes)
      .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
      .returning({ postId: postLikes.postId });
    const [row] =
      removed.length > 0
        ? await tx
            .update(posts)
            .set({ likesCount: sql`${posts.likesCount} - 1` })
            .where(eq(posts.id, postId))
            .returning({ likesCount: posts.likesCount })
        : await tx.select({ likesCount: posts.likesCount }).from(posts).where(eq(posts.id, postId));
    return row?.likesCount;
  });
}

/** A post's counts now, and whether the member likes it. */
export interface ViewerCounts {
  likesCount: number;
  commentsCount: number;
  hasLiked: boolean;
}

/**
 * A page's posts as one member sees them now: their counts and whether the member liked each, as a
 * prepared statement (the feed asks it for every signed-in view of its shared first page, so the
 * member's own likes and comments show in the counts at once).
 */
export function prepareViewerCounts(db: Database) {
  const statement = db
    .select({
      id: posts.id,
      likesCount: posts.likesCount,
      commentsCount: posts.commentsCount,
      hasLiked: hasLikedBy(sql.placeholder('userId')),
    })
    .from(posts)
    .where(sql`${posts.id} = any(${sql.placeholder('postIds')}::uuid[])`)
    .prepare('post_viewer_counts');
  return async (userId: string, postIds: string[]): Promise<Map<string, ViewerCounts>> => {
    if (postIds.length === 0) return new Map();
    const rows = await statement.execute({ userId, postIds });
    return new Map(rows.map(({ id, ...counts }) => [id, counts]));
  };
}

export async function hasLiked(db: Database, postId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .limit(1);
  return Boolean(row);
}

const selectComments = (db: Database) =>
  db
    .select({ comment: postComments, author: authorColumns, cursorAt: sql<string>`${postComments.createdAt}::text` })
    .from(postComments)
    // A reply from another server has no member here: its author is the remote account it carries.
    .leftJoin(memberRows, eq(memberRows.id, postComments.userId))
    .leftJoin(profileRows, eq(profileRows.id, postComments.userId));

export type CommentWithAuthorRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

/** A post's comments the viewer may see (hidden ones only by their author), oldest first, after the cursor when given; up to limit + 1. */
export async function listComments(
  db: Database,
  postId: string,
  after: { at: string; id: string } | undefined,
  limit: number,
  viewerId: string | undefined,
): Promise<CommentWithAuthorRow[]> {
  const conditions: SQL[] = [
    eq(postComments.postId, postId),
    shownTo(postComments.hiddenAt, postComments.userId, viewerId),
    apartFromBlocks(postComments.userId, viewerId),
  ];
  if (after) conditions.push(sql`(${postComments.createdAt}, ${postComments.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`);
  return selectComments(db)
    .where(and(...conditions))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(limit + 1);
}

/** Adds a comment and counts it, in one transaction. */
export async function insertComment(db: Database, postId: string, userId: string, content: string): Promise<CommentWithAuthorRow> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(postComments).values({ postId, userId, content }).returning({ id: postComments.id });
    if (!row) throw new Error('insert returned no comment');
    await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, postId));
    return row.id;
  });
  const [row] = await selectComments(db).where(eq(postComments.id, id)).limit(1);
  if (!row) throw new Error('comment vanished after insert');
  return row;
}

/** A comment's author and its post's, with whether either is hidden. */
export async function findCommentOwner(db: Database, id: string) {
  const [row] = await db
    .select({
      userId: postComments.userId,
      hiddenAt: postComments.hiddenAt,
      postId: posts.id,
      postUserId: posts.userId,
      postHiddenAt: posts.hiddenAt,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(eq(postComments.id, id))
    .limit(1);
  return row;
}

/**
 * Hides or restores a comment; the post's count follows, so it counts what other members see.
 * Answers false when there is no such comment.
 */
export async function setCommentHiddenRow(db: Database, id: string, hidden: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ postId: postComments.postId, hiddenAt: postComments.hiddenAt })
      .from(postComments)
      .where(eq(postComments.id, id))
      .for('update');
    if (!row) return false;
    if ((row.hiddenAt !== null) === hidden) return true;
    await tx
      .update(postComments)
      .set({ hiddenAt: hidden ? sql`now()` : null })
      .where(eq(postComments.id, id));
    await tx
      .update(posts)
      .set({ commentsCount: hidden ? sql`greatest(${posts.commentsCount} - 1, 0)` : sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, row.postId));
    return true;
  });
}
