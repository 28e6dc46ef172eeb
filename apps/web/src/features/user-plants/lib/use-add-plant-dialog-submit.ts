import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session';
import { useCreateUserPlant } from '../api/create-user-plant';
import { takesMemberPhoto } from '../components/catalogue-offer';
import type { AddPlantFormOutput } from './add-plant-form-types';

/** Sends the Add Plant dialog's plant for the signed-in member, says how it went, and calls onAdded once it is saved. */
export function useAddPlantDialogSubmit(plant: CataloguePlant | null, onAdded: () => void) {
  const t = useT();
  const translate = useContractMessage();
  const create = useCreateUserPlant();
  const { user } = useSession();

  async function submit(values: AddPlantFormOutput) {
    const profileId = user?.profile.id;
    if (!profileId) {
      toast.error(t('plants.dialog.noProfile'));
      return;
    }
    try {
      await create.mutateAsync({
        ...values,
        user_id: profileId,
        offer_photo_to_catalogue: values.offer_photo_to_catalogue === true && takesMemberPhoto(plant),
      });
      const name = values.custom_name || plant?.common_name || t('plants.dialog.yourPlant');
      toast.success(t('plants.dialog.added'), { description: t('plants.dialog.addedText', { name }) });
      onAdded();
    } catch (error) {
      toast.error(t('plants.dialog.failed'), { description: error instanceof Error ? translate(error.message) : undefined });
    }
  }

  return { submit, pending: create.isPending };
}
