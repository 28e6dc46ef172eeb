import { imageTooLarge } from '@rootshare/contracts/format';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { IMAGE_MAX_PIXELS, PLANT_IMAGE_MAX_BYTES } from '@rootshare/contracts/limits';
import type { Database } from '../../platform/db';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import { decodeDataUrl, processImage, sniffImageType, UNSUPPORTED_IMAGE_TYPE, type SniffedImageType } from '../../platform/images';
import { createOggMetadataStripper } from '../../platform/ogg-metadata';
import type { Quotas } from '../../platform/quotas';
import { contentTypeForKey, newMediaKey, type MediaFolder, type Storage } from '../../platform/storage';
import { peekStream, readStreamWithin } from '../../platform/streams';
import {
  createMp4MetadataStripper,
  sniffVideoType,
  UNSUPPORTED_VIDEO_TYPE,
  VIDEO_SNIFF_BYTES,
  type SniffedVideoType,
} from '../../platform/video';
import { createWebmMetadataStripper } from '../../platform/webm-metadata';
import {
  advanceSlot,
  deleteExpiredSlots,
  deleteMediaByKeys,
  findLiveSlot,
  findMediaByKeys,
  findOwnerFiles,
  findReferencedUrls,
  insertMediaFile,
  insertUploadSlot,
} from './uploads.repo';
import { MEDIA_PREFIX, mediaUrl, presentStoredImage, presentUploadSlot } from './uploads.presenter';

const SLOT_LIFETIME_MS = 15 * 60_000;

/** A stored image as features keep it: its public path and its thumbnail's. */
export interface StoredImageRef {
  url: string;
  thumbnailUrl: string;
}

const keyOf = (url: string) => (url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : url);
const incomingKey = (slotId: string) => `incoming/${slotId}.bin`;
const INCOMING_KEY = /^incoming\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.bin$/;

/** The upload slot a stored file was received for (its `incoming/` key), or null for any other file. */
export const slotIdOfKey = (key: string): string | null => INCOMING_KEY.exec(key)?.[1] ?? null;

const readAll = (stream: Readable, maxBytes: number) =>
  readStreamWithin(stream, maxBytes, () => new HttpError(413, imageTooLarge(maxBytes)));

/** The filter each accepted video container streams through, so no metadata is stored (docs/security.md S25, S67). */
const METADATA_STRIPPERS: Record<SniffedVideoType, () => Transform> = {
  mp4: createMp4MetadataStripper,
  webm: createWebmMetadataStripper,
  ogg: createOggMetadataStripper,
};

/** A stored video: its public path. */
export interface StoredVideoRef {
  url: string;
}

