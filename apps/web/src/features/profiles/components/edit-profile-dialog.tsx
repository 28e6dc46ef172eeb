import { SWAP_TYPE_PREFERENCES } from '@rootshare/contracts/profiles';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FieldError } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea-field';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { LocationInput } from '@/features/geo/components/location-input';
import type { EditableProfile, EditProfileValues } from '../lib/edit-profile-values';
import type { ProfileImageKind } from '../lib/profile-image-rules';
import { useEditProfileForm } from '../lib/use-edit-profile-form';
import { AccountEmailField } from './account-email-field';
import { ProfileImageField } from './profile-image-field';
import { Chip } from './swap-preferences-step';

export interface EditProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: EditableProfile;
}

/** The owner's Edit Profile dialog; its form waits for the auth words, which say the contracts' messages. */
export function EditProfileDialog({ open, onOpenChange, profile }: EditProfileDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('profiles.edit.title')} description={t('profiles.edit.description')} size="lg">
      <CatalogGate part="auth" fallback={null}>
        <EditProfileForm profile={profile} onDone={() => onOpenChange(false)} />
      </CatalogGate>
    </Dialog>
  );
}

interface FormPartProps {
  control: Control<EditProfileValues>;
  setValue: UseFormSetValue<EditProfileValues>;
}

/** The banner and the avatar, whose uploads hold Save back while they run. */
function ProfileImageFields({
  control,
  setValue,
  setUploading,
}: FormPartProps & { setUploading: (kind: ProfileImageKind, busy: boolean) => void }) {
  const [fullName, username, avatarUrl, bannerUrl] = useWatch({
    control,
    name: ['full_name', 'username', 'avatar_url', 'banner_image_url'],
  });
  return (
    <>
      <ProfileImageField
        kind="banner"
        value={bannerUrl}
        onUploading={(busyNow) => setUploading('banner', busyNow)}
        onUploaded={(path) => setValue('banner_image_url', path, { shouldDirty: true })}
      />
      <ProfileImageField
        kind="avatar"
        value={avatarUrl}
        name={fullName || username}
        onUploading={(busyNow) => setUploading('avatar', busyNow)}
        onUploaded={(path) => setValue('avatar_url', path, { shouldDirty: true })}
      />
    </>
  );
}

function LocationField({ control, setValue, error }: FormPartProps & { error: string | undefined }) {
  return (
    <Controller
      control={control}
      name="location"
      render={({ field }) => (
        <LocationInput
          id="edit-profile-location"
          ref={field.ref}
          value={field.value}
          error={error}
          onChange={(text, place) => {
            field.onChange(text);
            setValue('place', place);
          }}
        />
      )}
    />
  );
}

function SwapTypesField({ control, error }: { control: Control<EditProfileValues>; error: string | undefined }) {
  const t = useT();
  return (
    <Controller
      control={control}
      name="swapTypes"
      render={({ field }) => (
        <fieldset className="space-y-2" aria-describedby={error ? 'edit-profile-swap-types-error' : undefined}>
          <legend className="text-sm font-semibold">{t('profiles.step.swapPreferences')}</legend>
          <div className="flex flex-wrap gap-2">
            {SWAP_TYPE_PREFERENCES.map((type) => (
              <Chip
                key={type}
                label={t(`profiles.swapPref.${type}`)}
                checked={field.value.includes(type)}
                onToggle={() => field.onChange(field.value.includes(type) ? field.value.filter((v) => v !== type) : [...field.value, type])}
              />
            ))}
          </div>
          <FieldError id="edit-profile-swap-types-error" message={error} />
        </fieldset>
      )}
    />
  );
}

function EditProfileForm({ profile, onDone }: { profile: EditableProfile; onDone: () => void }) {
  const { user, status } = useSession();
  const t = useT();
  const contractMessage = useContractMessage();
  const say = (message: string | undefined) => message && contractMessage(message);
  const { form, submit, busy, setImageUploading } = useEditProfileForm(profile, onDone);
  const { register, control, formState, setValue } = form;
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={t('profiles.edit.title')}>
      <ProfileImageFields control={control} setValue={setValue} setUploading={setImageUploading} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="edit-profile-username"
          label={t('profiles.field.username')}
          autoComplete="username"
          required
          error={say(errors.username?.message)}
          {...register('username')}
        />
        <AccountEmailField id="edit-profile-email" email={user?.email ?? profile.email ?? ''} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="edit-profile-full-name"
          label={t('profiles.field.fullName')}
          autoComplete="name"
          error={say(errors.full_name?.message)}
          {...register('full_name')}
        />
        <LocationField control={control} setValue={setValue} error={say(errors.location?.message)} />
      </div>
      <TextareaField
        id="edit-profile-bio"
        label={t('profiles.field.bio')}
        placeholder={t('profiles.field.bioPlaceholder')}
        error={say(errors.bio?.message)}
        {...register('bio')}
      />
      <SwapTypesField control={control} error={say(errors.swapTypes?.message)} />
      <div className="flex justify-end gap-2 border-t border-border/70 pt-4">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          {t('profiles.edit.cancel')}
        </Button>
        <Button type="submit" disabled={busy || status !== 'signed-in'}>
          {t(isSubmitting ? 'profiles.saving' : 'profiles.edit.save')}
        </Button>
      </div>
    </form>
  );
}
