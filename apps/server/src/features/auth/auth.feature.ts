import type { Platform } from '../../platform/feature';
import { TokenSigner } from '../../platform/auth';
import { createLinkSigner } from '../../platform/signed-links';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthService } from './auth.service';
import { createEmailAddressService, type EmailAddressService } from './email-address.service';

type Needs = Pick<Parameters<typeof createAuthService>[0], 'profiles' | 'sessionsEnded' | 'retireSecrets'>;

/** Sign-up, sign-in, sessions and passwords, and the confirmation of members' e-mail addresses, with their mail. */
export async function authFeature(
  { app, db, jobs, mailer, publicUrl, rateLimits, caches, config, secret }: Platform,
  needs: Needs,
): Promise<{ auth: AuthService; emailAddress: EmailAddressService }> {
  const emailAddress = createEmailAddressService({
    db,
    jobs,
    mailer,
    publicUrl,
    rateLimits,
    caches,
    // auth is made next; sessions end only once requests arrive.
    endSessions: (userId, keepSessionId) => auth.endSessions(userId, keepSessionId),
  });
  const auth = createAuthService({
    db,
    tokens: new TokenSigner(secret),
    rateLimits,
    sessionDays: config.SESSION_DAYS,
    caches,
    jobs,
    mailer,
    publicUrl,
    emailAddress,
    devices: createLinkSigner(secret, 'sign-in device'),
    ...needs,
  });
  await jobs.work('password-reset-mail', (data, jobId) => auth.sendPasswordResetMail(data.email, jobId));
  await jobs.work('password-changed-mail', (data, jobId) => auth.sendPasswordChangedMail(data.userId, jobId));
  await jobs.work('email-confirmation-mail', (data, jobId) => emailAddress.sendConfirmationMail(data.confirmationId, jobId));
  await app.register(authRoutes, { prefix: '/api/auth', auth, emailAddress, secureCookies: publicUrl.startsWith('https:') });
  return { auth, emailAddress };
}
