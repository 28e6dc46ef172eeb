import { PLANT_NOT_YOURS_IN_SWAP } from '@rootshare/contracts/user-plants-constants';
import { CARE_CARD_NOT_YET, type CareCardInputSchema, type SwapCareCard } from '@rootshare/contracts/user-plants';
import type { z } from 'zod';
import { conflict, notFound } from '../../platform/errors';
import type { GivenInSwap } from '../swaps/swaps.service';
import { findCardOfPlant, findSwapCards, saveCard } from './care-cards.repo';
import { findAddedFromSwap } from './lineage.repo';
import type { UserPlantsContext } from './use-cases/context';
import { careCardDraft, presentCareCard } from './user-plants.presenter';

/** A swap's care cards may be written once it is accepted, and stay editable after it completes. */
const CARE_CARD_STATUSES: ReadonlyArray<GivenInSwap['status']> = ['accepted', 'completed'];

/** A giver's care cards for the plants they give in a swap, shown on the received plant's page. */
export function createCareCardsService(ctx: UserPlantsContext) {
  /** The member's own plants in a swap they may write care cards for: accepted or completed; 404 for others. */
  async function givenForCards(memberId: string, swapRequestId: string): Promise<GivenInSwap> {
    const given = await ctx.givenInSwap(memberId, swapRequestId);
    if (!CARE_CARD_STATUSES.includes(given.status)) throw conflict(CARE_CARD_NOT_YET);
    return given;
  }

  return {
    /** The member's own plants in an accepted swap, each with its care card or a draft from the catalogue. */
    async careCardsForSwap(memberId: string, swapRequestId: string): Promise<SwapCareCard[]> {
      const given = await givenForCards(memberId, swapRequestId);
      const cards = new Map(
        (
          await findSwapCards(
            ctx.db,
            swapRequestId,
            given.plants.map((plant) => plant.id),
          )
        ).map((card) => [card.sourcePlantId, card]),
      );
      return Promise.all(
        given.plants.map(async (plant) => {
          const card = cards.get(plant.id);
          return {
            user_plant_id: plant.id,
            name: plant.name,
            card: card ? presentCareCard(card) : careCardDraft(await ctx.catalogue.getCataloguePlant(plant.plantId)),
            saved: Boolean(card),
          };
        }),
      );
    },

    /** The giver writes the care card of their plant in an accepted swap; the received plant's page shows it at once. */
    async saveCareCard(
      memberId: string,
      swapRequestId: string,
      plantId: string,
      input: z.output<typeof CareCardInputSchema>,
    ): Promise<SwapCareCard> {
      const given = await givenForCards(memberId, swapRequestId);
      const plant = given.plants.find((p) => p.id === plantId);
      if (!plant) throw notFound(PLANT_NOT_YOURS_IN_SWAP);
      await saveCard(ctx.db, {
        swapRequestId,
        sourcePlantId: plantId,
        giverId: memberId,
        light: input.light || null,
        water: input.water || null,
        soil: input.soil || null,
        notes: input.notes || null,
      });
      const received = (await findAddedFromSwap(ctx.db, swapRequestId, [plantId])).get(plantId);
      if (received) await ctx.forgetPlant(received);
      return {
        user_plant_id: plantId,
        name: plant.name,
        card: { light: input.light, water: input.water, soil: input.soil, notes: input.notes },
        saved: true,
      };
    },

    /** The water line of the care card a plant came with, if any: care reminders read how often from it. */
    async careCardWater(id: string): Promise<string | null> {
      return (await findCardOfPlant(ctx.db, id))?.water ?? null;
    },
  };
}
