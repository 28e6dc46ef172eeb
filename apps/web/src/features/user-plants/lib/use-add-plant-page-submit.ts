import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useCreateUserPlant } from '../api/create-user-plant';
import type { PendingPhoto } from '../components/add-plant-photo-picker';
import { takesMemberPhoto } from '../components/catalogue-offer';
import type { AddPlantFormOutput } from './add-plant-form-types';

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** What the add page is doing with a submitted plant: nothing yet, sending its photos, or saving the plant itself. */
export type AddPlantPhase = 'idle' | 'uploading' | 'saving';

/** Submits the add page: uploads the photos first, then saves the plant with their paths and goes to the profile. */
export function useAddPlantPageSubmit({
  plant,
  photos,
  uploadPhotos,
  offerToCatalogue,
}: {
  plant: CataloguePlant | null;
  photos: PendingPhoto[];
  uploadPhotos: () => Promise<string[]>;
  offerToCatalogue: boolean;
}) {
  const t = useT();
  const translate = useContractMessage();
  const navigate = useNavigate();
  const create = useCreateUserPlant();
  const [phase, setPhase] = useState<AddPlantPhase>('idle');

  async function submit(values: AddPlantFormOutput) {
    try {
      setPhase('uploading');
      const imageUrls = await uploadPhotos();
      setPhase('saving');
      await create.mutateAsync({
        plant_id: values.plant_id,
        custom_name: blankToNull(values.custom_name),
        size: blankToNull(values.size),
        age: blankToNull(values.age),
        notes: blankToNull(values.notes),
        swap_type: values.swap_type,
        available_for_swap: values.available_for_swap,
        pest_free_confirmed: values.pest_free_confirmed,
        image_urls: imageUrls,
        offer_photo_to_catalogue: offerToCatalogue && imageUrls.length > 0 && takesMemberPhoto(plant),
        image_descriptions: photos.map((photo) => photo.description.trim() || null),
      });
      toast.success(t('plants.add.added'));
      navigate('/profile');
    } catch (error) {
      const reason = error instanceof Error && error.message ? translate(error.message) : t('plants.add.tryAgain');
      toast.error(t('plants.add.failed', { reason }));
      setPhase('idle');
    }
  }

  return { phase, submit };
}
