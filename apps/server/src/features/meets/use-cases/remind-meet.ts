import type { JobData } from '../../../platform/jobs';
import { meetWhenAndWhere } from '../meets.presenter';
import { findMeet } from '../meets.repo';
import type { MeetsContext } from './context';
import { MEET_NOTICES } from '../meet-notices';

/**
 * The meet-reminder job. It re-reads the meet: a moved (newer version), cancelled, hidden or
 * past meet, or a member no longer going, gets nothing.
 */
export async function remindOfMeet(ctx: MeetsContext, data: JobData['meet-reminder']): Promise<void> {
  const row = await findMeet(ctx.db, data.meetId, data.userId);
  const meet = row?.meet;
  if (!meet || meet.version !== data.version || meet.cancelledAt || meet.hiddenAt || meet.startsAt <= ctx.clock() || row.myRsvp !== 'going')
    return;
  await ctx.notify([
    ctx.aboutMeet(meet, data.userId, 'meet_reminder', (language) =>
      MEET_NOTICES[language].tomorrow(meet.title, meetWhenAndWhere(meet, language)),
    ),
  ]);
}
