import { z } from 'zod';
import {
  BIO_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PLACE_CHANGES_PER_DAY,
  SWAP_PREFERENCES_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './limits';
import { parseSwapPreferences, readSwapPreferences, REPLY_SPEEDS, type SwapPreferences } from './profiles-constants';
import { roundCoordinate } from './geo-constants';

export * from './profiles-constants';

export const USERNAME_TAKEN_MESSAGE = 'Username already exists';
export const EMAIL_TAKEN_MESSAGE = 'Email already exists';
/** A profile update cannot change the address: that takes the password and a mailed link, in Settings. */
export const EMAIL_CHANGE_IN_SETTINGS =
  'Change your e-mail address in Settings: it takes your password and a link we mail to the new address.';
/** What the browser shows when the server says the username is taken. */
export const USERNAME_TAKEN_FRIENDLY = 'This username is already taken. Please choose a different one.';

const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Named so that the web app can show each in the member's language (docs/decisions/0062-contract-messages-in-the-members-language.md).
export const USERNAME_TOO_SHORT = `Username must be at least ${USERNAME_MIN_LENGTH} characters`;
export const USERNAME_TOO_LONG = `Username must be at most ${USERNAME_MAX_LENGTH} characters`;
export const USERNAME_CHARACTERS = 'Username may use letters, numbers, dots, dashes and underscores';
export const USERNAME_LOOKS_LIKE_ID = 'Username cannot look like an id';
export const EMAIL_TOO_LONG = 'Email is too long';
export const EMAIL_INVALID = 'Please enter a valid email address';

export const UsernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, USERNAME_TOO_SHORT)
  .max(USERNAME_MAX_LENGTH, USERNAME_TOO_LONG)
  .regex(/^[A-Za-z0-9_.-]+$/, USERNAME_CHARACTERS)
  .refine((v) => !UUID_LIKE.test(v), USERNAME_LOOKS_LIKE_ID);

export const EmailSchema = z.string().trim().max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG).pipe(z.email(EMAIL_INVALID));

/** The wizard's Swap Preferences step and Edit Profile both need at least one swap type. */
export const SWAP_TYPE_REQUIRED = 'Choose at least one swap type';

/**
 * swap_preferences travels as a JSON string; an object is accepted and encoded. Null
 * clears them; set, they name at least one swap type.
 */
const SwapPreferencesInputSchema = z
  .union([
    z.string().max(SWAP_PREFERENCES_MAX_LENGTH),
    z.custom<SwapPreferences>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      'Swap preferences are not valid',
    ),
  ])
  .nullable()
  .transform((value, ctx) => {
    if (value === null) return null;
    const parsed = typeof value === 'string' ? parseSwapPreferences(value) : readSwapPreferences(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'Swap preferences are not valid' });
      return z.NEVER;
    }
    if (parsed.swapTypes.length === 0) {
      ctx.addIssue({ code: 'custom', message: SWAP_TYPE_REQUIRED });
      return z.NEVER;
    }
    return JSON.stringify(parsed);
  });

const boundedText = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** Control and format characters (bidi overrides, zero-width ones) and line and paragraph separators. */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
export const FULL_NAME_INVISIBLE = 'Full name may not contain invisible or control characters';
/** The limit part of a refused move of the saved place (429); the server adds when to try again. */
export const PLACE_CHANGE_LIMIT = `You can move your place ${PLACE_CHANGES_PER_DAY} times a day.`;
export const FULL_NAME_LOOKALIKE =
  "That name looks like another member's name written with look-alike letters. Please write your name in one alphabet.";

/** Images are always files Rootshare stored itself, named by a same-origin path. */
export const MediaPathSchema = z
  .string()
  .max(500)
  .regex(/^\/media\/[A-Za-z0-9/_.-]+$/, 'Images must be uploaded to Rootshare');

export const PublicProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  full_name: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  avatar_url: z.string().nullable(),
  banner_image_url: z.string().nullable(),
  swap_preferences: z.string().nullable(),
  created_at: z.string(),
  /** The member asked search engines to leave out their profile, listings and posts; their pages say so to every crawler. */
  hidden_from_search: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/**
 * The caller's own profile also carries the e-mail address, whether they confirmed it and whether
 * they moderate; nobody else's ever does.
 */
export const OwnProfileSchema = PublicProfileSchema.extend({
  email: z.string(),
  email_verified: z.boolean().default(false),
  is_admin: z.boolean().default(false),
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

/** GET /profiles/{id}: the own shape for the owner, the public one for everyone else. */
export type ProfileResponse = OwnProfile | PublicProfile;

/** A member's full name, bio and place as text: the profile update's rules, which the profile wizard checks too. */
export const FullNameSchema = boundedText(FULL_NAME_MAX_LENGTH, 'Full name').refine(
  (name) => !INVISIBLE_OR_CONTROL.test(name),
  FULL_NAME_INVISIBLE,
);
export const BioSchema = boundedText(BIO_MAX_LENGTH, 'Bio');
export const LocationTextSchema = boundedText(LOCATION_MAX_LENGTH, 'Location');

export const UpdateProfileSchema = z
  .object({
    username: UsernameSchema,
    email: EmailSchema,
    full_name: FullNameSchema.nullable(),
    bio: BioSchema.nullable(),
    location: LocationTextSchema.nullable(),
    swap_preferences: SwapPreferencesInputSchema,
    avatar_url: MediaPathSchema.nullable(),
    banner_image_url: MediaPathSchema.nullable(),
    /** The chosen place's coordinates (from a location suggestion or the browser); both or neither. */
    latitude: z.number().min(-90).max(90).transform(roundCoordinate).nullable(),
    longitude: z.number().min(-180).max(180).transform(roundCoordinate).nullable(),
    /** Settings' "Hide my profile and listings from search engines". */
    hidden_from_search: z.boolean(),
  })
  .partial()
  .strict()
  .refine(
    (value) =>
      (value.latitude === undefined) === (value.longitude === undefined) && (value.latitude === null) === (value.longitude === null),
    {
      message: 'Latitude and longitude go together',
      path: ['latitude'],
    },
  );
export type UpdateProfile = z.input<typeof UpdateProfileSchema>;

export const ProfileParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * GET /api/profiles/{id or username}/stats: what the profile's stat tiles and the public preview
 * count. `average` is the mean review rating, null while the member has no reviews.
 */
export const ProfileStatsSchema = z.object({
  plants: z.number().int().nonnegative(),
  available: z.number().int().nonnegative(),
  posts: z.number().int().nonnegative(),
  garden_photos: z.number().int().nonnegative(),
  swaps_completed: z.number().int().nonnegative(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int().nonnegative() }),
  /** How quickly they usually answer; null until they have answered three first messages in 90 days. */
  reply_speed: z.enum(REPLY_SPEEDS).nullable(),
});
export type ProfileStats = z.infer<typeof ProfileStatsSchema>;

/** Refusals the server answers with, which the web app shows in the member's language. */
export const PROFILE_NOT_FOUND = 'Profile not found';
