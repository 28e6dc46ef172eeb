import { plantNameOf } from '../swaps.presenter';
import { findParties, findSwapPlants } from '../swaps.repo';
import { otherParty, type SwapsContext } from './context';
import type { SwapRow } from '../swaps.repo';

/** What a swap gave one of its members (receivedPlants). */
export interface ReceivedFromSwap {
  complete: boolean;
  giver: { id: string; username: string } | null;
  swappedAt: Date;
  plants: Array<{ id: string; plantId: string; name: string; commonName: string }>;
}

/** What a member gives in a swap (givenPlants). */
export interface GivenInSwap {
  status: SwapRow['status'];
  plants: ReceivedFromSwap['plants'];
}

/**
 * What a completed swap gave the member: the other member's plants in it, with the giver and
 * when it completed (the plants' lineage starts there). Empty until the swap is complete; 404
 * for anyone but its two members.
 */
export async function receivedPlants(ctx: SwapsContext, userId: string, id: string): Promise<ReceivedFromSwap> {
  const { db, partySwap } = ctx;
  const swap = await partySwap(userId, id);
  if (swap.status !== 'completed') return { complete: false, giver: null, swappedAt: swap.updatedAt, plants: [] };
  const giverId = otherParty(swap, userId);
  const [plants, parties] = await Promise.all([findSwapPlants(db, [id]), findParties(db, [giverId])]);
  const giver = parties.get(giverId);
  return {
    complete: true,
    giver: giver ? { id: giverId, username: giver.username } : null,
    swappedAt: swap.updatedAt,
    plants: plants
      .filter((plant) => plant.ownerId === giverId)
      .map((plant) => ({ id: plant.id, plantId: plant.plantId, name: plantNameOf(plant), commonName: plant.commonName })),
  };
}

/** The caller's own plants in a swap (what they give), with its status; 404 for anyone but its two members. */
export async function givenPlants(ctx: SwapsContext, userId: string, id: string): Promise<GivenInSwap> {
  const { db, partySwap } = ctx;
  const swap = await partySwap(userId, id);
  const plants = await findSwapPlants(db, [id]);
  return {
    status: swap.status,
    plants: plants
      .filter((plant) => plant.ownerId === userId)
      .map((plant) => ({ id: plant.id, plantId: plant.plantId, name: plantNameOf(plant), commonName: plant.commonName })),
  };
}
