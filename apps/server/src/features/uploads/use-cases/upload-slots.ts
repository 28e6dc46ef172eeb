import { UPLOAD_NOT_FOUND } from '@rootshare/contracts/http';
import { imageTooLarge } from '@rootshare/contracts/format';
import { PLANT_IMAGE_MAX_BYTES } from '@rootshare/contracts/limits';
import type { Readable } from 'node:stream';
import { HttpError, notFound } from '../../../platform/errors';
import { readStreamWithin } from '../../../platform/streams';
import { presentUploadSlot } from '../uploads.presenter';
import { advanceSlot, findLiveSlot, insertUploadSlot } from '../uploads.repo';
import type { StoredImageRef } from '../uploads.service';
import { incomingKey, type UploadsContext } from './context';
import { storeImage } from './store-image';

const SLOT_LIFETIME_MS = 15 * 60_000;

/** Storage says only 'File too large'; the member is told the limit, in the words the upload screens use. */
const tooLarge = () => new HttpError(413, imageTooLarge(PLANT_IMAGE_MAX_BYTES));

/** Step 1 of the presigned flow: a slot only this member can fill, for 15 minutes. */
export async function createUploadSlot(ctx: UploadsContext, ownerId: string): Promise<{ uploadURL: string }> {
  await ctx.takeUpload(ownerId);
  const slot = await insertUploadSlot(ctx.db, ownerId, new Date(Date.now() + SLOT_LIFETIME_MS));
  return presentUploadSlot(slot.id);
}

/** Step 2: the file's bytes, streamed to storage and cut off at the size limit. */
export async function receiveUpload(
  ctx: UploadsContext,
  ownerId: string,
  slotId: string,
  body: Readable,
  contentType: string,
): Promise<void> {
  const { db, storage } = ctx;
  if (!(await findLiveSlot(db, slotId, ownerId, 'pending'))) throw notFound(UPLOAD_NOT_FOUND);
  try {
    await storage.putStream(incomingKey(slotId), body, contentType || 'application/octet-stream', PLANT_IMAGE_MAX_BYTES);
  } catch (error) {
    throw error instanceof HttpError && error.statusCode === 413 ? tooLarge() : error;
  }
  if (!(await advanceSlot(db, slotId, 'pending', 'received'))) {
    await storage.delete(incomingKey(slotId));
    throw notFound(UPLOAD_NOT_FOUND);
  }
}

/** Step 3: the received file becomes a processed plant image owned by the member. */
export async function commitPlantImage(ctx: UploadsContext, ownerId: string, uploadUrl: string): Promise<StoredImageRef> {
  const { db, storage } = ctx;
  const slotId = /^\/api\/objects\/upload\/([0-9a-f-]{36})$/.exec(uploadUrl)?.[1];
  if (!slotId || !(await findLiveSlot(db, slotId, ownerId, 'received'))) throw notFound(UPLOAD_NOT_FOUND);
  if (!(await advanceSlot(db, slotId, 'received', 'committed'))) throw notFound(UPLOAD_NOT_FOUND);
  const object = await storage.get(incomingKey(slotId));
  if (!object) throw notFound(UPLOAD_NOT_FOUND);
  try {
    const bytes = await readStreamWithin(object.body as Readable, PLANT_IMAGE_MAX_BYTES, tooLarge);
    return await storeImage(ctx, ownerId, bytes, 'plants', PLANT_IMAGE_MAX_BYTES);
  } finally {
    await storage.delete(incomingKey(slotId));
  }
}
