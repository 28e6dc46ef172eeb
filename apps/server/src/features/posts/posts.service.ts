import type { Multipart } from '@fastify/multipart';
import { setCommentHiddenRow } from './posts.repo';
import { addComment, authorOfVisibleComment, listPostComments } from './use-cases/comments';
import { createPostsContext, type PostsDeps } from './use-cases/context';
import { setPostHidden } from './use-cases/hide-post';
import { likePost, likeStatus, unlikePost } from './use-cases/likes';
import { createPost, deletePost, updatePost } from './use-cases/write-post';

/**
 * Members' posts, their likes and comments, as the routes and other features call them. Each use
 * case is a file of its own under use-cases/.
 */
export function createPostsService(deps: PostsDeps) {
  const ctx = createPostsContext(deps);
  return {
    createPost: (memberId: string, parts: AsyncIterable<Multipart>) => createPost(ctx, memberId, parts),
    updatePost: (id: string, memberId: string, parts: AsyncIterable<Multipart>) => updatePost(ctx, id, memberId, parts),
    deletePost: (id: string, memberId: string) => deletePost(ctx, id, memberId),
    getPost: ctx.readPost,
    listPostsBody: ctx.feed.listPostsBody,
    likePost: (id: string, memberId: string) => likePost(ctx, id, memberId),
    unlikePost: (id: string, memberId: string) => unlikePost(ctx, id, memberId),
    likeStatus: (id: string, memberId: string) => likeStatus(ctx, id, memberId),
    listComments: (id: string, cursor: string | undefined, limit: number, viewerId: string | undefined) =>
      listPostComments(ctx, id, cursor, limit, viewerId),
    addComment: (id: string, memberId: string, content: string) => addComment(ctx, id, memberId, content),
    /** The author of a post the viewer may see (for a report); 404 otherwise. */
    authorOfVisiblePost: ctx.visiblePostAuthor,
    authorOfVisibleComment: (id: string, viewerId: string) => authorOfVisibleComment(ctx, id, viewerId),
    setPostHidden: (id: string, hidden: boolean) => setPostHidden(ctx, id, hidden),
    /** A moderator hides or restores a comment. False when there is no such comment. */
    setCommentHidden: (id: string, hidden: boolean): Promise<boolean> => setCommentHiddenRow(ctx.db, id, hidden),
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
