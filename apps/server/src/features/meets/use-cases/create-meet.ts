import type { Meet } from '@rootshare/contracts/meets';
import { insertMeet } from '../meets.repo';
import type { MeetInput, MeetsContext } from './context';

/** A member hosts a new meet. */
export async function createMeet(ctx: MeetsContext, hostId: string, input: MeetInput): Promise<Meet> {
  await ctx.quotas.take(hostId, 'meets');
  const meet = await insertMeet(ctx.db, { hostId, ...(await ctx.changesOf(input)) });
  await ctx.changed(meet.id);
  return ctx.present(meet.id, hostId);
}
