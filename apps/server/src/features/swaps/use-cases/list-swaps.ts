import { SWAP_TAB_STATUSES, type ReviewPage, type SwapTab, type UserSwaps } from '@rootshare/contracts/swaps';
import { decodeCursor, pageOf } from '../../../platform/cursor';
import { plantNameOf, presentReview, presentSwap } from '../swaps.presenter';
import { countMemberSwaps, findSwapPlants, listMemberSwaps, listReviewsOf, ratingOf } from '../swaps.repo';
import type { SwapsContext } from './context';

/** The caller's swaps of one sub-tab (all when none), newest first, with every sub-tab's count. */
export async function listUserSwaps(
  ctx: SwapsContext,
  userId: string,
  tab: SwapTab | undefined,
  cursor: string | undefined,
  limit: number,
): Promise<UserSwaps> {
  const { db, detailsOf } = ctx;
  const [rows, counts] = await Promise.all([
    listMemberSwaps(db, userId, tab ? SWAP_TAB_STATUSES[tab] : undefined, decodeCursor(cursor), limit),
    countMemberSwaps(db, userId),
  ]);
  const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.id }));
  const details = await detailsOf(page.items);
  const active = counts.get('accepted') ?? 0;
  const pending = counts.get('pending') ?? 0;
  const completed = counts.get('completed') ?? 0;
  return {
    swaps: page.items.map((swap) => presentSwap(swap, details)),
    nextCursor: page.nextCursor,
    counts: { active, pending, completed, total: active + pending + completed },
  };
}

/** Reviews about a member, newest first, with their average rating. */
export async function listReviews(ctx: SwapsContext, userId: string, cursor: string | undefined, limit: number): Promise<ReviewPage> {
  const { db } = ctx;
  const [rows, rating] = await Promise.all([listReviewsOf(db, userId, decodeCursor(cursor), limit), ratingOf(db, userId)]);
  const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.id }));
  const plants = await findSwapPlants(
    db,
    page.items.map((r) => r.swapRequestId),
  );
  const namesOf = (swapId: string) => plants.filter((p) => p.swapRequestId === swapId).map(plantNameOf);
  return {
    reviews: page.items.map((row) => presentReview(row, namesOf(row.swapRequestId))),
    nextCursor: page.nextCursor,
    average: rating.average,
    count: rating.count,
  };
}
