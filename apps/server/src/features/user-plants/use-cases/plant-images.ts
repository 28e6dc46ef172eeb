import { IMAGE_NOT_FOUND, PLANT_NOT_FOUND } from '@rootshare/contracts/user-plants-constants';
import { PLANT_IMAGE_MAX_BYTES, PLANT_IMAGES_MAX } from '@rootshare/contracts/limits';
import type { UserPlantDetail } from '@rootshare/contracts/user-plants';
import type { StoredImage } from '../../../db/schema/user-plants';
import { badRequest, notFound } from '../../../platform/errors';
import { changeOf } from '../../../platform/read-cache';
import { deleteOffersOfImage } from '../catalogue-offers.repo';
import { changeImagesLocked } from '../user-plants.repo';
import { describedImage, type UserPlantsContext } from './context';

const TOO_MANY_IMAGES = `At most ${PLANT_IMAGES_MAX} photos per plant`;

/** Adds one photo; the limit of 5 holds under concurrent adds. */
export async function addUserPlantImage(
  ctx: UserPlantsContext,
  id: string,
  memberId: string,
  imageData: string,
  description: string | null,
): Promise<UserPlantDetail> {
  const row = await ctx.ownedPlant(id, memberId);
  if (row.plant.images.length >= PLANT_IMAGES_MAX) throw badRequest(TOO_MANY_IMAGES);
  const image = describedImage(await ctx.uploads.storeDataUrl(memberId, imageData, 'plants', PLANT_IMAGE_MAX_BYTES), description);
  const result = await changeImagesLocked(ctx.db, id, (images: StoredImage[]) =>
    images.length >= PLANT_IMAGES_MAX ? null : [...images, image],
  );
  await ctx.forgetPlant(id);
  if (!result || result.after.length === result.before.length) {
    await ctx.uploads.deleteImages([image]);
    throw result ? badRequest(TOO_MANY_IMAGES) : notFound(PLANT_NOT_FOUND);
  }
  return ctx.detailFor(id, memberId);
}

/** Describes the photo at index (or clears its description); the owner only. */
export async function describeUserPlantImage(
  ctx: UserPlantsContext,
  id: string,
  memberId: string,
  index: number,
  description: string | null,
): Promise<UserPlantDetail> {
  await ctx.ownedPlant(id, memberId);
  const result = await changeImagesLocked(ctx.db, id, (images) =>
    index < images.length ? images.map((image, i) => (i === index ? describedImage(image, description) : image)) : null,
  );
  await ctx.forgetPlant(id);
  if (!result || index >= result.before.length) throw notFound(IMAGE_NOT_FOUND);
  return ctx.detailFor(id, memberId);
}

/** Removes the photo at index and deletes its files. */
export async function deleteUserPlantImage(ctx: UserPlantsContext, id: string, memberId: string, index: number): Promise<UserPlantDetail> {
  await ctx.ownedPlant(id, memberId);
  const result = await changeImagesLocked(ctx.db, id, (images) => (index < images.length ? images.filter((_, i) => i !== index) : null));
  await ctx.forgetPlant(id);
  const removed = result?.before[index];
  if (!result || !removed || result.after.length === result.before.length) throw notFound(IMAGE_NOT_FOUND);
  // A photo that leaves its plant leaves the catalogue too (ADR 0056).
  if ((await deleteOffersOfImage(ctx.db, id, removed.url)) > 0) await ctx.caches.forget(changeOf.cataloguePhotos);
  await ctx.uploads.deleteImages([removed]);
  return ctx.detailFor(id, memberId);
}
