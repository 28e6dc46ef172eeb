import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { EmailSchema, OwnProfileSchema, UsernameSchema } from './profiles';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match. Please try again.';
export const INVALID_CREDENTIALS = 'Invalid username or password';
/** Sign-in of a member a moderator suspended (after the right password only). */
export const ACCOUNT_SUSPENDED = 'This account has been suspended. Contact the moderators if you think this is a mistake.';
export const SIGN_UP_SUCCESS =
  'Account created! Please check your email to verify your account. You can also try signing in directly.';
export const SIGN_IN_SUCCESS = 'Welcome back!';
export const AUTH_ERROR_FALLBACK = 'An authentication error occurred';

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const SignUpSchema = z.strictObject({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignUp = z.infer<typeof SignUpSchema>;

/** The registration form adds the confirmation, checked in the browser only. */
export const SignUpFormSchema = z
  .object({
    username: z.string().trim().min(1, 'Username is required').pipe(UsernameSchema),
    email: z.string().trim().min(1, 'Email is required').pipe(EmailSchema),
    password: z.string().min(1, 'Password is required').pipe(PasswordSchema),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

/** Sign-in takes a username or an e-mail address in `username`. */
export const SignInSchema = z.strictObject({
  username: z.string().trim().min(1, 'Username or email is required').max(254),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const AuthUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
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
  email: z.string().trim().min(1, 'Email is required').pipe(EmailSchema),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;
export const PASSWORD_RESET_REQUESTED = 'If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.';

/** The reset link's token and the new password. */
export const PasswordResetSchema = z.strictObject({
  token: z.string().min(1, 'This reset link is incomplete').max(200),
  password: PasswordSchema,
});
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/** The reset form adds the confirmation, checked in the browser only. */
export const PasswordResetFormSchema = z
  .object({ password: z.string().min(1, 'Password is required').pipe(PasswordSchema), confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type PasswordResetForm = z.infer<typeof PasswordResetFormSchema>;

export const PASSWORD_RESET_INVALID = 'This reset link is not valid any more. Links work once, for one hour: ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password is changed, and every device that was signed in is signed out. Sign in with your new password.';
export const MessageResponseSchema = z.object({ message: z.string() });
