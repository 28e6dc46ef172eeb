import { CANNOT_CROP, IMAGE_NOT_CROPPED, IMAGE_UNREADABLE, whiteCanvas } from '@/lib/image-files';
import { PROFILE_IMAGE_JPEG_QUALITY } from './profile-image-rules';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws the chosen area of the image onto a canvas of the output size and encodes it as a JPEG
 * (quality 0.8). Transparent areas become white. Resolves with a .jpg File.
 */
export async function cropImageFile(file: Blob, area: PixelArea, output: { width: number; height: number }, name: string): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => {
    throw new Error(IMAGE_UNREADABLE);
  });
  try {
    const canvas = whiteCanvas(output.width, output.height, CANNOT_CROP, (context) =>
      context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height),
    );
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PROFILE_IMAGE_JPEG_QUALITY));
    if (!blob) throw new Error(IMAGE_NOT_CROPPED);
    return new File([blob], name, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
