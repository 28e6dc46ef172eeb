import { PLANT_IMAGES_MAX } from '@rootshare/contracts/limits';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { validatePlantImage } from '@/lib/image-files';
import { uploadPlantImage } from '../api/upload-plant-image';
import type { PendingPhoto } from '../components/add-plant-photo-picker';

/** The add page's photos: chosen and previewed in the browser, described, and uploaded only when the plant is submitted. */
export function usePendingPhotos() {
  const t = useT();
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const previews = useRef(new Set<string>());
  const nextKey = useRef(0);

  // Previews are object URLs; they are freed when the page goes.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const patchPhoto = (key: string, patch: Partial<PendingPhoto>) =>
    setPhotos((all) => all.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)));

  const addPhotos = (files: File[]) => {
    const added: PendingPhoto[] = [];
    let room = PLANT_IMAGES_MAX - photos.length;
    for (const file of files) {
      const problem = validatePlantImage(file, t);
      if (problem) {
        toast.error(problem);
        continue;
      }
      if (room <= 0) {
        toast.error(t('plants.photos.tooMany', { max: PLANT_IMAGES_MAX }));
        break;
      }
      room -= 1;
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      nextKey.current += 1;
      added.push({ key: `photo-${nextKey.current}`, file, preview, description: '', progress: 0, status: 'ready' });
    }
    if (added.length > 0) setPhotos((all) => [...all, ...added]);
  };

  const removePhoto = (key: string) => {
    const photo = photos.find((p) => p.key === key);
    if (photo) {
      URL.revokeObjectURL(photo.preview);
      previews.current.delete(photo.preview);
    }
    setPhotos((all) => all.filter((p) => p.key !== key));
  };

  const describePhoto = (key: string, description: string) => patchPhoto(key, { description });

  /** Uploads every photo not yet on the server, in parallel; resolves with all paths in order. */
  const uploadPhotos = async (): Promise<string[]> => {
    const results = await Promise.allSettled(
      photos.map(async (photo) => {
        if (photo.objectPath) return photo.objectPath;
        patchPhoto(photo.key, { status: 'uploading', progress: 0 });
        try {
          const objectPath = await uploadPlantImage(photo.file, { onProgress: (progress) => patchPhoto(photo.key, { progress }) });
          patchPhoto(photo.key, { status: 'uploaded', progress: 1, objectPath });
          return objectPath;
        } catch (error) {
          patchPhoto(photo.key, { status: 'failed' });
          throw error;
        }
      }),
    );
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
    return results.map((result) => (result as PromiseFulfilledResult<string>).value);
  };

  return { photos, addPhotos, removePhoto, describePhoto, uploadPhotos };
}
