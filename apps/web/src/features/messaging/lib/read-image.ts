import { IMAGE_UNREADABLE } from '@/lib/image-files';

/** A file's contents as a data URL (what POST /messages takes as image_data). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(IMAGE_UNREADABLE)));
    reader.onerror = () => reject(new Error(IMAGE_UNREADABLE));
    reader.readAsDataURL(file);
  });
}
