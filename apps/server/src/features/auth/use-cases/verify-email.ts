import { EMAIL_ALREADY_VERIFIED, VERIFICATION_MAILS_LIMIT } from '@rootshare/contracts/auth';
import { EMAIL_VERIFICATION_HOURS } from '@rootshare/contracts/limits';
import { conflict } from '../../../platform/errors';
import { EMAIL_LIMITS, type EmailAddressContext } from './email-address-context';

const verificationKey = (userId: string) => `verify-mail:account:${userId}`;

/** After sign-up: the first link to confirm the member's address (it counts against the hour's mails). */
export async function startVerification(ctx: EmailAddressContext, user: { id: string; email: string }): Promise<void> {
  await ctx.rateLimits.hit(verificationKey(user.id), EMAIL_LIMITS.verificationMailsPerAccount.windowMs);
  await ctx.queueLink(user.id, 'verify', user.email, EMAIL_VERIFICATION_HOURS);
}

/** "Resend": a new link to the member's unconfirmed address; the earlier one stops working. */
export async function resendVerification(ctx: EmailAddressContext, userId: string): Promise<void> {
  const user = await ctx.accountOf(userId);
  if (user.emailVerifiedAt) throw conflict(EMAIL_ALREADY_VERIFIED);
  await ctx.countAgainst(verificationKey(userId), EMAIL_LIMITS.verificationMailsPerAccount, VERIFICATION_MAILS_LIMIT);
  await ctx.queueLink(userId, 'verify', user.email, EMAIL_VERIFICATION_HOURS);
}
