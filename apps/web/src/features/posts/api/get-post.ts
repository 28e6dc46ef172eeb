import { PostSchema } from '@rootshare/contracts/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { postKeys } from './keys';

/** GET /posts/{id}: one post, 404 when it does not exist (or was deleted). */
export function getPost(id: string, signal?: AbortSignal) {
  return apiRequest(`/posts/${encodeURIComponent(id)}`, { schema: PostSchema, ...(signal ? { signal } : {}) });
}

export const postQueryOptions = (id: string) =>
  queryOptions({ queryKey: postKeys.detail(id), queryFn: ({ signal }) => getPost(id, signal) });

export function usePost(id: string) {
  return useQuery(postQueryOptions(id));
}
