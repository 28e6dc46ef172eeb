import { EMAIL_CHANGE_LIMIT, EMAIL_UNCHANGED, type AccountEmail } from '@rootshare/contracts/account';
import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_CHANGE_TAKEN,
  EMAIL_CHANGE_VOID,
  EMAIL_CHANGED,
  EMAIL_LINK_EXPIRED,
  EMAIL_LINK_INVALID,
  EMAIL_LINK_USED,
  EMAIL_VERIFIED,
  VERIFICATION_MAILS_LIMIT,
  type EmailConfirmed,
} from '@rootshare/contracts/auth';
import {
  EMAIL_CHANGE_HOURS,
  EMAIL_CHANGES_PER_HOUR,
  EMAIL_VERIFICATION_HOURS,
  VERIFICATION_MAILS_PER_HOUR,
} from '@rootshare/contracts/limits';
import { EMAIL_TAKEN_MESSAGE } from '@rootshare/contracts/profiles';
import { linkTokenHash, newLinkToken } from '../../platform/auth';
import { pgErrorCode, type Database } from '../../platform/db';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import { deliverOnce, type Mailer } from '../../platform/mail';
import { renderMail } from '../../platform/mail-template';
import { limitReached } from '../../platform/quotas';
import type { RateLimitStore } from '../../platform/rate-limit';
import { changeOf, type ReadCaches } from '../../platform/read-cache';
import { addressChangeMail, addressChangeNoticeMail, verificationMail } from './auth-mails';
import { presentAccountEmail } from './auth.presenter';
import { findUserByEmail, findUserById } from './auth.repo';
import type { Member } from './auth.service';
import {
  cancelPendingChanges,
  findOpenConfirmation,
  findPendingChange,
  insertConfirmation,
  setConfirmationToken,
  spendConfirmation,
  type ConfirmationPurpose,
} from './email-address.repo';

/** Confirmation mails per account (the sign-up mail counts), and asked-for changes of address per account. */
export const EMAIL_LIMITS = {
  verificationMailsPerAccount: { max: VERIFICATION_MAILS_PER_HOUR, windowMs: 3_600_000 },
  changesPerAccount: { max: EMAIL_CHANGES_PER_HOUR, windowMs: 3_600_000 },
} as const;

const HOUR_MS = 3_600_000;

/**
 * The new address as the notice to the old one shows it: its first character and its domain
 * ("n***@example.org"). Whoever reads the old inbox learns that a change is under way, not where to.
 */
export function maskEmail(email: string): string {
  return `${email.slice(0, 1)}***${email.slice(email.lastIndexOf('@'))}`;
}

interface EmailAddressDeps {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  /** The origin of mailed links. */
  publicUrl: string;
  rateLimits: RateLimitStore;
  caches: ReadCaches;
  /** Ends every session of a member but one (the auth service's), closing their sockets. */
  endSessions(userId: string, keepSessionId?: string): Promise<number>;
}

/**
 * The member's e-mail address (docs/security.md S48, S49): confirming it after sign-up, and changing
 * it with the password and a link mailed to the new address. Mail is made by the
 * 'email-confirmation-mail' job, never inside a request.
 */
