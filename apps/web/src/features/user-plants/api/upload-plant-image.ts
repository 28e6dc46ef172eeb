import { PlantImageCommitResponseSchema, UploadUrlResponseSchema } from '@rootshare/contracts/user-plants';
import { ApiError, apiRequest } from '@/lib/api';
import { readToken } from '@/lib/session-storage';
import { putFile } from '../lib/put-file';

// The upload error sentences.
export const NOT_LOGGED_IN_TO_UPLOAD = 'You must be logged in to upload images';
export const UPLOAD_URL_FAILED = 'Failed to get upload URL';
export const IMAGE_PERMISSIONS_FAILED = 'Failed to set image permissions';
export const uploadFailed = (fileName: string) => `Failed to upload ${fileName}`;

export interface UploadPlantImageOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The presigned flow: POST /objects/upload for a slot, PUT the file to it, then
 * PUT /plant-images to turn it into a plant photo. Resolves with the photo's /media/ path.
 */
export async function uploadPlantImage(file: File, { onProgress, signal }: UploadPlantImageOptions = {}): Promise<string> {
  if (!readToken()) throw new Error(NOT_LOGGED_IN_TO_UPLOAD);
  const withSignal = signal ? { signal } : {};
  const { uploadURL } = await apiRequest('/objects/upload', { method: 'POST', schema: UploadUrlResponseSchema, ...withSignal }).catch(
    (error: unknown) => {
      // A met upload quota keeps its own sentence: which limit, and when it resets.
      if (error instanceof ApiError && error.quota) throw error;
      throw rethrowAbort(error) ?? new Error(UPLOAD_URL_FAILED);
    },
  );
  await putFile(uploadURL, file, { ...(onProgress ? { onProgress } : {}), ...withSignal }).catch((error: unknown) => {
    throw rethrowAbort(error) ?? new Error(uploadFailed(file.name));
  });
  const committed = await apiRequest('/plant-images', {
    method: 'PUT',
    body: { imageURL: uploadURL },
    schema: PlantImageCommitResponseSchema,
    ...withSignal,
  }).catch((error: unknown) => {
    // The image itself was refused (unreadable, HEIC, too many pixels): say why, with its name.
    if (error instanceof ApiError && (error.status === 413 || error.status === 415)) throw new Error(`${file.name}: ${error.message}`);
    throw rethrowAbort(error) ?? new Error(IMAGE_PERMISSIONS_FAILED);
  });
  return committed.objectPath;
}

function rethrowAbort(error: unknown): Error | null {
  return error instanceof DOMException && error.name === 'AbortError' ? error : null;
}
