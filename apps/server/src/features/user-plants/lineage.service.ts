import type { ReceivedPlant } from '@rootshare/contracts/user-plants';
import { countGrownFrom, findAddedFromSwap } from './lineage.repo';
import type { UserPlantsContext } from './use-cases/context';

/** Where members' plants came from and where their cuttings went (docs/architecture.md#user-plants). */
export function createLineageService(ctx: UserPlantsContext) {
  return {
    /** The plants a completed swap gave the member, each with the plant they made of it once added. */
    async receivedPlants(memberId: string, swapRequestId: string): Promise<ReceivedPlant[]> {
      const received = await ctx.receivedFromSwap(memberId, swapRequestId);
      const { giver } = received;
      if (!received.complete || !giver) return [];
      const added = await findAddedFromSwap(
        ctx.db,
        swapRequestId,
        received.plants.map((plant) => plant.id),
      );
      return received.plants.map((plant) => ({
        user_plant_id: plant.id,
        plant_id: plant.plantId,
        name: plant.name,
        common_name: plant.commonName,
        giver,
        swapped_at: received.swappedAt.toISOString(),
        added_user_plant_id: added.get(plant.id) ?? null,
      }));
    },

    /** How many plants, in every generation, were grown from the member's collection. */
    plantsGrown: async (memberId: string): Promise<{ count: number }> => ({ count: await countGrownFrom(ctx.db, memberId) }),
  };
}
