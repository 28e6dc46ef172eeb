import { LikeStatusSchema } from '@rootshare/contracts/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { postKeys } from './keys';

/** GET /posts/{id}/like-status: whether the signed-in member likes the post. */
export function getLikeStatus(id: string, signal?: AbortSignal) {
  return apiRequest(`/posts/${encodeURIComponent(id)}/like-status`, { schema: LikeStatusSchema, ...(signal ? { signal } : {}) });
}

export const likeStatusQueryOptions = (id: string) =>
  queryOptions({ queryKey: postKeys.likeStatus(id), queryFn: ({ signal }) => getLikeStatus(id, signal) });

/** Only for signed-in members; visitors like nothing. */
export function useLikeStatus(id: string, options: { enabled: boolean }) {
  return useQuery({ ...likeStatusQueryOptions(id), enabled: options.enabled });
}
