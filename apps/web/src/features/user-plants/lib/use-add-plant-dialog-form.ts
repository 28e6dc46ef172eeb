import { zodResolver } from '@hookform/resolvers/zod';
import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { CreateUserPlantSchema } from '@rootshare/contracts/user-plants';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AddPlantFormInput, AddPlantFormOutput } from './add-plant-form-types';

const EMPTY: AddPlantFormInput = {
  plant_id: '',
  swap_type: '',
  custom_name: '',
  size: '',
  age: '',
  notes: '',
  available_for_swap: false,
  pest_free_confirmed: false,
  image_urls: [],
  image_descriptions: [],
  offer_photo_to_catalogue: false,
};

/** The Add Plant dialog's form, the catalogue plant chosen in it, and what it still lacks before it can be sent. */
export function useAddPlantDialogForm() {
  const [plant, setPlant] = useState<CataloguePlant | null>(null);
  const form = useForm<AddPlantFormInput, unknown, AddPlantFormOutput>({
    resolver: zodResolver(CreateUserPlantSchema),
    defaultValues: EMPTY,
  });
  const [plantId, swapType, imageList, descriptionList, available] = useWatch({
    control: form.control,
    name: ['plant_id', 'swap_type', 'image_urls', 'image_descriptions', 'available_for_swap'],
  });
  const images = imageList ?? [];
  const descriptions = descriptionList ?? [];
  const missing = [
    !plantId && ('plants.dialog.needPlant' as const),
    !swapType && ('plants.dialog.needSwapType' as const),
    images.length === 0 && ('plants.dialog.needPhoto' as const),
  ].filter((m) => m !== false);

  function choosePlant(next: CataloguePlant | null) {
    setPlant(next);
    form.setValue('plant_id', next?.id ?? '', {
      shouldValidate: Boolean(form.formState.touchedFields.plant_id) || next !== null,
      shouldTouch: true,
    });
  }

  return { form, plant, choosePlant, images, descriptions, available, missing };
}
