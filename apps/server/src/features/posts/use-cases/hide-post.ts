import { setPostHiddenRow } from '../posts.repo';
import type { PostsContext } from './context';

/** A moderator hides or restores a post; the shared feed page forgets it at once. False when there is no such post. */
export async function setPostHidden(ctx: PostsContext, id: string, hidden: boolean): Promise<boolean> {
  const found = await setPostHiddenRow(ctx.db, id, hidden);
  await ctx.changed(id);
  return found;
}
