import { EDIT_IMAGE_JPEG_QUALITY, EDIT_IMAGE_MAX_EDGE } from '@rootshare/contracts/limits';
import type { UserPlant } from '@rootshare/contracts/user-plants';
import { useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session';
import { resizeImageFile, validatePlantImage } from '@/lib/image-files';
import { useAddPlantImage } from '../api/add-plant-image';
import { useDeletePlantImage } from '../api/delete-plant-image';

/** Adds a saved plant's photos (resized to 800 px JPEG 0.8) and deletes them at once, saying each outcome in a toast and to screen readers. */
export function usePlantPhotoEdits(plant: UserPlant) {
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
      toast.error('User must be logged in to upload images');
      return;
    }
    const invalid = validatePlantImage(file);
    if (invalid) {
      toast.error(`Failed to upload image: ${invalid}`);
      return;
    }
    setPreparing(true);
    let imageData: string;
    try {
      imageData = await resizeImageFile(file, EDIT_IMAGE_MAX_EDGE, EDIT_IMAGE_JPEG_QUALITY);
    } catch (error) {
      toast.error(`Failed to upload image: ${error instanceof Error ? error.message : 'The image could not be read'}`);
      return;
    } finally {
      setPreparing(false);
    }
    setAnnouncement('Uploading photo…');
    addImage.mutate(
      { id: plant.id, imageData },
      {
        onSuccess: () => {
          setAnnouncement('Photo added.');
          toast.success('Image uploaded successfully!');
        },
        onError: (error) => {
          setAnnouncement('The photo could not be added.');
          toast.error(`Failed to upload image: ${error.message}`);
        },
      },
    );
  }

  function deletePhoto(index: number) {
    if (status !== 'signed-in') {
      toast.error('User must be logged in to delete images');
      return;
    }
    setAnnouncement(`Photo ${index + 1} removed.`);
    deleteImage.mutate(
      { id: plant.id, index },
      {
        onSuccess: () => toast.success('Image deleted successfully!'),
        onError: (error) => {
          setAnnouncement(`Photo ${index + 1} is back: it could not be deleted.`);
          toast.error(`Failed to delete image: ${error.message}`);
        },
      },
    );
  }

  const adding = preparing || addImage.isPending;
  return { adding, busy: adding || deleteImage.isPending, announcement, addFile, deletePhoto };
}
