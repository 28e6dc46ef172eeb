import {
  parseSwapPreferences,
  SWAP_TYPE_PREFERENCES,
  UpdateProfileSchema,
  type PublicProfile,
  type SwapPreferences,
  type UpdateProfile,
} from '@rootshare/contracts/profiles';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { Area } from 'react-easy-crop';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FieldError } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea-field';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { LocationInput, type ChosenPlace } from '@/features/geo/components/location-input';
import { uploadPlantImage } from '@/features/user-plants/api/upload-plant-image';
import { cn } from '@/lib/cn';
import { cropImageFile } from '../lib/crop-image';
import {
  checkDroppedFiles,
  checkProfileImage,
  PROFILE_IMAGE_ACCEPT,
  PROFILE_IMAGE_OUTPUT,
  type ProfileImageKind,
} from '../lib/profile-image-rules';
import { profileKeys } from '../api/keys';
import { profileUpdateErrorField, profileUpdateErrorMessage } from '../lib/update-errors';
import { AccountEmailField } from './account-email-field';
import { ImageCropDialog } from './image-crop-dialog';
import { Chip } from './swap-preferences-step';

type SwapType = (typeof SWAP_TYPE_PREFERENCES)[number];

export interface EditProfileValues {
  username: string;
  full_name: string;
  location: string;
  /** The suggestion chosen for the location, if one was; typing clears it. */
  place: ChosenPlace | null;
  bio: string;
  swapTypes: SwapType[];
  avatar_url: string | null;
  banner_image_url: string | null;
}

type EditableProfile = PublicProfile & { email?: string };

const TEXT_FIELDS = ['username', 'full_name', 'location', 'bio'] as const;
const NULLABLE_TEXT = new Set(['full_name', 'location', 'bio']);

function initialValues(profile: EditableProfile): EditProfileValues {
  return {
    username: profile.username,
    full_name: profile.full_name ?? '',
    location: profile.location ?? '',
    place: null,
    bio: profile.bio ?? '',
    swapTypes: parseSwapPreferences(profile.swap_preferences)?.swapTypes ?? [],
    avatar_url: profile.avatar_url,
    banner_image_url: profile.banner_image_url,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v) => b.includes(v));

/**
 * The whole form as an update: text trimmed, empty optional text as null, the chosen swap types
 * merged into the stored preferences (interests, distance and notes are kept).
 */
function toUpdate(values: EditProfileValues, stored: SwapPreferences | null) {
  const text = (key: (typeof TEXT_FIELDS)[number]) => {
    const value = values[key].trim();
    return NULLABLE_TEXT.has(key) && value === '' ? null : value;
  };
  return {
    username: values.username.trim(),
    full_name: text('full_name'),
    location: text('location'),
    bio: text('bio'),
    swap_preferences: JSON.stringify({ ...(stored ?? { interests: [], careLevels: [] }), swapTypes: values.swapTypes }),
    avatar_url: values.avatar_url,
    banner_image_url: values.banner_image_url,
  };
}

/** Only what differs from the profile as it was opened. */
function changedFields(values: EditProfileValues, initial: EditProfileValues, stored: SwapPreferences | null): UpdateProfile {
  const update = toUpdate(values, stored);
  const before = toUpdate(initial, stored);
  const changes: UpdateProfile = {};
  for (const key of TEXT_FIELDS) if (update[key] !== before[key]) Object.assign(changes, { [key]: update[key] });
  // A chosen place sends its coordinates; a location typed by hand sends none, so old ones are not kept.
  if (values.place) {
    changes.latitude = values.place.lat;
    changes.longitude = values.place.lon;
  } else if ('location' in changes) {
    changes.latitude = null;
    changes.longitude = null;
  }
  if (!sameSet(values.swapTypes, initial.swapTypes)) changes.swap_preferences = update.swap_preferences ?? null;
  if (values.avatar_url !== initial.avatar_url) changes.avatar_url = values.avatar_url;
  if (values.banner_image_url !== initial.banner_image_url) changes.banner_image_url = values.banner_image_url;
  return changes;
}