export function createEmailAddressService({ db, jobs, mailer, publicUrl, rateLimits, caches, endSessions }: EmailAddressDeps) {
  const verificationKey = (userId: string) => `verify-mail:account:${userId}`;

  /** Counts a request against a per-account limit; past it, 429 naming the limit and when it resets. */
  async function countAgainst(key: string, { max, windowMs }: { max: number; windowMs: number }, limit: string): Promise<void> {
    const window = await rateLimits.hit(key, windowMs);
    if (window.count > max) throw limitReached(limit, window.retryAfterSeconds);
  }

  /** Stores a link (retiring the member's earlier one of the same purpose) and queues its mail. */
  async function queueLink(userId: string, purpose: ConfirmationPurpose, email: string, hours: number, sessionId?: string): Promise<void> {
    const confirmationId = await insertConfirmation(db, {
      userId,
      purpose,
      email,
      expiresAt: new Date(Date.now() + hours * HOUR_MS),
      ...(sessionId ? { sessionId } : {}),
    });
    await jobs.send('email-confirmation-mail', { confirmationId }, { key: confirmationId });
  }

  async function accountOf(userId: string) {
    const user = await findUserById(db, userId);
    if (!user) throw notFound('Account not found');
    return user;
  }

  async function status(userId: string): Promise<AccountEmail> {
    const user = await accountOf(userId);
    return presentAccountEmail(user, await findPendingChange(db, userId));
  }

  const linkUrl = (token: string) => `${publicUrl}/auth/verify?token=${token}`;

  return {
    /** After sign-up: the first link to confirm the member's address (it counts against the hour's mails). */
    async startVerification(user: { id: string; email: string }): Promise<void> {
      await rateLimits.hit(verificationKey(user.id), EMAIL_LIMITS.verificationMailsPerAccount.windowMs);
      await queueLink(user.id, 'verify', user.email, EMAIL_VERIFICATION_HOURS);
    },

    /** "Resend": a new link to the member's unconfirmed address; the earlier one stops working. */
    async resendVerification(userId: string): Promise<void> {
      const user = await accountOf(userId);
      if (user.emailVerifiedAt) throw conflict(EMAIL_ALREADY_VERIFIED);
      await countAgainst(verificationKey(userId), EMAIL_LIMITS.verificationMailsPerAccount, VERIFICATION_MAILS_LIMIT);
      await queueLink(userId, 'verify', user.email, EMAIL_VERIFICATION_HOURS);
    },

    /**
     * The job: makes the link's token (only its hash is kept) and mails it, once per job; a change
     * also tells the old address, in a mail of its own. A link that stopped being open (used,
     * replaced, cancelled, expired), a suspended member, or a confirmation for an address the
     * member no longer has, sends nothing.
     */
    async sendConfirmationMail(confirmationId: string, jobId: string): Promise<void> {
      const link = await findOpenConfirmation(db, confirmationId);
      if (!link || link.suspendedAt) return;
      if (link.purpose === 'verify' && link.email.toLowerCase() !== link.currentEmail.toLowerCase()) return;
      await deliverOnce(db, mailer, jobId, async () => {
        const token = newLinkToken();
        if (!(await setConfirmationToken(db, confirmationId, linkTokenHash(token)))) return null;
        return renderMail(
          link.purpose === 'verify'
            ? verificationMail(link.email, link.username, linkUrl(token), link.language)
            : addressChangeMail(link.email, link.username, linkUrl(token), link.language),
        );
      });
      if (link.purpose === 'change')
        await deliverOnce(db, mailer, `${jobId}:notice`, () =>
          renderMail(
            addressChangeNoticeMail(link.currentEmail, link.username, maskEmail(link.email), `${publicUrl}/settings`, link.language),
          ),
        );
    },

    /**
     * Opens a mailed link. Whoever holds it may use it (it came to that inbox); it acts only on the
     * account it was made for, never on the caller's. A confirmed change ends every session of that
     * account but the one that asked for it; a change whose asking session ended is void. Reopening
     * a spent link of an address that is confirmed says so rather than failing.
     */
    async confirm(token: string): Promise<EmailConfirmed> {
      let spent: Awaited<ReturnType<typeof spendConfirmation>>;
      try {
        spent = await spendConfirmation(db, linkTokenHash(token));
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
          await caches.forget(changeOf.member(spent.userId));
          return { outcome: 'verified', message: EMAIL_VERIFIED };
        case 'changed':
          await caches.forget(changeOf.member(spent.userId));
          await endSessions(spent.userId, spent.keepSessionId ?? undefined);
          return { outcome: 'changed', message: EMAIL_CHANGED };
      }
    },

    /** The member's own address, whether it is confirmed, and a change waiting for its link. */
    status,

    /**
     * Asks to change the member's address (the caller checked their password): the new address gets
     * a link, the old one a notice. A taken address answers as sign-up does (409), and no more often
     * than the hour's limit allows.
     */
    async requestChange(member: Member, email: string): Promise<AccountEmail> {
      await countAgainst(`email-change:account:${member.userId}`, EMAIL_LIMITS.changesPerAccount, EMAIL_CHANGE_LIMIT);
      const user = await accountOf(member.userId);
      if (user.email.toLowerCase() === email.toLowerCase()) throw badRequest(EMAIL_UNCHANGED);
      if (await findUserByEmail(db, email)) throw conflict(EMAIL_TAKEN_MESSAGE);
      await queueLink(member.userId, 'change', email, EMAIL_CHANGE_HOURS, member.sessionId);
      return status(member.userId);
    },

    /** Cancels the member's waiting change: its link stops working. */
    async cancelChange(userId: string): Promise<AccountEmail> {
      await cancelPendingChanges(db, userId);
      return status(userId);
    },
  };
}

export type EmailAddressService = ReturnType<typeof createEmailAddressService>;
