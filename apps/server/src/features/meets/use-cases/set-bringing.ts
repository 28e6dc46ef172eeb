import { BRINGING_NEEDS_RSVP, BRINGING_OWN_PLANTS, MEET_CANCELLED, MEET_OVER, type Meet } from '@rootshare/contracts/meets';
import { badRequest, conflict } from '../../../platform/errors';
import { findRsvp, findSwappablePlantIds, lockMeet, replaceBringing } from '../meets.repo';
import type { MeetsContext } from './context';

/** "What I'm bringing": the member's own swappable plants, for a meet they answered. */
export async function setBringing(ctx: MeetsContext, userId: string, id: string, plantIds: string[]): Promise<Meet> {
  const row = await ctx.visibleMeet(id, userId);
  if (row.meet.cancelledAt) throw conflict(MEET_CANCELLED);
  if (row.meet.endsAt <= ctx.clock()) throw conflict(MEET_OVER);
  if (!row.myRsvp) throw conflict(BRINGING_NEEDS_RSVP);
  const own = await findSwappablePlantIds(ctx.db, userId, plantIds);
  if (plantIds.some((plantId) => !own.has(plantId))) throw badRequest(BRINGING_OWN_PLANTS);
  await ctx.db.transaction(async (tx) => {
    await lockMeet(tx, id);
    if (!(await findRsvp(tx, id, userId))) throw conflict(BRINGING_NEEDS_RSVP);
    await replaceBringing(tx, id, userId, plantIds);
  });
  return ctx.present(id, userId);
}
