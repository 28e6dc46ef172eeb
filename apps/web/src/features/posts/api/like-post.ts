import { LikeResultSchema, type LikeResult, type Post } from '@rootshare/contracts/posts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { postKeys } from './keys';
import { patchCachedPost } from './list-posts';
import { unlikePost } from './unlike-post';

/** POST /posts/{id}/like: idempotent; answers the member's state and the new count. */
export function likePost(id: string) {
  return apiRequest(`/posts/${encodeURIComponent(id)}/like`, { method: 'POST', schema: LikeResultSchema });
}

/** Writes a like state and count into every cached copy of the post and its like status. */
function storeLike(queryClient: QueryClient, id: string, { hasLiked, likes_count }: LikeResult): void {
  patchCachedPost(queryClient, id, (post) => ({ ...post, has_liked: hasLiked, likes_count }));
  queryClient.setQueryData(postKeys.likeStatus(id), (status: { hasLiked: boolean } | undefined) => status && { hasLiked });
}

/**
 * Likes or unlikes a post: the heart and the count change at once and go back to what they were
 * if the server refuses.
 */
export function useSetLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ post, like }: { post: Post; like: boolean }) => (like ? likePost(post.id) : unlikePost(post.id)),
    onMutate: ({ post, like }) =>
      storeLike(queryClient, post.id, { hasLiked: like, likes_count: Math.max(0, post.likes_count + (like ? 1 : -1)) }),
    onError: (_error, { post }) => storeLike(queryClient, post.id, { hasLiked: post.has_liked, likes_count: post.likes_count }),
    onSuccess: (result, { post }) => storeLike(queryClient, post.id, result),
  });
}
