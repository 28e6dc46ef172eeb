import { z } from 'zod';
import { NotificationSettingsSchema } from './notification-settings';
import { LanguageSchema, PASSWORDS_DO_NOT_MATCH, PasswordSchema } from './auth';
import { EMAIL_CHANGE_HOURS, EMAIL_CHANGES_PER_HOUR, PASSWORD_MAX_LENGTH } from './limits';
import { EmailSchema } from './profiles';
import { DISTANCE_UNIT_CHOICES, DISTANCE_UNITS } from './units';

/** Account settings: password, sessions, data export and deletion. */
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const PASSWORD_INCORRECT = 'Password is incorrect';
export const SAME_PASSWORD = 'Choose a new password that differs from your current one';
export const SESSION_NOT_FOUND = 'Session not found';
export const USERNAME_CONFIRMATION_MISMATCH = 'Type your username exactly as shown to confirm';
export const PASSWORD_CHANGED = 'Password changed. Your other devices have been signed out.';
export const ACCOUNT_DELETED = 'Your account and everything in it have been deleted.';
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const NEW_PASSWORD_REQUIRED = 'New password is required';
export const NEW_EMAIL_REQUIRED = 'New e-mail address is required';

/** A password the member types to prove it is them; its length is checked only against abuse. */
const TypedPasswordSchema = (required: string) => z.string(required).min(1, required).max(PASSWORD_MAX_LENGTH, PASSWORD_INCORRECT);

/** POST /api/account/password: the current password, and a new one under the sign-up rules. */
export const ChangePasswordSchema = z
  .strictObject({
    current_password: TypedPasswordSchema(CURRENT_PASSWORD_REQUIRED),
    new_password: PasswordSchema,
  })
  .refine((v) => v.new_password !== v.current_password, { message: SAME_PASSWORD, path: ['new_password'] });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The password form adds the confirmation, checked in the browser only (as on sign-up). */
export const ChangePasswordFormSchema = z
  .object({
    current_password: TypedPasswordSchema(CURRENT_PASSWORD_REQUIRED),
    new_password: z.string().min(1, NEW_PASSWORD_REQUIRED).pipe(PasswordSchema),
    confirm_password: z.string(),
  })
  .refine((v) => v.new_password !== v.current_password, { message: SAME_PASSWORD, path: ['new_password'] })
  .refine((v) => v.new_password === v.confirm_password, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirm_password'] });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const ChangePasswordResultSchema = z.object({ ended_sessions: z.number().int() });
export type ChangePasswordResult = z.infer<typeof ChangePasswordResultSchema>;

/** POST /api/account/delete: the password, once more. */
export const DeleteAccountSchema = z.strictObject({ password: TypedPasswordSchema('Password is required') });
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** The deletion dialog also asks for the username, typed out, so nobody deletes by accident. */
export const deleteAccountFormSchema = (username: string) =>
  z.object({
    password: TypedPasswordSchema('Password is required'),
    confirm_username: z.string().refine((typed) => typed.trim() === username, USERNAME_CONFIRMATION_MISMATCH),
  });
export type DeleteAccountForm = z.infer<ReturnType<typeof deleteAccountFormSchema>>;

/**
 * POST /api/account/email: a new address and the password. The change waits for the link mailed to
 * the new address (docs/security.md S49).
 */
export const EmailChangeSchema = z.strictObject({
  email: z.string().trim().min(1, NEW_EMAIL_REQUIRED).pipe(EmailSchema),
  password: TypedPasswordSchema('Password is required'),
});
export type EmailChange = z.infer<typeof EmailChangeSchema>;

/** GET /api/account/email: the member's own address, whether it is confirmed, and a change waiting for its link. */
export const AccountEmailSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
  pending: z.object({ email: z.string(), expires_at: z.string() }).nullable(),
});
export type AccountEmail = z.infer<typeof AccountEmailSchema>;

export const EMAIL_UNCHANGED = 'That is already your e-mail address';
export const EMAIL_CHANGE_LIMIT = `You can ask to change your e-mail address ${EMAIL_CHANGES_PER_HOUR} times an hour.`;
/** Said once a change is asked for: what happens next, with the new address the member typed. */
export const emailChangeRequested = (email: string) =>
  `We sent a link to ${email}. Your address changes when you open it, within ${EMAIL_CHANGE_HOURS} hours.`;
