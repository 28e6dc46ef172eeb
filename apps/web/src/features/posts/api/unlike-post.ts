import { LikeResultSchema } from '@rootshare/contracts/posts';
import { apiRequest } from '@/lib/api';

/** DELETE /posts/{id}/like: idempotent; answers the member's state and the new count. */
export function unlikePost(id: string) {
  return apiRequest(`/posts/${encodeURIComponent(id)}/like`, { method: 'DELETE', schema: LikeResultSchema });
}
