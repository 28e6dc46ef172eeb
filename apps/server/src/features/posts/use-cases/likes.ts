import { POST_NOT_FOUND } from '@rootshare/contracts/posts';
import { notFound } from '../../../platform/errors';
import { addLike, hasLiked, removeLike } from '../posts.repo';
import type { PostsContext } from './context';

export async function likePost(ctx: PostsContext, id: string, memberId: string): Promise<{ hasLiked: boolean; likes_count: number }> {
  await ctx.visiblePostAuthor(id, memberId);
  const count = await ctx.onExistingPost(() => addLike(ctx.db, id, memberId));
  if (count === undefined) throw notFound(POST_NOT_FOUND);
  return { hasLiked: true, likes_count: count };
}

export async function unlikePost(ctx: PostsContext, id: string, memberId: string): Promise<{ hasLiked: boolean; likes_count: number }> {
  const count = await removeLike(ctx.db, id, memberId);
  if (count === undefined) throw notFound(POST_NOT_FOUND);
  return { hasLiked: false, likes_count: count };
}

export async function likeStatus(ctx: PostsContext, id: string, memberId: string): Promise<{ hasLiked: boolean }> {
  await ctx.visiblePostAuthor(id, memberId);
  return { hasLiked: await hasLiked(ctx.db, id, memberId) };
}
