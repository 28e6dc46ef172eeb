import { COMMENT_NOT_FOUND, type Comment, type CommentPage } from '@rootshare/contracts/posts';
import { decodeCursor, pageOf } from '../../../platform/cursor';
import { notFound } from '../../../platform/errors';
import { presentComment } from '../posts.presenter';
import { findCommentOwner, insertComment, listComments } from '../posts.repo';
import type { PostsContext } from './context';

export async function listPostComments(
  ctx: PostsContext,
  id: string,
  cursor: string | undefined,
  limit: number,
  viewerId: string | undefined,
): Promise<CommentPage> {
  await ctx.visiblePostAuthor(id, viewerId);
  const rows = await listComments(ctx.db, id, decodeCursor(cursor), limit, viewerId);
  const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.comment.id }));
  return { comments: page.items.map(presentComment), nextCursor: page.nextCursor };
}

export async function addComment(ctx: PostsContext, id: string, memberId: string, content: string): Promise<Comment> {
  await ctx.visiblePostAuthor(id, memberId);
  await ctx.quotas.take(memberId, 'comments');
  return presentComment(await ctx.onExistingPost(() => insertComment(ctx.db, id, memberId, content)));
}

/**
 * The author of a comment the viewer may see, on a post they may see (for a report): null for a
 * reply from another server, which no member here answers for; 404 otherwise.
 */
export async function authorOfVisibleComment(ctx: PostsContext, id: string, viewerId: string): Promise<string | null> {
  const row = await findCommentOwner(ctx.db, id);
  const visible =
    row &&
    (!row.hiddenAt || row.userId === viewerId) &&
    (!row.postHiddenAt || row.postUserId === viewerId) &&
    !(row.userId && (await ctx.apart(viewerId, row.userId))) &&
    !(await ctx.apart(viewerId, row.postUserId));
  if (!row || !visible) throw notFound(COMMENT_NOT_FOUND);
  return row.userId;
}
