import { CommentSchema, type Comment, type PostAuthor } from '@rootshare/contracts/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { CommentLists } from './list-comments';
import { postKeys } from './keys';
import { patchCachedPost } from './list-posts';

const TEMP_PREFIX = 'temp-';
let tempCount = 0;

/** A comment shown before the server has answered. */
export const isPendingComment = (comment: Comment) => comment.id.startsWith(TEMP_PREFIX);

/** POST /posts/{id}/comments {content}: answers the stored comment (201). */
export function addComment(postId: string, content: string) {
  return apiRequest(`/posts/${encodeURIComponent(postId)}/comments`, { method: 'POST', body: { content }, schema: CommentSchema });
}

const changeComments = (lists: CommentLists, change: (comments: Comment[], isLastPage: boolean) => Comment[]): CommentLists => ({
  ...lists,
  pages: lists.pages.map((page, index) => ({ ...page, comments: change(page.comments, index === lists.pages.length - 1) })),
});

/**
 * Adds a comment as a temporary entry at the end of the thread and raises the count at once; both
 * are taken back if the server refuses.
 */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  const key = postKeys.comments(postId);
  const changeCount = (delta: number) =>
    patchCachedPost(queryClient, postId, (post) => ({ ...post, comments_count: Math.max(0, post.comments_count + delta) }));
  return useMutation({
    mutationFn: ({ content }: { content: string; author: PostAuthor }) => addComment(postId, content),
    onMutate: async ({ content, author }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const temp: Comment = {
        id: `${TEMP_PREFIX}${(tempCount += 1)}`,
        post_id: postId,
        content,
        is_hidden: false,
        created_at: new Date().toISOString(),
        user: author,
        remote_author: null,
      };
      queryClient.setQueryData<CommentLists>(
        key,
        (lists) => lists && changeComments(lists, (comments, isLast) => (isLast ? [...comments, temp] : comments)),
      );
      changeCount(1);
      return { tempId: temp.id };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData<CommentLists>(
        key,
        (lists) => lists && changeComments(lists, (comments) => comments.filter((comment) => comment.id !== context?.tempId)),
      );
      changeCount(-1);
    },
    onSuccess: (comment, _input, context) => {
      queryClient.setQueryData<CommentLists>(
        key,
        (lists) => lists && changeComments(lists, (comments) => comments.map((entry) => (entry.id === context.tempId ? comment : entry))),
      );
    },
  });
}
