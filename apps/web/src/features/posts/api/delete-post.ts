import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api';
import { useT } from '@/lib/i18n/i18n';
import { postKeys } from './keys';
import { removeCachedPost } from './list-posts';

/** DELETE /posts/{id}: the author removes a post with its likes and comments (204). */
export async function deletePost(id: string): Promise<void> {
  await apiRequest(`/posts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Removes the post from every list at once and puts it back if the server refuses.
 * The toasts live here, not with the caller: the card that asked is gone before the answer comes
 * (its words, taken when the card was drawn, still speak the member's language).
 */
export function useDeletePost() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: deletePost,
    onMutate: async (id: string) => ({ restore: await removeCachedPost(queryClient, id) }),
    onError: (_error, _id, context) => {
      context?.restore();
      toast.error(t('posts.delete.error'), { description: t('posts.delete.failed') });
    },
    onSuccess: (_answer, id) => {
      toast.success(t('posts.delete.done'));
      // Forget the post; a page still showing it (while the router leaves it) must not ask again.
      for (const queryKey of [postKeys.detail(id), postKeys.comments(id), postKeys.likeStatus(id)]) {
        queryClient.removeQueries({ queryKey, type: 'inactive' });
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: postKeys.lists }),
  });
}
