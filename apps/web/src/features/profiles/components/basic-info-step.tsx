import { zodResolver } from '@hookform/resolvers/zod';
import { BioSchema, FullNameSchema, LocationTextSchema, UsernameSchema, type UpdateProfile } from '@rootshare/contracts/profiles';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { FormField } from '@/components/ui/form-field';
import { LocationInput } from '@/features/geo/components/location-input';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import type { StoredUser } from '@/lib/session-storage';
import { profileUpdateErrorField, profileUpdateErrorMessage } from '../lib/update-errors';
import { AccountEmailField } from './account-email-field';

// The wizard's own message, said in the page's language when shown; the others are the contracts'.
const FULL_NAME_REQUIRED = 'Full name is required';

/**
 * Step 1 fields, by the profile update's rules: full name and username are required here as well;
 * the e-mail address is shown, and changed in Settings.
 */
export const BasicInfoSchema = z.object({
  fullName: z.string().trim().min(1, FULL_NAME_REQUIRED).pipe(FullNameSchema),
  username: z.string().trim().min(1, 'Username is required').pipe(UsernameSchema),
  location: LocationTextSchema,
  /** The chosen suggestion's coordinates; null once the location is typed by hand; absent while untouched. */
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  bio: BioSchema,
});
export type BasicInfo = z.infer<typeof BasicInfoSchema>;

/** What the profile update says about coordinates: the chosen place's, none after typing, nothing while untouched. */
export function basicInfoCoordinates(info: BasicInfo): Pick<UpdateProfile, 'latitude' | 'longitude'> {
  return info.latitude === undefined || info.longitude === undefined ? {} : { latitude: info.latitude, longitude: info.longitude };
}

interface BasicInfoStepProps {
  user: StoredUser;
  initial: BasicInfo | null;
  onSubmit: (values: BasicInfo) => Promise<void>;
}

/**
 * Step 1, filled from what the member entered before, else from their account. onSubmit saves it;
 * when that fails, a taken username is marked on its field as well as told in a toast. It waits for
 * the auth words too, which say the contracts' username messages.
 */
export function BasicInfoStep(props: BasicInfoStepProps) {
  return (
    <CatalogGate part="auth" fallback={null}>
      <BasicInfoForm {...props} />
    </CatalogGate>
  );
}

function BasicInfoForm({ user, initial, onSubmit }: BasicInfoStepProps) {
  const t = useT();
  const contractMessage = useContractMessage();
  const say = (message: string | undefined) =>
    message && (message === FULL_NAME_REQUIRED ? t('profiles.basic.fullNameRequired') : contractMessage(message));
  const { register, handleSubmit, formState, control, setValue, setError } = useForm<BasicInfo>({
    resolver: zodResolver(BasicInfoSchema),
    defaultValues: initial ?? {
      fullName: user.profile.full_name ?? '',
      username: user.username,
      location: user.profile.location ?? '',
      bio: user.profile.bio ?? '',
    },
  });
  const { errors } = formState;
  const submit = async (values: BasicInfo) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const message = contractMessage(profileUpdateErrorMessage(error, t('profiles.tryAgain')));
      const field = profileUpdateErrorField(error);
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      toast.error(t('profiles.updateFailed'), { description: message });
    }
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
      <FormField
        id="wizard-full-name"
        label={t('profiles.field.fullName')}
        autoComplete="name"
        error={say(errors.fullName?.message)}
        {...register('fullName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="wizard-username"
          label={t('profiles.field.username')}
          autoComplete="username"
          error={say(errors.username?.message)}
          {...register('username')}
        />
        <AccountEmailField id="wizard-email" email={user.email} />
      </div>
      <Controller
        control={control}
        name="location"
        render={({ field }) => (
          <LocationInput
            id="wizard-location"
            ref={field.ref}
            value={field.value}
            error={say(errors.location?.message)}
            onChange={(text, place) => {
              field.onChange(text);
              setValue('latitude', place?.lat ?? null);
              setValue('longitude', place?.lon ?? null);
            }}
          />
        )}
      />
      <TextareaField
        id="wizard-bio"
        label={t('profiles.field.bio')}
        placeholder={t('profiles.field.bioPlaceholder')}
        error={say(errors.bio?.message)}
        {...register('bio')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={formState.isSubmitting}>
          {t(formState.isSubmitting ? 'profiles.saving' : 'profiles.wizard.continue')}
        </Button>
      </div>
    </form>
  );
}
