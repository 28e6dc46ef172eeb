import { parseSwapPreferences } from '@rootshare/contracts/profiles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { profileKeys } from '../api/keys';
import { changedFields, initialValues, makeResolver, type EditableProfile, type EditProfileValues } from './edit-profile-values';
import type { ProfileImageKind } from './profile-image-rules';
import { profileUpdateErrorField, profileUpdateErrorMessage } from './update-errors';

/**
 * The Edit Profile form: opened with the profile's values, it saves only what changed and reports a
 * refused save on its field; `busy` while saving or while either image uploads.
 */
export function useEditProfileForm(profile: EditableProfile, onDone: () => void) {
  const { updateProfile } = useSession();
  const t = useT();
  const contractMessage = useContractMessage();
  const queryClient = useQueryClient();
  const [stored] = useState(() => parseSwapPreferences(profile.swap_preferences));
  const [initial] = useState(() => initialValues(profile));
  const [uploading, setUploading] = useState<Record<ProfileImageKind, boolean>>({ avatar: false, banner: false });
  const form = useForm<EditProfileValues>({ resolver: makeResolver(stored), defaultValues: initial });

  const onSubmit = async (values: EditProfileValues) => {
    const changes = changedFields(values, initial, stored);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await updateProfile(changes);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      toast.success(t('profiles.edit.saved'));
      onDone();
    } catch (error) {
      const message = contractMessage(profileUpdateErrorMessage(error, t('profiles.tryAgain')));
      const field = profileUpdateErrorField(error);
      if (field) form.setError(field === 'fullName' ? 'full_name' : field, { type: 'server', message });
      console.error('Profile update failed', error);
      toast.error(t('profiles.updateFailed'), { description: message });
    }
  };

  const setImageUploading = (kind: ProfileImageKind, busyNow: boolean) => setUploading((u) => ({ ...u, [kind]: busyNow }));
  const busy = form.formState.isSubmitting || uploading.avatar || uploading.banner;
  return { form, submit: form.handleSubmit(onSubmit), busy, setImageUploading };
}
