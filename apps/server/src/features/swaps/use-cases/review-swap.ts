import { REVIEW_NOT_FOUND, REVIEW_OTHER_MEMBER_ONLY } from '@rootshare/contracts/swaps-constants';
import { REVIEW_ALREADY_LEFT, REVIEW_NOT_YET, type Review, type CreateReviewSchema } from '@rootshare/contracts/swaps';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { plantNameOf, presentReview } from '../swaps.presenter';
import { insertReview } from '../swaps.repo';
import { otherParty, type SwapsContext } from './context';
import { SWAP_NOTICES } from '../swap-notices';

export type ReviewInput = z.output<typeof CreateReviewSchema>;

/** Reviews the other member of a completed swap, once (a unique key settles races). */
export async function reviewSwap(ctx: SwapsContext, userId: string, id: string, input: ReviewInput): Promise<Review> {
  const { db, quotas, partySwap, announceChange, notify, detailsOf } = ctx;
  const swap = await partySwap(userId, id);
  if (swap.status !== 'completed') throw conflict(REVIEW_NOT_YET);
  const other = otherParty(swap, userId);
  if (input.reviewed_user_id !== other) throw badRequest(REVIEW_OTHER_MEMBER_ONLY);
  await quotas.take(userId, 'reviews');
  const stored = await insertReview(db, {
    swapRequestId: id,
    reviewerId: userId,
    reviewedUserId: other,
    rating: input.rating,
    plantQuality: input.plant_quality ?? null,
    communication: input.communication ?? null,
    packaging: input.packaging ?? null,
    comment: input.comment,
  });
  if (!stored) throw conflict(REVIEW_ALREADY_LEFT);
  announceChange(swap);
  const details = await detailsOf([swap]);
  const review = details.reviews.find((r) => r.id === stored.id);
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  const theirs = details.reviews.some((r) => r.reviewerId === other);
  await notify([
    {
      userId: other,
      type: 'review_ready',
      words: (language) => SWAP_NOTICES[language].reviewed(review.reviewer.username, input.rating, !theirs),
      otherUserId: userId,
      swapRequestId: id,
      conversationId: swap.conversationId,
    },
  ]);
  return presentReview(review, details.plants.map(plantNameOf));
}
