import { PLANT_NOT_IN_SWAP, RECEIVED_PLANT_MISMATCH } from '@rootshare/contracts/user-plants-constants';
import {
  ALREADY_ADDED_FROM_SWAP,
  SWAP_NOT_COMPLETE_FOR_ADD,
  type CreateUserPlantSchema,
  type UserPlantDetail,
} from '@rootshare/contracts/user-plants';
import type { z } from 'zod';
import { pgErrorCode } from '../../../platform/db';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors';
import { changeOf } from '../../../platform/read-cache';
import { insertOffer } from '../catalogue-offers.repo';
import { recordReceivedPlant } from '../lineage.repo';
import { insertUserPlant } from '../user-plants.repo';
import { describedImage, type UserPlantsContext } from './context';

type CreateInput = z.output<typeof CreateUserPlantSchema>;

/** The giver's plant a new plant is grown from, checked against the swap: complete, the caller's, that plant on the other side, the same species. */
async function receivedOrigin(ctx: UserPlantsContext, memberId: string, input: NonNullable<CreateInput['received_from']>, plantId: string) {
  const received = await ctx.receivedFromSwap(memberId, input.swap_request_id);
  if (!received.complete) throw conflict(SWAP_NOT_COMPLETE_FOR_ADD);
  const source = received.plants.find((plant) => plant.id === input.user_plant_id);
  if (!source || !received.giver) throw notFound(PLANT_NOT_IN_SWAP);
  if (source.plantId !== plantId) throw badRequest(RECEIVED_PLANT_MISMATCH);
  return { giverId: received.giver.id, sourcePlantId: source.id, swapRequestId: input.swap_request_id, receivedAt: received.swappedAt };
}

/** Adds a plant to the caller's collection. */
export async function createUserPlant(ctx: UserPlantsContext, memberId: string, input: CreateInput): Promise<UserPlantDetail> {
  if (input.user_id && input.user_id !== memberId) throw forbidden('You can only add plants to your own collection');
  if (!(await ctx.catalogue.cataloguePlantExists(input.plant_id))) throw badRequest('Please select a plant');
  const origin = input.received_from ? await receivedOrigin(ctx, memberId, input.received_from, input.plant_id) : null;
  const { images, created } = await ctx.storeImages(memberId, input.image_urls ?? []);
  const descriptions = input.image_descriptions ?? [];
  const offered = input.offer_photo_to_catalogue ? images[0] : undefined;
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const id = await insertUserPlant(tx, {
        userId: memberId,
        plantId: input.plant_id,
        customName: input.custom_name || null,
        size: input.size || null,
        age: input.age || null,
        swapType: input.swap_type,
        notes: input.notes || null,
        availableForSwap: input.available_for_swap,
        // The schema let a listed plant through only with its owner's confirmation.
        pestFreeConfirmedAt: input.available_for_swap ? new Date() : null,
        images: images.map((image, index) => describedImage(image, descriptions[index])),
      });
      if (origin) await recordReceivedPlant(tx, { userPlantId: id, receiverId: memberId, ...origin });
      if (offered) await insertOffer(tx, { userPlantId: id, userId: memberId, plantId: input.plant_id, imageUrl: offered.url });
      return id;
    });
    if (offered) await ctx.caches.forget(changeOf.cataloguePhotos);
    // Announced like any change, for what follows one (federation's deliveries); the giver's plant,
    // and every plant it came from, now shows a new descendant.
    await ctx.caches.forget(changeOf.plant(id), ...(origin ? [changeOf.plant(origin.sourcePlantId)] : []));
    if (input.available_for_swap) await ctx.listed(id);
    return await ctx.detailFor(id, memberId);
  } catch (error) {
    await ctx.uploads.deleteImages(created);
    if (pgErrorCode(error) === '23505') throw conflict(ALREADY_ADDED_FROM_SWAP);
    throw error;
  }
}
