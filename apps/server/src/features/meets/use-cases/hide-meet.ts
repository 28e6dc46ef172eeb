import { setMeetHiddenAt } from '../meets.repo';
import type { MeetsContext } from './context';

/** A moderator hides or restores a meet; false when there is none. */
export async function setMeetHidden(ctx: MeetsContext, id: string, hidden: boolean): Promise<boolean> {
  const found = await setMeetHiddenAt(ctx.db, id, hidden);
  await ctx.changed(id);
  return found;
}
