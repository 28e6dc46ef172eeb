import { MEET_CANCELLED, MEET_HOST_ANSWERS, MEET_OVER, type Meet, type RsvpAnswer, type RsvpStatus } from '@rootshare/contracts/meets';
import { conflict } from '../../../platform/errors';
import { countByStatus, deleteRsvp, findRsvp, lockMeet, saveRsvp } from '../meets.repo';
import type { MeetsContext } from './context';

/**
 * A member answers. Going takes a place while there is one, else a place at the end of the
 * waitlist. Leaving a place (maybe or not going) hands it to the first on the waitlist, in the
 * same transaction (the meet's row is locked, so answers are taken one at a time).
 */
export async function answerMeet(ctx: MeetsContext, userId: string, id: string, answer: RsvpAnswer): Promise<Meet> {
  const row = await ctx.visibleMeet(id, userId);
  if (row.meet.hostId === userId) throw conflict(MEET_HOST_ANSWERS);
  if (row.meet.cancelledAt) throw conflict(MEET_CANCELLED);
  if (row.meet.endsAt <= ctx.clock()) throw conflict(MEET_OVER);
  const { meet, status, promoted } = await ctx.db.transaction(async (tx) => {
    const meet = await lockMeet(tx, id);
    if (!meet || meet.cancelledAt) throw conflict(MEET_CANCELLED);
    const current = (await findRsvp(tx, id, userId))?.status ?? null;
    let status: RsvpStatus | null = null;
    if (answer === 'not_going') await deleteRsvp(tx, id, userId);
    else if (answer === 'maybe') await saveRsvp(tx, id, userId, (status = 'maybe'), false);
    else if (current === 'going' || current === 'waitlisted') status = current;
    else {
      const full = meet.capacity !== null && (await countByStatus(tx, id)).going >= meet.capacity;
      status = full ? 'waitlisted' : 'going';
      await saveRsvp(tx, id, userId, status, full);
    }
    const promoted = current === 'going' && status !== 'going' ? await ctx.fillPlaces(tx, meet) : [];
    return { meet, status, promoted };
  });
  await ctx.changed(meet.id);
  if (status === 'going' && row.myRsvp !== 'going') await ctx.scheduleReminder(meet, userId);
  await ctx.announcePromotions(meet, promoted);
  return ctx.present(id, userId);
}
