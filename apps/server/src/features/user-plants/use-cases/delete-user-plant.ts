import { deleteUserPlantRow } from '../user-plants.repo';
import type { UserPlantsContext } from './context';

/** The owner deletes a plant and its photo files. */
export async function deleteUserPlant(ctx: UserPlantsContext, id: string, memberId: string): Promise<void> {
  const row = await ctx.ownedPlant(id, memberId);
  await deleteUserPlantRow(ctx.db, id);
  await ctx.forgetPlant(id);
  await ctx.uploads.deleteImages(row.plant.images);
}
