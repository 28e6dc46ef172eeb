import { MEET_CANCELLED, type Meet } from '@rootshare/contracts/meets';
import { conflict } from '../../../platform/errors';
import { meetWhenAndWhere } from '../meets.presenter';
import { listAnsweredIds, lockMeet, updateMeet } from '../meets.repo';
import type { MeetInput, MeetsContext } from './context';
import { MEET_NOTICES } from '../meet-notices';

/**
 * The host changes a meet. A change of time or place is a new version: everyone who answered
 * is told, and reminders are queued again. More places move the waitlist up.
 */
export async function updateMeetDetails(ctx: MeetsContext, hostId: string, id: string, input: MeetInput): Promise<Meet> {
  const before = (await ctx.hostedMeet(hostId, id)).meet;
  const changes = await ctx.changesOf(input);
  const moved =
    changes.startsAt.getTime() !== before.startsAt.getTime() ||
    changes.endsAt.getTime() !== before.endsAt.getTime() ||
    changes.timeZone !== before.timeZone ||
    changes.town !== before.town ||
    changes.venue !== before.venue;
  const { meet, promoted } = await ctx.db.transaction(async (tx) => {
    await lockMeet(tx, id);
    const meet = await updateMeet(tx, id, changes, moved);
    if (!meet) throw conflict(MEET_CANCELLED);
    return { meet, promoted: await ctx.fillPlaces(tx, meet) };
  });
  await ctx.changed(id);
  if (moved) {
    const answered = await listAnsweredIds(ctx.db, id, ['going', 'maybe', 'waitlisted']);
    await ctx.notify(
      answered.map(({ userId }) =>
        ctx.aboutMeet(meet, userId, 'meet_changed', (language) =>
          MEET_NOTICES[language].moved(meet.title, meetWhenAndWhere(meet, language)),
        ),
      ),
    );
    for (const { userId, status } of answered)
      if (status === 'going' && !promoted.includes(userId)) await ctx.scheduleReminder(meet, userId);
  }
  await ctx.announcePromotions(meet, promoted);
  return ctx.present(id, hostId);
}
