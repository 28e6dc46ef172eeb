import { EDIT_IMAGE_JPEG_QUALITY, EDIT_IMAGE_MAX_EDGE } from '@rootshare/contracts/limits';
import type { UserPlant } from '@rootshare/contracts/user-plants';
import { useState, type ChangeEvent } from 'react';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session';
import { resizeImageFile, validatePlantImage } from '@/lib/image-files';
import { useAddPlantImage } from '../api/add-plant-image';
import { useDeletePlantImage } from '../api/delete-plant-image';

/** Adds a saved plant's photos (resized to 800 px JPEG 0.8) and deletes them at once, saying each outcome in a toast and to screen readers. */
export function usePlantPhotoEdits(plant: UserPlant) {
  const t = useT();
  const translate = useContractMessage();
  const { status } = useSession();
  const addImage = useAddPlantImage();
  const deleteImage = useDeletePlantImage();
  const [preparing, setPreparing] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  async function addFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (status !== 'signed-in') {
      toast.error(t('plants.photos.signedOutUpload'));
      return;
    }
    const invalid = validatePlantImage(file, t);
    if (invalid) {
      toast.error(t('plants.photos.uploadFailedReason', { reason: invalid }));
      return;
    }
    setPreparing(true);
    let imageData: string;
    try {
      imageData = await resizeImageFile(file, EDIT_IMAGE_MAX_EDGE, EDIT_IMAGE_JPEG_QUALITY);
    } catch (error) {
      toast.error(
        t('plants.photos.uploadFailedReason', {
          reason: error instanceof Error ? translate(error.message) : t('plants.photos.unreadable'),
        }),
      );
      return;
    } finally {
      setPreparing(false);
    }
    setAnnouncement(t('plants.photos.uploadingOne'));
    addImage.mutate(
      { id: plant.id, imageData },
      {
        onSuccess: () => {
          setAnnouncement(t('plants.photos.addedOne'));
          toast.success(t('plants.photos.uploadedToast'));
        },
        onError: (error) => {
          setAnnouncement(t('plants.photos.notAdded'));
          toast.error(t('plants.photos.uploadFailedReason', { reason: translate(error.message) }));
        },
      },
    );
  }

  function deletePhoto(index: number) {
    if (status !== 'signed-in') {
      toast.error(t('plants.photos.signedOutDelete'));
      return;
    }
    setAnnouncement(t('plants.photos.removed', { index: index + 1 }));
    deleteImage.mutate(
      { id: plant.id, index },
      {
        onSuccess: () => toast.success(t('plants.photos.deletedToast')),
        onError: (error) => {
          setAnnouncement(t('plants.photos.back', { index: index + 1 }));
          toast.error(t('plants.photos.deleteFailed', { reason: translate(error.message) }));
        },
      },
    );
  }

  const adding = preparing || addImage.isPending;
  return { adding, busy: adding || deleteImage.isPending, announcement, addFile, deletePhoto };
}
