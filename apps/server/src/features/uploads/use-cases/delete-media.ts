import { badRequest } from '../../../platform/errors';
import { mediaUrl, presentStoredImage } from '../uploads.presenter';
import { deleteExpiredSlots, deleteMediaByKeys, findMediaByKeys, findOwnerFiles, findReferencedUrls } from '../uploads.repo';
import type { StoredImageRef } from '../uploads.service';
import { incomingKey, keyOf, type UploadsContext } from './context';

/** The caller's own stored images for the given paths; anything else is refused. */
export async function resolveOwnImages(ctx: UploadsContext, ownerId: string, urls: string[]): Promise<StoredImageRef[]> {
  const rows = await findMediaByKeys(ctx.db, urls.map(keyOf));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return urls.map((url) => {
    const row = byKey.get(keyOf(url));
    if (!row || row.ownerId !== ownerId || !row.thumbnailKey) throw badRequest('Images must be uploaded to Rootshare by you');
    return presentStoredImage(row.key, row.thumbnailKey);
  });
}

/** Removes files whose records are already gone; a file that fails stays an orphan, never a broken link. */
export async function deleteStoredFiles(ctx: UploadsContext, keys: string[]): Promise<void> {
  await Promise.allSettled([...new Set(keys)].map((key) => ctx.storage.delete(key)));
}

/**
 * Deletes stored media files (images, thumbnails, videos) by their public paths, with their
 * records and thumbnails, once nothing shows them: an image a profile or another plant still
 * uses stays, with its thumbnail, until its last reference goes (docs/security.md S55).
 */
export async function deleteMedia(ctx: UploadsContext, urls: string[]): Promise<void> {
  const asked = urls.map(keyOf);
  const shown = new Set([...(await findReferencedUrls(ctx.db, asked.map(mediaUrl)))].map(keyOf));
  if (shown.size > 0) {
    // An image still shown keeps its thumbnail, and the other way round.
    for (const row of await findMediaByKeys(ctx.db, asked)) {
      if (row.thumbnailKey && (shown.has(row.key) || shown.has(row.thumbnailKey))) shown.add(row.key).add(row.thumbnailKey);
    }
  }
  const keys = asked.filter((key) => !shown.has(key));
  const thumbnailKeys = await deleteMediaByKeys(ctx.db, keys);
  await deleteStoredFiles(ctx, [...keys, ...thumbnailKeys]);
}

/**
 * The storage keys of every file a member stored (media, thumbnails, uploads not yet
 * committed). Read them before the member's records go, then pass them to deleteStoredFiles.
 */
export async function storedFilesOf(ctx: UploadsContext, ownerId: string): Promise<string[]> {
  const { keys, openSlotIds } = await findOwnerFiles(ctx.db, ownerId);
  return [...keys, ...openSlotIds.map(incomingKey)];
}

/**
 * Removes upload slots that expired without being committed, with the files they received, so
 * an abandoned or interrupted upload leaves nothing behind (docs/security.md S34). Answers how many.
 */
export async function sweepExpiredUploads(ctx: UploadsContext): Promise<number> {
  const expired = await deleteExpiredSlots(ctx.db);
  await Promise.allSettled(expired.map((id) => ctx.storage.delete(incomingKey(id))));
  return expired.length;
}