const FIELD_OF_KEY: Partial<Record<string, keyof EditProfileValues>> = {
  username: 'username',
  full_name: 'full_name',
  location: 'location',
  bio: 'bio',
  swap_preferences: 'swapTypes',
  avatar_url: 'avatar_url',
  banner_image_url: 'banner_image_url',
};

/** Validates the form with the contract's UpdateProfileSchema (the server's own), username required. */
function makeResolver(stored: SwapPreferences | null): Resolver<EditProfileValues> {
  return (values) => {
    const errors: FieldErrors<EditProfileValues> = {};
    if (!values.username.trim()) errors.username = { type: 'required', message: 'Username is required' };
    const parsed = UpdateProfileSchema.safeParse(toUpdate(values, stored));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF_KEY[String(issue.path[0])];
        if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

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

function EditProfileForm({ profile, onDone }: { profile: EditableProfile; onDone: () => void }) {
  const { user, status, updateProfile } = useSession();
  const t = useT();
  const contractMessage = useContractMessage();
  const say = (message: string | undefined) => message && contractMessage(message);
  const queryClient = useQueryClient();
  const [stored] = useState(() => parseSwapPreferences(profile.swap_preferences));
  const [initial] = useState(() => initialValues(profile));
  const [uploading, setUploading] = useState<Record<ProfileImageKind, boolean>>({ avatar: false, banner: false });
  const { register, handleSubmit, control, formState, setError, setValue } = useForm<EditProfileValues>({
    resolver: makeResolver(stored),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = formState;

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
      if (field) setError(field === 'fullName' ? 'full_name' : field, { type: 'server', message });
      console.error('Profile update failed', error);
      toast.error(t('profiles.updateFailed'), { description: message });
    }
  };

  const busy = isSubmitting || uploading.avatar || uploading.banner;
  const [fullName, username, avatarUrl, bannerUrl] = useWatch({
    control,
    name: ['full_name', 'username', 'avatar_url', 'banner_image_url'],
  });
  const displayName = fullName || username;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label={t('profiles.edit.title')}>
      <ProfileImageField
        kind="banner"
        value={bannerUrl}
        onUploading={(busyNow) => setUploading((u) => ({ ...u, banner: busyNow }))}
        onUploaded={(path) => setValue('banner_image_url', path, { shouldDirty: true })}
      />
      <ProfileImageField
        kind="avatar"
        value={avatarUrl}
        name={displayName}
        onUploading={(busyNow) => setUploading((u) => ({ ...u, avatar: busyNow }))}
        onUploaded={(path) => setValue('avatar_url', path, { shouldDirty: true })}
      />
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
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <LocationInput
              id="edit-profile-location"
              ref={field.ref}
              value={field.value}
              error={say(errors.location?.message)}
              onChange={(text, place) => {
                field.onChange(text);
                setValue('place', place);
              }}
            />
          )}
        />
      </div>
      <TextareaField
        id="edit-profile-bio"
        label={t('profiles.field.bio')}
        placeholder={t('profiles.field.bioPlaceholder')}
        error={say(errors.bio?.message)}
        {...register('bio')}
      />
      <Controller
        control={control}
        name="swapTypes"
        render={({ field }) => (
          <fieldset className="space-y-2" aria-describedby={errors.swapTypes ? 'edit-profile-swap-types-error' : undefined}>
            <legend className="text-sm font-semibold">{t('profiles.step.swapPreferences')}</legend>
            <div className="flex flex-wrap gap-2">
              {SWAP_TYPE_PREFERENCES.map((type) => (
                <Chip
                  key={type}
                  label={t(`profiles.swapPref.${type}`)}
                  checked={field.value.includes(type)}
                  onToggle={() =>
                    field.onChange(field.value.includes(type) ? field.value.filter((v) => v !== type) : [...field.value, type])
                  }
                />
              ))}
            </div>
            <FieldError id="edit-profile-swap-types-error" message={say(errors.swapTypes?.message)} />
          </fieldset>
        )}
      />
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

interface ProfileImageFieldProps {
  kind: ProfileImageKind;
  value: string | null;
  name?: string;
  onUploading: (uploading: boolean) => void;
  onUploaded: (objectPath: string) => void;
}

/**
 * Choose or drop → check the drop and file rules → crop → upload; the stored /media path is saved
 * with the form. The button opens the file chooser; the whole field takes a dropped image.
 */
function ProfileImageField({ kind, value, name, onUploading, onUploaded }: ProfileImageFieldProps) {
  const t = useT();
  const inputId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [cropping, setCropping] = useState<{ file: File; url: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const label = t(kind === 'avatar' ? 'profiles.edit.chooseAvatar' : 'profiles.edit.chooseBanner');
  const choose = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const { error, notice } = checkProfileImage(file);
    if (error) {
      toast.error(error.title, { description: error.description });
      return;
    }
    if (notice) toast(notice.title, { description: notice.description });
    setCropping({ file, url: URL.createObjectURL(file) });
  };
  // Every drag is claimed, so a file dropped here is never opened by the browser in place of the app.
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(!uploading);
  };
  const handleDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setDragOver(false);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    if (uploading) return;
    const dropped = checkDroppedFiles(event.dataTransfer.files);
    if (dropped.error) {
      toast.error(dropped.error.title, { description: dropped.error.description });
      return;
    }
    choose(dropped.file);
  };
  const stopCropping = () => {
    if (cropping) URL.revokeObjectURL(cropping.url);
    setCropping(null);
  };

  const cropAndUpload = async (file: File, area: Area) => {
    stopCropping();
    setUploading(true);
    onUploading(true);
    try {
      const cropped = await cropImageFile(file, area, PROFILE_IMAGE_OUTPUT[kind], `${kind}.jpg`);
      const objectPath = await uploadPlantImage(cropped);
      setPreview(URL.createObjectURL(cropped));
      onUploaded(objectPath);
    } catch (error) {
      toast.error(t('profiles.edit.uploadFailed'), { description: error instanceof Error ? error.message : undefined });
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

  const shown = preview ?? value;
  return (
    <div className="space-y-2">
      <span id={headingId} className="text-sm font-semibold">
        {t(kind === 'avatar' ? 'profiles.edit.avatar' : 'profiles.edit.banner')}
      </span>
      <div
        role="group"
        aria-labelledby={headingId}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        className={cn(
          'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border-2 border-dashed p-3 transition-colors',
          dragOver ? 'border-primary bg-sage/60' : 'border-border/70',
        )}
      >
        {kind === 'avatar' ? (
          <Avatar src={shown} name={name} size="lg" />
        ) : (
          <div className="h-16 w-full max-w-64 overflow-hidden rounded-xl bg-[linear-gradient(120deg,var(--primary),var(--moss)_55%,var(--accent))]">
            {shown && <img src={shown} alt={t('profiles.edit.bannerPreview')} className="h-full w-full object-cover" />}
          </div>
        )}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={PROFILE_IMAGE_ACCEPT}
          aria-label={label}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Button variant="outline" size="sm" disabled={uploading} onClick={() => inputRef.current?.click()}>
          {kind === 'avatar' ? <Camera className="h-4 w-4" aria-hidden="true" /> : <ImagePlus className="h-4 w-4" aria-hidden="true" />}
          {t(uploading ? 'profiles.edit.uploading' : kind === 'avatar' ? 'profiles.edit.changeAvatar' : 'profiles.edit.changeBanner')}
        </Button>
        <span className="hidden text-xs text-muted-foreground pointer-fine:inline">{t('profiles.edit.dropHint')}</span>
      </div>
      <ImageCropDialog
        imageUrl={cropping?.url ?? null}
        kind={kind}
        onCancel={stopCropping}
        onCrop={(area) => cropping && void cropAndUpload(cropping.file, area)}
      />
    </div>
  );
}
