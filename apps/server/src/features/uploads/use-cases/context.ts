import type { Database } from '../../../platform/db';
import type { Quotas } from '../../../platform/quotas';
import type { Storage } from '../../../platform/storage';
import { MEDIA_PREFIX } from '../uploads.presenter';

/** The storage key of a media path (or the key itself). */
export const keyOf = (url: string) => (url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : url);

/** Where an upload slot's received bytes wait until they are committed. */
export const incomingKey = (slotId: string) => `incoming/${slotId}.bin`;

/** What the uploads use cases share. quotas is optional only for maintenance jobs (the upload sweep). */
export function createUploadsContext(db: Database, storage: Storage, quotas?: Quotas) {
  return {
    db,
    storage,
    /** Counts an upload against the member's quota. */
    takeUpload: async (ownerId: string) => quotas?.take(ownerId, 'uploads'),
  };
}

export type UploadsContext = ReturnType<typeof createUploadsContext>;
