import { pipeline, type Readable, type Transform } from 'node:stream';
import { HttpError } from '../../../platform/errors';
import { createOggMetadataStripper } from '../../../platform/ogg-metadata';
import { contentTypeForKey, newMediaKey, type MediaFolder } from '../../../platform/storage';
import { peekStream } from '../../../platform/streams';
import {
  createMp4MetadataStripper,
  sniffVideoType,
  UNSUPPORTED_VIDEO_TYPE,
  VIDEO_SNIFF_BYTES,
  type SniffedVideoType,
} from '../../../platform/video';
import { createWebmMetadataStripper } from '../../../platform/webm-metadata';
import { mediaUrl } from '../uploads.presenter';
import { insertMediaFile } from '../uploads.repo';
import type { StoredVideoRef } from '../uploads.service';
import type { UploadsContext } from './context';

/** The filter each accepted video container streams through, so no metadata is stored (docs/security.md S25, S67). */
const METADATA_STRIPPERS: Record<SniffedVideoType, () => Transform> = {
  mp4: createMp4MetadataStripper,
  webm: createWebmMetadataStripper,
  ogg: createOggMetadataStripper,
};

/**
 * Streams a video to storage without holding it in memory: its type is sniffed from the first
 * bytes (415 unless MP4, WebM or Ogg), its metadata is blanked on the way (415 if it cannot be read), and past
 * maxBytes the upload is cut off with 413 and nothing is kept.
 */
export async function storeVideoStream(
  ctx: UploadsContext,
  ownerId: string,
  source: Readable,
  folder: MediaFolder,
  maxBytes: number,
  tooLarge: string,
): Promise<StoredVideoRef> {
  const { db, storage } = ctx;
  await ctx.takeUpload(ownerId);
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
}
