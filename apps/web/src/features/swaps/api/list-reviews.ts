import { ReviewPageSchema } from '@rootshare/contracts/swaps';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { swapKeys } from './keys';

/** GET /reviews?user_id=: reviews about a member, newest first, with their average and count (public). */
export function listReviews(userId: string, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ user_id: userId });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/reviews?${params.toString()}`, { schema: ReviewPageSchema, ...(signal ? { signal } : {}) });
}

export const reviewsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: swapKeys.reviewsOf(userId),
    queryFn: ({ pageParam, signal }) => listReviews(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useReviews(userId: string) {
  return useInfiniteQuery(reviewsQueryOptions(userId));
}
