import { PLANT_IMAGES_MAX } from '@rootshare/contracts/limits';
import { useState, type ChangeEvent } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { useErrorText } from '@/lib/quota-notice';
import { toast } from '@/lib/toast';
import { resizeImageFile, validatePlantImage } from '@/lib/image-files';
import type { AddPlantFormInput, AddPlantFormMethods } from './add-plant-form-types';

type Descriptions = NonNullable<AddPlantFormInput['image_descriptions']>;

/** Adds chosen files to the Add Plant dialog's photos as resized data URLs, and takes them away, keeping each description with its photo. */
export function useNewPlantPhotos(form: AddPlantFormMethods, images: string[], descriptions: Descriptions) {
  const t = useT();
  const errorText = useErrorText();
  const [preparing, setPreparing] = useState(false);
  const { setValue } = form;

  async function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const room = PLANT_IMAGES_MAX - images.length;
    if (files.length > room)
      toast.error(t('plants.photos.atMost', { max: PLANT_IMAGES_MAX }), {
        description: t('plants.photos.onlyFirst', { room: Math.max(room, 0) }),
      });
    setPreparing(true);
    const added: string[] = [];
    try {
      for (const file of files.slice(0, Math.max(room, 0))) {
        const invalid = validatePlantImage(file, t);
        if (invalid) {
          toast.error(invalid);
          continue;
        }
        added.push(await resizeImageFile(file));
      }
    } catch (error) {
      toast.error(t('plants.photos.uploadFailedToast'), { description: errorText(error, '') || undefined });
    } finally {
      setPreparing(false);
    }
    setValue('image_urls', [...images, ...added], { shouldValidate: true, shouldTouch: true });
    setValue('image_descriptions', [...images.map((_, i) => descriptions[i] ?? ''), ...added.map(() => '')]);
  }

  function removePhoto(index: number) {
    setValue(
      'image_urls',
      images.filter((_, i) => i !== index),
      { shouldValidate: true, shouldTouch: true },
    );
    setValue(
      'image_descriptions',
      images.map((_, i) => descriptions[i] ?? '').filter((_, i) => i !== index),
    );
  }

  return { preparing, addFiles, removePhoto };
}
