import type { PostType } from '@rootshare/contracts/posts';

/** Which posts a list shows: a search, one member's Brag Board, one type; empty for the whole feed. */
export interface PostFilters {
  search?: string;
  user_id?: string;
  type?: PostType;
}

/** The filters without empty entries, so `{}` and `{ search: '' }` share one cache entry. */
export function cleanFilters(filters: PostFilters): PostFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => Boolean(value)));
}

/** Query keys of posts; every list sits under `lists`, so one call reaches them all. */
export const postKeys = {
  lists: ['posts', 'list'] as const,
  list: (filters: PostFilters) => ['posts', 'list', cleanFilters(filters)] as const,
  detail: (id: string) => ['posts', 'detail', id] as const,
  comments: (id: string) => ['posts', 'comments', id] as const,
  likeStatus: (id: string) => ['posts', 'like-status', id] as const,
};
