import {
  parseSwapPreferences,
  type SWAP_TYPE_PREFERENCES,
  UpdateProfileSchema,
  type PublicProfile,
  type SwapPreferences,
  type UpdateProfile,
} from '@rootshare/contracts/profiles';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { ChosenPlace } from '@/features/geo/components/location-input';

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

export type EditableProfile = PublicProfile & { email?: string };

const TEXT_FIELDS = ['username', 'full_name', 'location', 'bio'] as const;
const NULLABLE_TEXT = new Set(['full_name', 'location', 'bio']);

export function initialValues(profile: EditableProfile): EditProfileValues {
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
export function changedFields(values: EditProfileValues, initial: EditProfileValues, stored: SwapPreferences | null): UpdateProfile {
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
export function makeResolver(stored: SwapPreferences | null): Resolver<EditProfileValues> {
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
