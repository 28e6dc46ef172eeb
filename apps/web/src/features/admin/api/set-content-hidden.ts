import { ContentVisibilitySchema, type HideableType } from '@rootshare/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** PUT /admin/content/{type}/{id} {hidden}: hides a post, comment, plant or message from everyone but its author, or restores it. */
export function setContentHidden(type: HideableType, id: string, hidden: boolean) {
  return apiRequest(`/admin/content/${type}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { hidden },
    schema: ContentVisibilitySchema,
  });
}

export function useSetContentHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, hidden }: { type: HideableType; id: string; hidden: boolean }) => setContentHidden(type, id, hidden),
    // The queue and every cached list or page that may hold the content (the feed, a plant page…).
    onSettled: () => queryClient.invalidateQueries(),
  });
}
