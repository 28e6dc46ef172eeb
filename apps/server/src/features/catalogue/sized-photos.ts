import sharp from 'sharp';

/**
 * Card-sized WebP copies of the shipped catalogue photos, made on first request and kept: a few
 * dozen files of about 20 KB each, against 60–110 KB for the whole JPEG a phone's card would load.
 */
export function createSizedPhotos() {
  const made = new Map<string, Promise<Buffer>>();
  return {
    get(file: string, width: number): Promise<Buffer> {
      const key = `${file}@${width}`;
      let photo = made.get(key);
      if (!photo) {
        photo = sharp(file).resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
        // A failed resize is not kept: the next request tries again.
        photo.catch(() => made.delete(key));
        made.set(key, photo);
      }
      return photo;
    },
  };
}
