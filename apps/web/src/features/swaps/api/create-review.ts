import { ReviewSchema, type CreateReview } from '@rootshare/contracts/swaps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { swapKeys } from './keys';

/** POST /swap-requests/{id}/review: once per member, after both marked the swap complete (409 otherwise). */
export function createReview({ swapRequestId, review }: { swapRequestId: string; review: CreateReview }) {
  return apiRequest(`/swap-requests/${encodeURIComponent(swapRequestId)}/review`, { method: 'POST', body: review, schema: ReviewSchema });
}

/** The swap (which lists its reviews), the sub-tab lists and the reviewed member's reviews refresh. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (review) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: swapKeys.detail(review.swap_request_id) }),
        queryClient.invalidateQueries({ queryKey: swapKeys.lists }),
        queryClient.invalidateQueries({ queryKey: swapKeys.reviewsOf(review.reviewed_user_id) }),
      ]),
  });
}