export const EMAIL_CHANGE_CANCELLED = 'The change of e-mail address is cancelled.';

/** One signed-in device: its user agent summarised ('Firefox on Windows'), never the raw string. */
export const AccountSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionListSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export type AccountSessionList = z.infer<typeof AccountSessionListSchema>;
export const SessionParamsSchema = z.object({ id: z.string().uuid(SESSION_NOT_FOUND) });
export const EndedSessionsSchema = z.object({ ended_sessions: z.number().int() });
export type EndedSessions = z.infer<typeof EndedSessionsSchema>;

/** The export's file name: rootshare-export-<username>-<yyyy-mm-dd>.json (UTC date). */
export function exportFileName(username: string, at: Date): string {
  return `rootshare-export-${username}-${at.toISOString().slice(0, 10)}.json`;
}

const nullableText = z.string().nullable();
/** Another member, as the export names them: by username only. */
const OtherMemberSchema = z.string().nullable();

const ExportImageSchema = z.object({ url: z.string(), thumbnail_url: z.string().nullable() });

/**
 * GET /api/account/export: everything the member owns, and of anyone else only usernames. The
 * response serializer keeps only the fields named here, so a column added to a table never slips
 * into the file.
 */
export const AccountExportSchema = z.object({
  format: z.literal('rootshare-export/1'),
  exported_at: z.string(),
  account: z.object({ id: z.string(), username: z.string(), email: z.string(), created_at: z.string() }),
  profile: z.object({
    full_name: nullableText,
    bio: nullableText,
    location: nullableText,
    avatar_url: nullableText,
    banner_image_url: nullableText,
    swap_preferences: nullableText,
    hidden_from_search: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  sessions: z.array(z.object({ device: z.string(), created_at: z.string(), expires_at: z.string(), ended_at: nullableText })),
  plants: z.array(
    z.object({
      id: z.string(),
      common_name: z.string(),
      scientific_name: nullableText,
      custom_name: nullableText,
      size: nullableText,
      age: nullableText,
      swap_type: z.string(),
      notes: nullableText,
      available_for_swap: z.boolean(),
      pest_free_confirmed_at: nullableText,
      images: z.array(ExportImageSchema),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  /** The plant photos the member offered to the catalogue (ADR 0056); `removed` when a moderator took one out. */
  catalogue_photos: z.array(
    z.object({ user_plant_id: z.string(), common_name: z.string(), image_url: z.string(), offered_at: z.string(), removed: z.boolean() }),
  ),
  wishlist: z.array(z.object({ common_name: z.string(), scientific_name: nullableText, notes: nullableText, created_at: z.string() })),
  posts: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      title: z.string(),
      content: z.string(),
      tags: nullableText,
      media: z.object({ kind: z.string(), url: z.string(), thumbnail_url: nullableText }).nullable(),
      likes_count: z.number().int(),
      comments_count: z.number().int(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  comments: z.array(z.object({ id: z.string(), post_id: z.string(), content: z.string(), created_at: z.string() })),
  likes: z.array(z.object({ post_id: z.string(), created_at: z.string() })),
  garden_photos: z.array(
    z.object({
      id: z.string(),
      image_url: z.string(),
      thumbnail_url: z.string(),
      caption: nullableText,
      location: nullableText,
      created_at: z.string(),
    }),
  ),
  conversations: z.array(
    z.object({
      id: z.string(),
      with: OtherMemberSchema,
      plant_id: nullableText,
      created_at: z.string(),
      messages: z.array(
        z.object({
          id: z.string(),
          from: z.enum(['me', 'them']),
          type: z.string(),
          content: nullableText,
          image_url: nullableText,
          swap_request_id: nullableText,
          is_read: z.boolean(),
          created_at: z.string(),
        }),
      ),
    }),
  ),
  swap_requests: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['requester', 'recipient']),
      with: OtherMemberSchema,
      status: z.string(),
      message: nullableText,
      handover: nullableText,
      my_plant_ids: z.array(z.string()),
      their_plant_ids: z.array(z.string()),
      marked_complete_by_me: z.boolean(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.string(),
      swap_request_id: z.string(),
      direction: z.enum(['written', 'received']),
      with: OtherMemberSchema,
      rating: z.number().int(),
      plant_quality: z.number().int().nullable(),
      communication: z.number().int().nullable(),
      packaging: z.number().int().nullable(),
      comment: nullableText,
      created_at: z.string(),
    }),
  ),
  notifications: z.array(
    z.object({
      type: z.string(),
      title: z.string(),
      message: z.string(),
      is_read: z.boolean(),
      from: OtherMemberSchema,
      created_at: z.string(),
    }),
  ),
  /** How the member chose to hear about each kind of event, and the weekly digest. */
  notification_settings: NotificationSettingsSchema,
  blocks: z.array(z.object({ blocked: OtherMemberSchema, created_at: z.string() })),
  reports: z.array(
    z.object({
      target_type: z.string(),
      target_id: nullableText,
      about: OtherMemberSchema,
      reason: z.string(),
      details: nullableText,
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  /** Swap meets the member hosts, with the venue and times (UTC instants plus their zone). */
  hosted_meets: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      time_zone: z.string(),
      town: z.string(),
      venue: z.string(),
      capacity: z.number().nullable(),
      cancelled_at: nullableText,
      created_at: z.string(),
    }),
  ),
  /** The member's answers to swap meets, and the plants they said they bring. */
  meet_answers: z.array(
    z.object({ meet_id: z.string(), title: z.string(), status: z.string(), bringing: z.array(z.string()), created_at: z.string() }),
  ),
  /** Whether the member has a calendar feed (its address is never stored, only its hash). */
  calendar_feed: z.object({ created_at: z.string() }).nullable(),
  /** The member's dealings with accounts on other servers: whom they follow, their conversations, replies and blocks there. */
  other_servers: z.object({
    following: z.array(z.object({ actor: z.string(), handle: z.string(), accepted: z.boolean(), created_at: z.string() })),
    conversations: z.array(
      z.object({
        with: z.object({ actor: z.string(), handle: z.string() }),
        about: nullableText,
        messages: z.array(z.object({ from: z.enum(['me', 'them']), content: z.string(), created_at: z.string() })),
      }),
    ),
    replies: z.array(z.object({ in_reply_to: z.string(), content: z.string(), published_at: z.string() })),
    blocked: z.array(z.object({ actor: z.string(), handle: z.string(), created_at: z.string() })),
  }),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

export const DISTANCE_UNIT_INVALID = `Distance unit must be one of ${DISTANCE_UNIT_CHOICES.join(', ')}`;
const DistanceUnitChoiceSchema = z.enum(DISTANCE_UNIT_CHOICES, DISTANCE_UNIT_INVALID);

/** PUT /api/account/units: the member's choice of unit for distances; 'auto' follows their place. */
export const UnitSettingsUpdateSchema = z.strictObject({ distance_unit: DistanceUnitChoiceSchema });
export type UnitSettingsUpdate = z.infer<typeof UnitSettingsUpdateSchema>;

/**
 * GET and PUT /api/account/units: the choice, and the unit of the country of the member's place
 * (what 'auto' means; null without a place, when the browser's language decides).
 */
export const UnitSettingsSchema = z.object({
  distance_unit: DistanceUnitChoiceSchema,
  place_unit: z.enum(DISTANCE_UNITS).nullable(),
});
export type UnitSettings = z.infer<typeof UnitSettingsSchema>;

/** GET and PUT /api/account/language: the language the member reads Rootshare and its mail in; null until they have one. */
export const LanguageSettingsSchema = z.object({ language: LanguageSchema.nullable() });
export type LanguageSettings = z.infer<typeof LanguageSettingsSchema>;

export const LanguageSettingsUpdateSchema = z.strictObject({ language: LanguageSchema });
export type LanguageSettingsUpdate = z.infer<typeof LanguageSettingsUpdateSchema>;

/** Refusals the server answers with, which the web app shows in the member's language. */
export const ACCOUNT_NOT_FOUND = 'Account not found';
