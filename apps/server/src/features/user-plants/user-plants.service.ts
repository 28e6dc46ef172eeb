import type { CreateUserPlantSchema, UpdateUserPlantSchema } from '@rootshare/contracts/user-plants';
import type { z } from 'zod';
import type { StoredImage } from '../../db/schema/user-plants';
import { createCareCardsService } from './care-cards.service';
import { createLineageService } from './lineage.service';
import { createUserPlantsContext, type UserPlantsDeps } from './use-cases/context';
import { createUserPlant } from './use-cases/create-user-plant';
import { deleteUserPlant } from './use-cases/delete-user-plant';
import { getUserPlantBody } from './use-cases/get-user-plant-page';
import { setPlantHidden } from './use-cases/hide-user-plant';
import { listUserPlants } from './use-cases/list-user-plants';
import { addUserPlantImage, deleteUserPlantImage, describeUserPlantImage } from './use-cases/plant-images';
import { updateUserPlant } from './use-cases/update-user-plant';

/**
 * Members' plants, their lineage and care cards, as the routes and other features call them. Each
 * use case is a file of its own under use-cases/; lineage and care cards are services of their own.
 */
export function createUserPlantsService(deps: UserPlantsDeps) {
  const ctx = createUserPlantsContext(deps);
  return {
    createUserPlant: (memberId: string, input: z.output<typeof CreateUserPlantSchema>) => createUserPlant(ctx, memberId, input),
    listUserPlants: (userId: string, viewerId: string | undefined) => listUserPlants(ctx, userId, viewerId),
    getUserPlantBody: (id: string, viewerId: string | undefined) => getUserPlantBody(ctx, id, viewerId),
    updateUserPlant: (id: string, memberId: string, input: z.output<typeof UpdateUserPlantSchema>) =>
      updateUserPlant(ctx, id, memberId, input),
    deleteUserPlant: (id: string, memberId: string) => deleteUserPlant(ctx, id, memberId),
    addUserPlantImage: (id: string, memberId: string, imageData: string, description: string | null) =>
      addUserPlantImage(ctx, id, memberId, imageData, description),
    describeUserPlantImage: (id: string, memberId: string, index: number, description: string | null) =>
      describeUserPlantImage(ctx, id, memberId, index, description),
    deleteUserPlantImage: (id: string, memberId: string, index: number) => deleteUserPlantImage(ctx, id, memberId, index),
    ...createLineageService(ctx),
    ...createCareCardsService(ctx),

    /** The species and photos of the member's own plant (to offer one to the catalogue): 404 when they cannot see it, 403 when it is another's. */
    async ownedPlantPhotos(
      id: string,
      memberId: string,
    ): Promise<{ plantId: string; images: StoredImage[]; catalogueImageUrl: string | null }> {
      const { plant, catalogue: species } = await ctx.ownedPlant(id, memberId);
      return { plantId: plant.plantId, images: plant.images, catalogueImageUrl: species.imageUrl };
    },

    /** The owner of a plant the viewer may see (for a report); 404 otherwise. */
    ownerOfVisiblePlant: async (id: string, viewerId: string): Promise<string> => (await ctx.visiblePlant(id, viewerId)).plant.userId,

    setPlantHidden: (id: string, hidden: boolean) => setPlantHidden(ctx, id, hidden),
  };
}

export type UserPlantsService = ReturnType<typeof createUserPlantsService>;
