import { ACCOUNT_NOT_FOUND } from '@rootshare/contracts/account';
import type { AccountEmail } from '@rootshare/contracts/account';
import { EMAIL_CHANGES_PER_HOUR, VERIFICATION_MAILS_PER_HOUR } from '@rootshare/contracts/limits';
import type { Database } from '../../../platform/db';
import { notFound } from '../../../platform/errors';
import type { JobQueue } from '../../../platform/jobs';
import type { Mailer } from '../../../platform/mail';
import { limitReached } from '../../../platform/quotas';
import type { RateLimitStore } from '../../../platform/rate-limit';
import type { ReadCaches } from '../../../platform/read-cache';
import { presentAccountEmail } from '../auth.presenter';
import { findUserById } from '../auth.repo';
import { findPendingChange, insertConfirmation, type ConfirmationPurpose } from '../email-address.repo';

/** Confirmation mails per account (the sign-up mail counts), and asked-for changes of address per account. */
export const EMAIL_LIMITS = {
  verificationMailsPerAccount: { max: VERIFICATION_MAILS_PER_HOUR, windowMs: 3_600_000 },
  changesPerAccount: { max: EMAIL_CHANGES_PER_HOUR, windowMs: 3_600_000 },
} as const;

const HOUR_MS = 3_600_000;

export interface EmailAddressDeps {
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

/** What the e-mail address use cases share: their dependencies and the steps more than one of them takes. */
export function createEmailAddressContext(deps: EmailAddressDeps) {
  const { db, jobs, rateLimits } = deps;

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
    if (!user) throw notFound(ACCOUNT_NOT_FOUND);
    return user;
  }

  /** The member's own address, whether it is confirmed, and a change waiting for its link. */
  async function status(userId: string): Promise<AccountEmail> {
    const user = await accountOf(userId);
    return presentAccountEmail(user, await findPendingChange(db, userId));
  }

  return { ...deps, countAgainst, queueLink, accountOf, status };
}

export type EmailAddressContext = ReturnType<typeof createEmailAddressContext>;
