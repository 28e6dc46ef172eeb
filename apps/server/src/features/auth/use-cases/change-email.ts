import { EMAIL_CHANGE_LIMIT, EMAIL_UNCHANGED, type AccountEmail } from '@rootshare/contracts/account';
import { EMAIL_CHANGE_HOURS } from '@rootshare/contracts/limits';
import { EMAIL_TAKEN_MESSAGE } from '@rootshare/contracts/profiles';
import { badRequest, conflict } from '../../../platform/errors';
import { findUserByEmail } from '../auth.repo';
import type { Member } from '../auth.service';
import { cancelPendingChanges } from '../email-address.repo';
import { EMAIL_LIMITS, type EmailAddressContext } from './email-address-context';

/**
 * Asks to change the member's address (the caller checked their password): the new address gets
 * a link, the old one a notice. A taken address answers as sign-up does (409), and no more often
 * than the hour's limit allows.
 */
export async function requestEmailChange(ctx: EmailAddressContext, member: Member, email: string): Promise<AccountEmail> {
  await ctx.countAgainst(`email-change:account:${member.userId}`, EMAIL_LIMITS.changesPerAccount, EMAIL_CHANGE_LIMIT);
  const user = await ctx.accountOf(member.userId);
  if (user.email.toLowerCase() === email.toLowerCase()) throw badRequest(EMAIL_UNCHANGED);
  if (await findUserByEmail(ctx.db, email)) throw conflict(EMAIL_TAKEN_MESSAGE);
  await ctx.queueLink(member.userId, 'change', email, EMAIL_CHANGE_HOURS, member.sessionId);
  return ctx.status(member.userId);
}

/** Cancels the member's waiting change: its link stops working. */
export async function cancelEmailChange(ctx: EmailAddressContext, userId: string): Promise<AccountEmail> {
  await cancelPendingChanges(ctx.db, userId);
  return ctx.status(userId);
}
