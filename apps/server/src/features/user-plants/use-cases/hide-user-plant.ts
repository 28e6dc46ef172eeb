import { changeOf } from '../../../platform/read-cache';
import { setUserPlantHiddenRow } from '../user-plants.repo';
import type { UserPlantsContext } from './context';

/** A moderator hides or restores a plant; its cached page is forgotten at once. False when there is no such plant. */
export async function setPlantHidden(ctx: UserPlantsContext, id: string, hidden: boolean): Promise<boolean> {
  const found = await setUserPlantHiddenRow(ctx.db, id, hidden);
  // The catalogue's photos leave out a hidden plant's, and take it back when it is restored (ADR 0056).
  await ctx.caches.forget(changeOf.plant(id), changeOf.cataloguePhotos);
  return found;
}
