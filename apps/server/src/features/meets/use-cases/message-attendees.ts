import { listAnsweredIds } from '../meets.repo';
import type { MeetsContext } from './context';
import { MEET_NOTICES } from '../meet-notices';

/** The host writes to everyone who answered: a bell notification with the text, mailed or pushed as each chose. */
export async function messageAttendees(ctx: MeetsContext, hostId: string, id: string, text: string): Promise<number> {
  const { meet } = await ctx.hostedMeet(hostId, id);
  await ctx.quotas.take(hostId, 'messages');
  const answered = await listAnsweredIds(ctx.db, id, ['going', 'maybe', 'waitlisted']);
  await ctx.notify(
    answered.map(({ userId }) =>
      ctx.aboutMeet(meet, userId, 'meet_message', (language) => MEET_NOTICES[language].fromHost(meet.title, text)),
    ),
  );
  return answered.length;
}
