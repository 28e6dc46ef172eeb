import { MEET_CANCELLED, type Meet } from '@rootshare/contracts/meets';
import { conflict } from '../../../platform/errors';
import { meetWhenAndWhere } from '../meets.presenter';
import { cancelMeetRow, listAnsweredIds } from '../meets.repo';
import type { MeetsContext } from './context';
import { MEET_NOTICES } from '../meet-notices';

/** The host cancels: everyone who answered is told; the page stays, marked cancelled. */
export async function cancelMeet(ctx: MeetsContext, hostId: string, id: string): Promise<Meet> {
  await ctx.hostedMeet(hostId, id);
  const meet = await cancelMeetRow(ctx.db, id);
  if (!meet) throw conflict(MEET_CANCELLED);
  await ctx.changed(id);
  const answered = await listAnsweredIds(ctx.db, id, ['going', 'maybe', 'waitlisted']);
  await ctx.notify(
    answered.map(({ userId }) =>
      ctx.aboutMeet(meet, userId, 'meet_cancelled', (language) =>
        MEET_NOTICES[language].cancelled(meet.title, meetWhenAndWhere(meet, language)),
      ),
    ),
  );
  return ctx.present(id, hostId);
}
