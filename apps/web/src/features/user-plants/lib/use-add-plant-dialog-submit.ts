import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session';
import { useCreateUserPlant } from '../api/create-user-plant';
import { takesMemberPhoto } from '../components/catalogue-offer';
import type { AddPlantFormOutput } from './add-plant-form-types';

/** Sends the Add Plant dialog's plant for the signed-in member, says how it went, and calls onAdded once it is saved. */
export function useAddPlantDialogSubmit(plant: CataloguePlant | null, onAdded: () => void) {
  const create = useCreateUserPlant();
  const { user } = useSession();

  async function submit(values: AddPlantFormOutput) {
    const profileId = user?.profile.id;
    if (!profileId) {
      toast.error('No profile ID found');
      return;
    }
    try {
      await create.mutateAsync({
        ...values,
        user_id: profileId,
        offer_photo_to_catalogue: values.offer_photo_to_catalogue === true && takesMemberPhoto(plant),
      });
      toast.success('Plant added!', { description: `${values.custom_name || plant?.common_name || 'Your plant'} is in your collection.` });
      onAdded();
    } catch (error) {
      toast.error('Failed to add plant', { description: error instanceof Error ? error.message : undefined });
    }
  }

  return { submit, pending: create.isPending };
}
