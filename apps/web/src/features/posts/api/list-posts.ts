import { PostPageSchema, type Post, type PostPage } from '@rootshare/contracts/posts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { cleanFilters, postKeys, type PostFilters } from './keys';

export type PostLists = InfiniteData<PostPage>;

/** GET /posts: newest first, a page at a time; the bearer token fills has_liked. */
export function listPosts(filters: PostFilters, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams(Object.entries(cleanFilters(filters)));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiRequest(`/posts${query ? `?${query}` : ''}`, { schema: PostPageSchema, ...(signal ? { signal } : {}) });
}

export const postsInfiniteQueryOptions = (filters: PostFilters) =>
  infiniteQueryOptions({
    queryKey: postKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listPosts(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** keepPrevious: a new search keeps showing the last results until its own arrive. */
export function usePosts(filters: PostFilters, options: { keepPrevious?: boolean } = {}) {
  return useInfiniteQuery({ ...postsInfiniteQueryOptions(filters), placeholderData: options.keepPrevious ? keepPreviousData : undefined });
}

const mapPosts = (lists: PostLists, change: (posts: Post[]) => Post[]): PostLists => ({
  ...lists,
  pages: lists.pages.map((page) => ({ ...page, posts: change(page.posts) })),
});

/** Applies a change to one post wherever it is cached: every list and its detail. */
export function patchCachedPost(queryClient: QueryClient, id: string, patch: (post: Post) => Post): void {
  queryClient.setQueriesData<PostLists>(
    { queryKey: postKeys.lists },
    (lists) => lists && mapPosts(lists, (posts) => posts.map((post) => (post.id === id ? patch(post) : post))),
  );
  queryClient.setQueryData<Post>(postKeys.detail(id), (post) => post && patch(post));
}

/** Takes one post out of every cached list at once; returns the function that puts the lists back. */
export async function removeCachedPost(queryClient: QueryClient, id: string): Promise<() => void> {
  await queryClient.cancelQueries({ queryKey: postKeys.lists });
  const before = queryClient.getQueriesData<PostLists>({ queryKey: postKeys.lists });
  queryClient.setQueriesData<PostLists>({ queryKey: postKeys.lists }, (lists) => {
    if (!lists) return lists;
    const held = lists.pages.some((page) => page.posts.some((post) => post.id === id));
    const without = mapPosts(lists, (posts) => posts.filter((post) => post.id !== id));
    // A list that counted the post counts one fewer.
    return {
      ...without,
      pages: without.pages.map((page) => (held && page.total !== null ? { ...page, total: Math.max(0, page.total - 1) } : page)),
    };
  });
  return () => {
    for (const [key, lists] of before) queryClient.setQueryData(key, lists);
  };
}
