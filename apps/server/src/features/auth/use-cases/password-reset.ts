import { PASSWORD_RESET_INVALID, type PasswordReset, type PasswordResetRequest } from '@rootshare/contracts/auth';
import { hashPassword, linkTokenHash, newLinkToken } from '../../../platform/auth';
import { HttpError, tooManyRequests } from '../../../platform/errors';
import { deliverOnce } from '../../../platform/mail';
import { renderMail } from '../../../platform/mail-template';
import { refuseWeakPassword } from '../../../platform/password-strength';
import { passwordResetMail } from '../auth-mails';
import { findOpenPasswordReset, findUserByEmail, insertPasswordReset, revokeUserSessions, spendPasswordReset } from '../auth.repo';
import { AUTH_LIMITS, PASSWORD_RESET_MS, type AuthContext, type ClientInfo } from './context';

/**
 * 'Forgot password?': counts and queues a reset mail for the address, whether or not an account
 * uses it, so the answer and the work behind it are the same either way (docs/security.md S82);
 * the job finds the account, if any, and makes and sends the mail (sendPasswordResetMail).
 */
export async function requestPasswordReset(ctx: AuthContext, input: PasswordResetRequest, client: ClientInfo): Promise<void> {
  const { resetRequestsPerIp: perIp, resetMailsPerAddress: perAddress } = AUTH_LIMITS;
  const window = await ctx.rateLimits.hit(`reset:ip:${client.ip}`, perIp.windowMs);
  if (window.count > perIp.max) throw tooManyRequests(window.retryAfterSeconds);
  const email = input.email.toLowerCase();
  const sent = await ctx.rateLimits.hit(`reset:address:${email}`, perAddress.windowMs);
  if (sent.count > perAddress.max) return;
  // One waiting mail per address: a second request before it runs is answered by the same mail.
  await ctx.jobs.send('password-reset-mail', { email }, { key: email });
}

/**
 * The job behind a reset request: for an active member using the address, makes a fresh
 * single-use link (only its hash is stored, and the member's earlier links stop working) and
 * mails it, once per job. An address no account uses gets nothing.
 */
export async function sendPasswordResetMail(ctx: AuthContext, email: string, jobId: string): Promise<void> {
  await deliverOnce(ctx.db, ctx.mailer, jobId, async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (!user || user.suspendedAt) return null;
    const token = newLinkToken();
    await insertPasswordReset(ctx.db, {
      userId: user.id,
      tokenHash: linkTokenHash(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_MS),
    });
    return renderMail(passwordResetMail(user.email, user.username, `${ctx.publicUrl}/auth/reset?token=${token}`, user.language));
  });
}

/** Sets a new password through a reset link, and ends every session of the member. */
export async function resetPassword(ctx: AuthContext, input: PasswordReset): Promise<void> {
  const tokenHash = linkTokenHash(input.token);
  const member = await findOpenPasswordReset(ctx.db, tokenHash);
  if (!member) throw new HttpError(400, PASSWORD_RESET_INVALID);
  // Before the link is spent, so a refused password leaves it usable.
  await refuseWeakPassword(input.password, member);
  const userId = await spendPasswordReset(ctx.db, tokenHash, await hashPassword(input.password));
  if (!userId) throw new HttpError(400, PASSWORD_RESET_INVALID);
  await ctx.ended(await revokeUserSessions(ctx.db, userId));
  await ctx.passwordChanged(userId);
}
