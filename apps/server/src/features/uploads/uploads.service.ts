import type { Database } from '../../platform/db';
import type { Quotas } from '../../platform/quotas';
import type { Storage } from '../../platform/storage';
import { createUploadsContext, type UploadsContext } from './use-cases/context';
import { deleteMedia, deleteStoredFiles, resolveOwnImages, storedFilesOf, sweepExpiredUploads } from './use-cases/delete-media';
import { storeDataUrl, storeImage, storeImageStream } from './use-cases/store-image';
import { storeVideoStream } from './use-cases/store-video';
import { commitPlantImage, createUploadSlot, receiveUpload } from './use-cases/upload-slots';

/** A stored image as features keep it: its public path and its thumbnail's. */
export interface StoredImageRef {
  url: string;
  thumbnailUrl: string;
}

/** A stored video: its public path. */
export interface StoredVideoRef {
  url: string;
}

const INCOMING_KEY = /^incoming\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.bin$/;

/** The upload slot a stored file was received for (its `incoming/` key), or null for any other file. */
export const slotIdOfKey = (key: string): string | null => INCOMING_KEY.exec(key)?.[1] ?? null;

/**
 * Stored media and the uploads that bring it in, as the routes and other features call them. Each
 * use case is a file of its own under use-cases/. quotas is optional only for maintenance jobs (the
 * upload sweep); every member-facing service passes it.
 */
export function createUploadsService(db: Database, storage: Storage, quotas?: Quotas) {
  const ctx = createUploadsContext(db, storage, quotas);
  /** A use case with this service's context given. */
  const bound =
    <A extends unknown[], R>(useCase: (context: UploadsContext, ...args: A) => R) =>
    (...args: A) =>
      useCase(ctx, ...args);
  return {
    storeImage: bound(storeImage),
    storeImageStream: bound(storeImageStream),
    storeVideoStream: bound(storeVideoStream),
    storeDataUrl: bound(storeDataUrl),
    resolveOwnImages: bound(resolveOwnImages),
    /** Deletes images and their records; used when their plant or post goes. */
    deleteImages: (images: StoredImageRef[]) =>
      deleteMedia(
        ctx,
        images.flatMap((image) => [image.url, image.thumbnailUrl]),
      ),
    deleteMedia: bound(deleteMedia),
    storedFilesOf: bound(storedFilesOf),
    deleteStoredFiles: bound(deleteStoredFiles),
    sweepExpiredUploads: bound(sweepExpiredUploads),
    createUploadSlot: bound(createUploadSlot),
    receiveUpload: bound(receiveUpload),
    commitPlantImage: bound(commitPlantImage),
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
