import { MIB } from '@rootshare/contracts/format';
import { EDIT_IMAGE_JPEG_QUALITY, EDIT_IMAGE_MAX_EDGE, PLANT_IMAGE_MAX_BYTES } from '@rootshare/contracts/limits';
import type { Translate } from './i18n/i18n';

/** The types the server's image pipeline reads (it sniffs the bytes; this is the friendly first check). */
export const PLANT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PLANT_IMAGE_ACCEPT = PLANT_IMAGE_TYPES.join(',');

const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i;
const HEIF_EXTENSIONS = /\.(heic|heif)$/i;
const HEIF_TYPES = /^image\/hei[cf](-sequence)?$/i;

/** The browser's own sentences about a photo it cannot use, which the page shows in its language (lib/i18n/contract-message-table.ts). */
export const IMAGE_UNREADABLE = 'This image could not be read. Please choose a JPG, PNG or WebP file.';
export const IMAGE_NOT_CROPPED = 'This image could not be cropped.';
export const CANNOT_RESIZE = 'This browser cannot resize images.';
export const CANNOT_CROP = 'This browser cannot crop images.';

/** An iPhone's HEIC/HEIF photo, by type or by name; browsers and the server cannot use them. */
export function isHeif(file: { name: string; type: string }): boolean {
  return HEIF_TYPES.test(file.type) || HEIF_EXTENSIONS.test(file.name);
}

/**
 * Why a file cannot be a plant photo, or null when it can: images only, HEIC/HEIF refused with
 * advice, at most PLANT_IMAGE_MAX_BYTES. The sentence names the file, in the page's language.
 */
export function validatePlantImage(file: File, t: Translate): string | null {
  if (isHeif(file)) return t('photo.heif', { file: file.name });
  const knownType = (PLANT_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  // Some systems leave the type empty; the extension then decides (the server checks the bytes).
  if (!knownType && !(file.type === '' && IMAGE_EXTENSIONS.test(file.name))) {
    return t('photo.notImage', { file: file.name });
  }
  if (file.size > PLANT_IMAGE_MAX_BYTES) {
    return t('photo.tooLarge', { file: file.name, max: PLANT_IMAGE_MAX_BYTES / MIB });
  }
  return null;
}

/** The size that fits width × height within maxEdge on its longer side, never enlarged. */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decodeImage(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number; release: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  // Older Safari: decode through an <img> element.
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, release: () => URL.revokeObjectURL(url) };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

/** A canvas of the given size on a white background (JPEG has no transparency), drawn on by draw. */
export function whiteCanvas(
  width: number,
  height: number,
  unsupported: string,
  draw: (context: CanvasRenderingContext2D) => void,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(unsupported);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  draw(context);
  return canvas;
}

/**
 * The image shrunk to fit within maxEdge pixels on its longer side and encoded as a JPEG data URL
 * (800 px at quality 0.8 for plant photos). Transparent areas become white.
 */
export async function resizeImageFile(file: Blob, maxEdge = EDIT_IMAGE_MAX_EDGE, quality = EDIT_IMAGE_JPEG_QUALITY): Promise<string> {
  const image = await decodeImage(file).catch(() => {
    throw new Error(IMAGE_UNREADABLE);
  });
  try {
    const size = fitWithin(image.width, image.height, maxEdge);
    const canvas = whiteCanvas(size.width, size.height, CANNOT_RESIZE, (context) =>
      context.drawImage(image.source, 0, 0, size.width, size.height),
    );
    return canvas.toDataURL('image/jpeg', quality);
  } finally {
    image.release();
  }
}
