import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_CHANGE_TAKEN,
  EMAIL_CHANGE_VOID,
  EMAIL_CHANGED,
  EMAIL_LINK_EXPIRED,
  EMAIL_LINK_INVALID,
  EMAIL_LINK_USED,
  EMAIL_VERIFIED,
  type EmailConfirmed,
} from '@rootshare/contracts/auth';
import { linkTokenHash } from '../../../platform/auth';
import { pgErrorCode } from '../../../platform/db';
import { badRequest, conflict, HttpError } from '../../../platform/errors';
import { changeOf } from '../../../platform/read-cache';
import { spendConfirmation } from '../email-address.repo';
import type { EmailAddressContext } from './email-address-context';

/**
 * Opens a mailed link. Whoever holds it may use it (it came to that inbox); it acts only on the
 * account it was made for, never on the caller's. A confirmed change ends every session of that
 * account but the one that asked for it; a change whose asking session ended is void. Reopening
 * a spent link of an address that is confirmed says so rather than failing.
 */
export async function confirmEmail(ctx: EmailAddressContext, token: string): Promise<EmailConfirmed> {
  let spent: Awaited<ReturnType<typeof spendConfirmation>>;
  try {
    spent = await spendConfirmation(ctx.db, linkTokenHash(token));
  } catch (error) {
    // Another account took the address between the check and the change.
    if (pgErrorCode(error) === '23505') throw conflict(EMAIL_CHANGE_TAKEN);
    throw error;
  }
  switch (spent.result) {
    case 'invalid':
      throw badRequest(EMAIL_LINK_INVALID);
    case 'used':
      throw new HttpError(410, EMAIL_LINK_USED);
    case 'expired':
      throw new HttpError(410, EMAIL_LINK_EXPIRED);
    case 'void':
      throw new HttpError(410, EMAIL_CHANGE_VOID);
    case 'already_verified':
      return { outcome: 'already_verified', message: EMAIL_ALREADY_VERIFIED };
    case 'taken':
      throw conflict(EMAIL_CHANGE_TAKEN);
    case 'verified':
      await ctx.caches.forget(changeOf.member(spent.userId));
      return { outcome: 'verified', message: EMAIL_VERIFIED };
    case 'changed':
      await ctx.caches.forget(changeOf.member(spent.userId));
      await ctx.endSessions(spent.userId, spent.keepSessionId ?? undefined);
      return { outcome: 'changed', message: EMAIL_CHANGED };
  }
}
