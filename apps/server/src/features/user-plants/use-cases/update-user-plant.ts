import { PEST_FREE_REQUIRED, type UpdateUserPlantSchema, type UserPlantDetail } from '@rootshare/contracts/user-plants';
import type { z } from 'zod';
import { badRequest } from '../../../platform/errors';
import { updateUserPlantRow, type UserPlantDetailRow } from '../user-plants.repo';
import type { UserPlantsContext } from './context';

type UpdateInput = z.output<typeof UpdateUserPlantSchema>;

/**
 * A plant's pest-free confirmation after an update: taken off swap, it has none (listing it again
 * asks again); confirmed in the update, it is confirmed now; undefined leaves it. A listed plant may
 * not be declared pest-ridden, and listing it needs a confirmation in the update or one from before
 * (docs/product-decisions.md, Plants).
 */
function pestFreeConfirmation(before: UserPlantDetailRow['plant'], input: UpdateInput): Date | null | undefined {
  const listed = input.available_for_swap ?? before.availableForSwap;
  if (!listed) return before.pestFreeConfirmedAt ? null : undefined;
  if (input.pest_free_confirmed) return new Date();
  if (input.pest_free_confirmed === false || (input.available_for_swap && !before.pestFreeConfirmedAt))
    throw badRequest(PEST_FREE_REQUIRED);
  return undefined;
}

/** The owner changes a plant's details or its swap listing. */
export async function updateUserPlant(ctx: UserPlantsContext, id: string, memberId: string, input: UpdateInput): Promise<UserPlantDetail> {
  const before = await ctx.ownedPlant(id, memberId);
  const changes: Parameters<typeof updateUserPlantRow>[2] = {};
  if (input.custom_name !== undefined) changes.customName = input.custom_name || null;
  if (input.size !== undefined) changes.size = input.size || null;
  if (input.age !== undefined) changes.age = input.age || null;
  if (input.notes !== undefined) changes.notes = input.notes || null;
  if (input.swap_type !== undefined) changes.swapType = input.swap_type;
  if (input.available_for_swap !== undefined) changes.availableForSwap = input.available_for_swap;
  const confirmedAt = pestFreeConfirmation(before.plant, input);
  if (confirmedAt !== undefined) changes.pestFreeConfirmedAt = confirmedAt;
  await updateUserPlantRow(ctx.db, id, changes);
  await ctx.forgetPlant(id);
  if (input.available_for_swap && !before.plant.availableForSwap) await ctx.listed(id);
  return ctx.detailFor(id, memberId);
}
