import type { Readable } from 'node:stream';
import { IMAGE_MAX_PIXELS, PLANT_IMAGE_MAX_BYTES } from '@rootshare/contracts/limits';
import type { Database } from '../../platform/db';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import { decodeDataUrl, processImage } from '../../platform/images';
import { newMediaKey, type Storage } from '../../platform/storage';
import { advanceSlot, deleteMediaByKeys, findLiveSlot, findMediaByKeys, insertMediaFile, insertUploadSlot } from './uploads.repo';

export const MEDIA_PREFIX = '/media/';
const SLOT_LIFETIME_MS = 15 * 60_000;

/** A stored image as features keep it: its public path and its thumbnail's. */
export interface StoredImageRef {
  url: string;
  thumbnailUrl: string;
}

const keyOf = (url: string) => (url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : url);
const incomingKey = (slotId: string) => `incoming/${slotId}.bin`;

async function readAll(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) throw new HttpError(413, 'Upload is too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export function createUploadsService(db: Database, storage: Storage) {
  return {
    /** Runs an image through the pipeline, stores it and its thumbnail, and records its owner. */
    async storeImage(ownerId: string, input: Buffer, folder: string, maxBytes: number): Promise<StoredImageRef> {
      const processed = await processImage(input, { maxBytes, maxPixels: IMAGE_MAX_PIXELS });
      const key = newMediaKey(folder, 'webp');
      const thumbnailKey = key.replace(/\.webp$/, '.thumb.webp');
      await storage.put(key, processed.full, 'image/webp');
      try {
        await storage.put(thumbnailKey, processed.thumbnail, 'image/webp');
        await insertMediaFile(db, { ownerId, key, thumbnailKey, width: processed.width, height: processed.height });
      } catch (error) {
        // No record may point at a missing file, and no file is kept without its record.
        await Promise.allSettled([storage.delete(key), storage.delete(thumbnailKey)]);
        throw error;
      }
      return { url: MEDIA_PREFIX + key, thumbnailUrl: MEDIA_PREFIX + thumbnailKey };
    },

    /** storeImage for an image sent inline as a data URL or bare base64. */
    async storeDataUrl(ownerId: string, dataUrl: string, folder: string, maxBytes: number): Promise<StoredImageRef> {
      return this.storeImage(ownerId, decodeDataUrl(dataUrl), folder, maxBytes);
    },

    /** The caller's own stored images for the given paths; anything else is refused. */
    async resolveOwnImages(ownerId: string, urls: string[]): Promise<StoredImageRef[]> {
      const rows = await findMediaByKeys(db, urls.map(keyOf));
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return urls.map((url) => {
        const row = byKey.get(keyOf(url));
        if (!row || row.ownerId !== ownerId || !row.thumbnailKey) throw badRequest('Images must be uploaded to Rootshare by you');
        return { url: MEDIA_PREFIX + row.key, thumbnailUrl: MEDIA_PREFIX + row.thumbnailKey };
      });
    },

    /** Deletes images and their records; used when their plant or post goes. */
    async deleteImages(images: StoredImageRef[]): Promise<void> {
      const keys = images.flatMap((image) => [keyOf(image.url), keyOf(image.thumbnailUrl)]);
      await deleteMediaByKeys(db, keys);
      await Promise.allSettled(keys.map((key) => storage.delete(key)));
    },

    /** Step 1 of the presigned flow: a slot only this member can fill, for 15 minutes. */
    async createUploadSlot(ownerId: string): Promise<{ uploadURL: string }> {
      const slot = await insertUploadSlot(db, ownerId, new Date(Date.now() + SLOT_LIFETIME_MS));
      return { uploadURL: `/api/objects/upload/${slot.id}` };
    },

    /** Step 2: the file's bytes, streamed to storage and cut off at the size limit. */
    async receiveUpload(ownerId: string, slotId: string, body: Readable, contentType: string): Promise<void> {
      if (!(await findLiveSlot(db, slotId, ownerId, 'pending'))) throw notFound('Upload not found or expired');
      await storage.putStream(incomingKey(slotId), body, contentType || 'application/octet-stream', PLANT_IMAGE_MAX_BYTES);
      if (!(await advanceSlot(db, slotId, 'pending', 'received'))) {
        await storage.delete(incomingKey(slotId));
        throw notFound('Upload not found or expired');
      }
    },

    /** Step 3: the received file becomes a processed plant image owned by the member. */
    async commitPlantImage(ownerId: string, uploadUrl: string): Promise<StoredImageRef> {
      const slotId = /^\/api\/objects\/upload\/([0-9a-f-]{36})$/.exec(uploadUrl)?.[1];
      if (!slotId || !(await findLiveSlot(db, slotId, ownerId, 'received'))) throw notFound('Upload not found or expired');
      if (!(await advanceSlot(db, slotId, 'received', 'committed'))) throw notFound('Upload not found or expired');
      const object = await storage.get(incomingKey(slotId));
      if (!object) throw notFound('Upload not found or expired');
      try {
        const bytes = await readAll(object.body as Readable, PLANT_IMAGE_MAX_BYTES);
        return await this.storeImage(ownerId, bytes, 'plants', PLANT_IMAGE_MAX_BYTES);
      } finally {
        await storage.delete(incomingKey(slotId));
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
