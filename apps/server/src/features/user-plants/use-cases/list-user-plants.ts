import type { UserPlant } from '@rootshare/contracts/user-plants';
import { presentUserPlant } from '../user-plants.presenter';
import { listUserPlantDetails } from '../user-plants.repo';
import type { UserPlantsContext } from './context';

/** A member's plants as the viewer may see them. */
export async function listUserPlants(ctx: UserPlantsContext, userId: string, viewerId: string | undefined): Promise<UserPlant[]> {
  if (await ctx.apart(viewerId, userId)) return [];
  const [rows, photos] = await Promise.all([listUserPlantDetails(ctx.db, userId, userId === viewerId), ctx.catalogue.memberPhotos()]);
  return rows.map((row) => presentUserPlant(row, photos.get(row.plant.plantId)));
}
