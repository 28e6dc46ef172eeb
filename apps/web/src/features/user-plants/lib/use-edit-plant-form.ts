import { zodResolver } from '@hookform/resolvers/zod';
import { EDIT_SWAP_TYPES, pestFreeOnUpdate, UpdateUserPlantFieldsSchema, type UserPlant } from '@rootshare/contracts/user-plants';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session';
import { describePlantImage } from '../api/describe-plant-image';
import type { useUpdateUserPlant } from '../api/update-user-plant';

/** The edit form: the update schema with swap type and availability required. */
const EditPlantFormSchema = UpdateUserPlantFieldsSchema.required({ swap_type: true, available_for_swap: true }).superRefine(
  pestFreeOnUpdate,
);
type EditPlantFormInput = z.input<typeof EditPlantFormSchema>;
type EditPlantFormOutput = z.output<typeof EditPlantFormSchema>;

/** Descriptions the owner typed and has not saved yet, by photo address. */
export type PhotoDescriptions = Readonly<Record<string, string>>;

/** The edit dialog's form, the swap types it offers, and the photo descriptions typed beside it, all saved together. */
export function useEditPlantForm(plant: UserPlant, update: ReturnType<typeof useUpdateUserPlant>, onDone: () => void) {
  const t = useT();
  const translate = useContractMessage();
  const { status } = useSession();
  // A plant added with a type the edit form does not offer keeps it until the owner picks another.
  const options = useMemo(
    () => (EDIT_SWAP_TYPES.includes(plant.swap_type) ? EDIT_SWAP_TYPES : [...EDIT_SWAP_TYPES, plant.swap_type]),
    [plant.swap_type],
  );
  const form = useForm<EditPlantFormInput, unknown, EditPlantFormOutput>({
    resolver: zodResolver(EditPlantFormSchema),
    defaultValues: {
      custom_name: plant.custom_name ?? '',
      size: plant.size ?? '',
      age: plant.age ?? '',
      notes: plant.notes ?? '',
      swap_type: plant.swap_type,
      available_for_swap: plant.available_for_swap,
      // A plant its owner confirmed stays confirmed while listed; any other is asked when listed.
      pest_free_confirmed: plant.pest_free_confirmed_at ? undefined : false,
    },
  });
  const available = useWatch({ control: form.control, name: 'available_for_swap' });
  const [descriptions, setDescriptions] = useState<PhotoDescriptions>({});
  const describe = (url: string, description: string) => setDescriptions((typed) => ({ ...typed, [url]: description }));

  async function save(values: EditPlantFormOutput) {
    if (status !== 'signed-in') {
      toast.error(t('plants.edit.signedOut'));
      return;
    }
    try {
      // Each photo whose description changed is saved first; the details' answer then brings them all back.
      for (const [index, url] of plant.image_urls.entries()) {
        const typed = descriptions[url];
        if (typed !== undefined && typed.trim() !== (plant.image_descriptions[index] ?? ''))
          await describePlantImage(plant.id, index, typed.trim() || null);
      }
      await update.mutateAsync({ id: plant.id, changes: values });
      toast.success(t('plants.edit.saved'));
      onDone();
    } catch (error) {
      toast.error(t('plants.edit.failed', { reason: error instanceof Error ? translate(error.message) : t('plants.edit.unknownError') }));
    }
  }

  return { form, options, available, descriptions, describe, save };
}
