import { IMAGE_MAX_PIXELS } from '@rootshare/contracts/limits';
import type { Readable } from 'node:stream';
import { HttpError } from '../../../platform/errors';
import { decodeDataUrl, processImage, sniffImageType, UNSUPPORTED_IMAGE_TYPE, type SniffedImageType } from '../../../platform/images';
import { newMediaKey, type MediaFolder } from '../../../platform/storage';
import { readStreamWithin } from '../../../platform/streams';
import { presentStoredImage } from '../uploads.presenter';
import { insertMediaFile } from '../uploads.repo';
import type { StoredImageRef } from '../uploads.service';
import type { UploadsContext } from './context';

/** Runs an image through the pipeline, stores it and its thumbnail, and records its owner. */
export async function storeImage(
  ctx: UploadsContext,
  ownerId: string,
  input: Buffer,
  folder: MediaFolder,
  maxBytes: number,
): Promise<StoredImageRef> {
  const { db, storage } = ctx;
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
}

/**
 * storeImage for an image arriving as a stream (a multipart file): read up to maxBytes, then
 * 413 at once without reading further. `types` narrows what the pipeline accepts.
 */
export async function storeImageStream(
  ctx: UploadsContext,
  ownerId: string,
  stream: Readable,
  folder: MediaFolder,
  maxBytes: number,
  types: readonly SniffedImageType[],
  tooLarge: string,
): Promise<StoredImageRef> {
  await ctx.takeUpload(ownerId);
  const bytes = await readStreamWithin(stream, maxBytes, () => new HttpError(413, tooLarge));
  const type = sniffImageType(bytes);
  if (type !== null && type !== 'heic' && !types.includes(type)) throw new HttpError(415, UNSUPPORTED_IMAGE_TYPE);
  return storeImage(ctx, ownerId, bytes, folder, maxBytes);
}

/** storeImage for an image sent inline as a data URL or bare base64. */
export async function storeDataUrl(
  ctx: UploadsContext,
  ownerId: string,
  dataUrl: string,
  folder: MediaFolder,
  maxBytes: number,
): Promise<StoredImageRef> {
  await ctx.takeUpload(ownerId);
  return storeImage(ctx, ownerId, decodeDataUrl(dataUrl), folder, maxBytes);
}
