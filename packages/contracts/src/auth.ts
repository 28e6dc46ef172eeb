import { z } from 'zod';
import { EMAIL_VERIFICATION_HOURS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, VERIFICATION_MAILS_PER_HOUR } from './limits';
import { LANGUAGES } from './languages';
import { EmailSchema, OwnProfileSchema, UsernameSchema } from './profiles';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match. Please try again.';
export const INVALID_CREDENTIALS = 'Invalid username or password';
/** Sign-in of a member a moderator suspended (after the right password only). */
export const ACCOUNT_SUSPENDED = 'This account has been suspended. Contact the moderators if you think this is a mistake.';
/** The new member is signed in already; the e-mail banner asks for the address to be confirmed. */
export const SIGN_UP_SUCCESS = "Welcome to Rootshare! Let's set up your profile.";
export const SIGN_IN_SUCCESS = 'Welcome back!';
export const AUTH_ERROR_FALLBACK = 'An authentication error occurred';

/** The least zxcvbn score (0-4) a new password must reach: 3 is "safely unguessable" against an offline attack with a slow hash. */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_TOO_WEAK = 'This password is too easy to guess.';

/** The refusal of a password that is easy to guess, with what makes it so when zxcvbn can tell. */
export function passwordTooWeak(warning: string | null | undefined): string {
  const why = warning ? ` ${warning.replace(/\.?$/, '.')}` : '';
  return `${PASSWORD_TOO_WEAK}${why} Try a longer passphrase of a few unrelated words.`;
}

// The forms' messages are named, so the web app can show each in the member's language (docs/decisions/0062-contract-messages-in-the-members-language.md).
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const USERNAME_REQUIRED = 'Username is required';
export const EMAIL_REQUIRED = 'Email is required';
export const PASSWORD_REQUIRED = 'Password is required';
export const USERNAME_OR_EMAIL_REQUIRED = 'Username or email is required';
export const RESET_LINK_INCOMPLETE = 'This reset link is incomplete';
export const EMAIL_LINK_INCOMPLETE = 'This link is incomplete: open the whole link from the e-mail';

export const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

export const LANGUAGE_INVALID = `Language must be one of ${LANGUAGES.join(', ')}`;
export const LanguageSchema = z.enum(LANGUAGES, LANGUAGE_INVALID);

export const SignUpSchema = z.strictObject({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  /** The language the visitor was reading, kept for the member (mail goes out in it); without it, the request's Accept-Language. */
  language: LanguageSchema.optional(),
});
export type SignUp = z.infer<typeof SignUpSchema>;

/** The registration form adds the confirmation, checked in the browser only. */
export const SignUpFormSchema = z
  .object({
    username: z.string().trim().min(1, USERNAME_REQUIRED).pipe(UsernameSchema),
    email: z.string().trim().min(1, EMAIL_REQUIRED).pipe(EmailSchema),
    password: z.string().min(1, PASSWORD_REQUIRED).pipe(PasswordSchema),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

/** Sign-in takes a username or an e-mail address in `username`. */
export const SignInSchema = z.strictObject({
  // A missing field says the same as an empty one, not zod's type error.
  username: z.string({ error: USERNAME_OR_EMAIL_REQUIRED }).trim().min(1, USERNAME_OR_EMAIL_REQUIRED).max(254),
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(PASSWORD_MAX_LENGTH),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const AuthUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  /** Whether the member confirmed, through a mailed link, that they read mail at `email`. */
  emailVerified: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const AuthResponseSchema = z.object({
  token: z.string(),
  user: AuthUserSchema,
  profile: OwnProfileSchema,
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const SignOutResponseSchema = z.object({ success: z.literal(true) });

/** 'Forgot password?': the same answer whether or not an account uses the address. */
export const PasswordResetRequestSchema = z.strictObject({
  email: z.string().trim().min(1, EMAIL_REQUIRED).pipe(EmailSchema),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;
export const PASSWORD_RESET_REQUESTED =
  'If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.';

/** The reset link's token and the new password. */
export const PasswordResetSchema = z.strictObject({
  token: z.string().min(1, RESET_LINK_INCOMPLETE).max(200),
  password: PasswordSchema,
});
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/** The reset form adds the confirmation, checked in the browser only. */
export const PasswordResetFormSchema = z
  .object({ password: z.string().min(1, PASSWORD_REQUIRED).pipe(PasswordSchema), confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type PasswordResetForm = z.infer<typeof PasswordResetFormSchema>;

export const PASSWORD_RESET_INVALID = 'This reset link is not valid any more. Links work once, for one hour: ask for a new one.';
export const PASSWORD_RESET_DONE =
  'Your password is changed, and every device that was signed in is signed out. Sign in with your new password.';
export const MessageResponseSchema = z.object({ message: z.string() });

/**
 * POST /auth/email/confirm: the token of a mailed e-mail link, either the one that confirms the
 * address a member signed up with or the one that confirms a change of address (docs/security.md S48).
 */
export const EmailConfirmationSchema = z.strictObject({
  token: z.string().min(1, EMAIL_LINK_INCOMPLETE).max(200),
});
export type EmailConfirmation = z.infer<typeof EmailConfirmationSchema>;

/** What a confirmed link did: the address is now verified, or the account's address is now the new one. */
export const EmailConfirmedSchema = z.object({
  outcome: z.enum(['verified', 'changed', 'already_verified']),
  message: z.string(),
});
export type EmailConfirmed = z.infer<typeof EmailConfirmedSchema>;

export const EMAIL_LINK_INVALID = 'This link is not valid. Open the whole link from the e-mail, or ask for a new one.';
export const EMAIL_LINK_USED = 'This link has already been used, or a newer one replaced it.';
export const EMAIL_LINK_EXPIRED = 'This link has expired. Ask for a new one.';
export const EMAIL_VERIFIED = 'Thank you: your e-mail address is confirmed.';
export const EMAIL_CHANGED = 'Your e-mail address is changed. Sign in with it from now on; your other devices have been signed out.';
export const EMAIL_ALREADY_VERIFIED = 'Your e-mail address is already confirmed.';
/** A change of address whose asking device signed out, or whose password changed, before its link was opened. */
export const EMAIL_CHANGE_VOID =
  'This change of address was cancelled: the password was changed, or the device that asked for it signed out. Ask again from Settings if you still want it.';
export const EMAIL_VERIFICATION_SENT = `We have sent you a new link. It works for ${EMAIL_VERIFICATION_HOURS} hours.`;
/** The limit part of a refused resend (429); the server adds when to try again. */
export const VERIFICATION_MAILS_LIMIT = `We send at most ${VERIFICATION_MAILS_PER_HOUR} confirmation links an hour.`;
/** The confirmation of a change whose new address another account took in the meantime. */
export const EMAIL_CHANGE_TAKEN = 'Another account started using that address in the meantime, so your e-mail address was not changed.';
