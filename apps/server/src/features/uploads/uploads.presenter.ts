/** Stored files are served under this path; a file's key follows it. */
export const MEDIA_PREFIX = '/media/';

/** The public path of a stored file. */
export const mediaUrl = (key: string) => MEDIA_PREFIX + key;

/** A stored image as features keep it and pages show it: its path and its thumbnail's. */
export const presentStoredImage = (key: string, thumbnailKey: string) => ({ url: mediaUrl(key), thumbnailUrl: mediaUrl(thumbnailKey) });

/** Where the browser sends the bytes of a presigned upload. */
export const presentUploadSlot = (slotId: string) => ({ uploadURL: `/api/objects/upload/${slotId}` });
