import { CommentPageSchema, type CommentPage } from '@rootshare/contracts/posts';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { postKeys } from './keys';

export type CommentLists = InfiniteData<CommentPage>;

/** GET /posts/{id}/comments: oldest first, so a thread reads top to bottom. */
export function listComments(postId: string, cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/posts/${encodeURIComponent(postId)}/comments${query}`, { schema: CommentPageSchema, ...(signal ? { signal } : {}) });
}

export const commentsInfiniteQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => listComments(postId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useComments(postId: string) {
  return useInfiniteQuery(commentsInfiniteQueryOptions(postId));
}