/** quotas is optional only for maintenance jobs (the upload sweep); every member-facing service passes it. */
export function createUploadsService(db: Database, storage: Storage, quotas?: Quotas) {
  const takeUpload = async (ownerId: string) => quotas?.take(ownerId, 'uploads');
  return {
    /** Runs an image through the pipeline, stores it and its thumbnail, and records its owner. */
    async storeImage(ownerId: string, input: Buffer, folder: MediaFolder, maxBytes: number): Promise<StoredImageRef> {
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
      return presentStoredImage(key, thumbnailKey);
    },

    /**
     * storeImage for an image arriving as a stream (a multipart file): read up to maxBytes, then
     * 413 at once without reading further. `types` narrows what the pipeline accepts.
     */
    async storeImageStream(
      ownerId: string,
      stream: Readable,
      folder: MediaFolder,
      maxBytes: number,
      types: readonly SniffedImageType[],
      tooLarge: string,
    ): Promise<StoredImageRef> {
      await takeUpload(ownerId);
      const bytes = await readStreamWithin(stream, maxBytes, () => new HttpError(413, tooLarge));
      const type = sniffImageType(bytes);
      if (type !== null && type !== 'heic' && !types.includes(type)) throw new HttpError(415, UNSUPPORTED_IMAGE_TYPE);
      return this.storeImage(ownerId, bytes, folder, maxBytes);
    },

    /**
     * Streams a video to storage without holding it in memory: its type is sniffed from the first
     * bytes (415 unless MP4, WebM or Ogg), its metadata is blanked on the way (415 if it cannot be read), and past
     * maxBytes the upload is cut off with 413 and nothing is kept.
     */
    async storeVideoStream(
      ownerId: string,
      source: Readable,
      folder: MediaFolder,
      maxBytes: number,
      tooLarge: string,
    ): Promise<StoredVideoRef> {
      await takeUpload(ownerId);
      const { head, stream } = await peekStream(source, VIDEO_SNIFF_BYTES);
      const type = sniffVideoType(head);
      if (type === null) {
        stream.destroy();
        throw new HttpError(415, UNSUPPORTED_VIDEO_TYPE);
      }
      const key = newMediaKey(folder, type);
      // pipeline() passes an error either way: a damaged video fails the store and a failed store ends the
      // source. Its callback has nothing left to do: putStream reports the same error, even one raised
      // before it starts reading (a short file can be read through while the storage folder is made).
      const body = pipeline(stream, METADATA_STRIPPERS[type](), () => undefined);
      try {
        await storage.putStream(key, body, contentTypeForKey(key), maxBytes);
      } catch (error) {
        stream.destroy();
        throw error instanceof HttpError && error.statusCode === 413 ? new HttpError(413, tooLarge) : error;
      }
      try {
        await insertMediaFile(db, { ownerId, key });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
      return { url: mediaUrl(key) };
    },

    /** storeImage for an image sent inline as a data URL or bare base64. */
    async storeDataUrl(ownerId: string, dataUrl: string, folder: MediaFolder, maxBytes: number): Promise<StoredImageRef> {
      await takeUpload(ownerId);
      return this.storeImage(ownerId, decodeDataUrl(dataUrl), folder, maxBytes);
    },

    /** The caller's own stored images for the given paths; anything else is refused. */
    async resolveOwnImages(ownerId: string, urls: string[]): Promise<StoredImageRef[]> {
      const rows = await findMediaByKeys(db, urls.map(keyOf));
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return urls.map((url) => {
        const row = byKey.get(keyOf(url));
        if (!row || row.ownerId !== ownerId || !row.thumbnailKey) throw badRequest('Images must be uploaded to Rootshare by you');
        return presentStoredImage(row.key, row.thumbnailKey);
      });
    },

    /** Deletes images and their records; used when their plant or post goes. */
    async deleteImages(images: StoredImageRef[]): Promise<void> {
      await this.deleteMedia(images.flatMap((image) => [image.url, image.thumbnailUrl]));
    },

    /**
     * Deletes stored media files (images, thumbnails, videos) by their public paths, with their
     * records and thumbnails, once nothing shows them: an image a profile or another plant still
     * uses stays, with its thumbnail, until its last reference goes (docs/security.md S55).
     */
    async deleteMedia(urls: string[]): Promise<void> {
      const asked = urls.map(keyOf);
      const shown = new Set([...(await findReferencedUrls(db, asked.map(mediaUrl)))].map(keyOf));
      if (shown.size > 0) {
        // An image still shown keeps its thumbnail, and the other way round.
        for (const row of await findMediaByKeys(db, asked)) {
          if (row.thumbnailKey && (shown.has(row.key) || shown.has(row.thumbnailKey))) shown.add(row.key).add(row.thumbnailKey);
        }
      }
      const keys = asked.filter((key) => !shown.has(key));
      const thumbnailKeys = await deleteMediaByKeys(db, keys);
      await this.deleteStoredFiles([...keys, ...thumbnailKeys]);
    },

    /**
     * The storage keys of every file a member stored (media, thumbnails, uploads not yet
     * committed). Read them before the member's records go, then pass them to deleteStoredFiles.
     */
    async storedFilesOf(ownerId: string): Promise<string[]> {
      const { keys, openSlotIds } = await findOwnerFiles(db, ownerId);
      return [...keys, ...openSlotIds.map(incomingKey)];
    },

    /** Removes files whose records are already gone; a file that fails stays an orphan, never a broken link. */
    async deleteStoredFiles(keys: string[]): Promise<void> {
      await Promise.allSettled([...new Set(keys)].map((key) => storage.delete(key)));
    },

    /**
     * Removes upload slots that expired without being committed, with the files they received, so
     * an abandoned or interrupted upload leaves nothing behind (docs/security.md S34). Answers how many.
     */
    async sweepExpiredUploads(): Promise<number> {
      const expired = await deleteExpiredSlots(db);
      await Promise.allSettled(expired.map((id) => storage.delete(incomingKey(id))));
      return expired.length;
    },

    /** Step 1 of the presigned flow: a slot only this member can fill, for 15 minutes. */
    async createUploadSlot(ownerId: string): Promise<{ uploadURL: string }> {
      await takeUpload(ownerId);
      const slot = await insertUploadSlot(db, ownerId, new Date(Date.now() + SLOT_LIFETIME_MS));
      return presentUploadSlot(slot.id);
    },

    /** Step 2: the file's bytes, streamed to storage and cut off at the size limit. */
    async receiveUpload(ownerId: string, slotId: string, body: Readable, contentType: string): Promise<void> {
      if (!(await findLiveSlot(db, slotId, ownerId, 'pending'))) throw notFound('Upload not found or expired');
      try {
        await storage.putStream(incomingKey(slotId), body, contentType || 'application/octet-stream', PLANT_IMAGE_MAX_BYTES);
      } catch (error) {
        // Storage says only 'File too large'; the member is told the limit, in the words the upload screens use.
        throw error instanceof HttpError && error.statusCode === 413 ? new HttpError(413, imageTooLarge(PLANT_IMAGE_MAX_BYTES)) : error;
      }
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
