import {
  ACCOUNT_NOT_FOUND,
  type AccountEmail,
  type AccountExport,
  type AccountSessionList,
  CURRENT_PASSWORD_INCORRECT,
  type ChangePassword,
  type EmailChange,
  PASSWORD_INCORRECT,
  SESSION_NOT_FOUND,
  exportFileName,
} from '@rootshare/contracts/account';
import { hashPassword, verifyPassword } from '../../platform/auth';
import type { Database } from '../../platform/db';
import { badRequest, notFound, tooManyRequests } from '../../platform/errors';
import type { RateLimitStore } from '../../platform/rate-limit';
import { refuseWeakPassword } from '../../platform/password-strength';
import { countAttempt } from '../../platform/throttle';
import { changeOf, type ReadCaches } from '../../platform/read-cache';
import type { AuthService, Member } from '../auth/auth.service';
import type { EmailAddressService } from '../auth/email-address.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { NotificationSettingsService } from '../notification-settings/notification-settings.service';
import { presentExport, presentSession } from './account.presenter';
import { deleteMember, findCredentials, findImagesSentToMember, listLiveSessions, selectExport, updatePasswordHash } from './account.repo';
import { otherServersExport } from '../federation/federation.reads';

/**
 * Wrong current passwords per account (password change and deletion share the count), and data
 * exports per account: past these, 429 with Retry-After.
 */
export const ACCOUNT_LIMITS = {
  passwordFailuresPerAccount: { max: 10, windowMs: 3_600_000 },
  exportsPerAccount: { max: 10, windowMs: 3_600_000 },
} as const;

/** The most sessions the list shows; older ones can still be ended with "Sign out of all other sessions". */
export const SESSIONS_LIST_MAX = 100;

interface AccountDeps {
  db: Database;
  auth: Pick<AuthService, 'endSession' | 'endSessions' | 'passwordChanged'>;
  emailAddress: Pick<EmailAddressService, 'status' | 'requestChange' | 'cancelChange'>;
  uploads: Pick<UploadsService, 'storedFilesOf' | 'deleteStoredFiles' | 'deleteMedia'>;
  rateLimits: RateLimitStore;
  notificationSettings: Pick<NotificationSettingsService, 'get'>;
  caches: Pick<ReadCaches, 'forget'>;
}

/** Account settings: e-mail address, password change, sessions, data export and deletion. */
export function createAccountService({ db, auth, emailAddress, uploads, rateLimits, notificationSettings, caches }: AccountDeps) {
  /**
   * Checks the password a signed-in member typed, counted before it is checked (docs/security.md
   * S50). Wrong answers count against the account and answer 400, never 401/403: the browser signs
   * a member out on those.
   */
  async function checkPassword(userId: string, password: string, wrong: string): Promise<{ username: string; email: string }> {
    const attempt = await countAttempt(rateLimits, [{ key: `password:account:${userId}`, ...ACCOUNT_LIMITS.passwordFailuresPerAccount }]);
    const credentials = await findCredentials(db, userId);
    if (credentials && (await verifyPassword(credentials.passwordHash, password))) {
      await attempt.giveBack();
      return { username: credentials.username, email: credentials.email };
    }
    throw badRequest(wrong);
  }

  return {
    /**
     * Changes the password and ends every other session of the member, closing their sockets; what
     * follows any new password (auth's passwordChanged) follows this one too.
     */
    async changePassword(member: Member, input: ChangePassword): Promise<{ ended_sessions: number }> {
      const credentials = await checkPassword(member.userId, input.current_password, CURRENT_PASSWORD_INCORRECT);
      await refuseWeakPassword(input.new_password, credentials, [input.current_password]);
      await updatePasswordHash(db, member.userId, await hashPassword(input.new_password));
      const endedSessions = await auth.endSessions(member.userId, member.sessionId);
      await auth.passwordChanged(member.userId);
      return { ended_sessions: endedSessions };
    },

    /** The member's own address, whether it is confirmed, and a change waiting for its link. */
    emailStatus: (member: Member): Promise<AccountEmail> => emailAddress.status(member.userId),

    /** Asks to change the address, with the password (wrong ones count as for a password change). */
    async requestEmailChange(member: Member, input: EmailChange): Promise<AccountEmail> {
      await checkPassword(member.userId, input.password, PASSWORD_INCORRECT);
      return emailAddress.requestChange(member, input.email);
    },

    /** Cancels a change of address waiting for its link. */
    cancelEmailChange: (member: Member): Promise<AccountEmail> => emailAddress.cancelChange(member.userId),

    /** The member's live sessions, the current one first, then newest first. */
    async listSessions(member: Member): Promise<AccountSessionList> {
      const rows = await listLiveSessions(db, member.userId, SESSIONS_LIST_MAX);
      const presented = rows.map((row) => presentSession(row, member.sessionId));
      return { sessions: [...presented.filter((s) => s.current), ...presented.filter((s) => !s.current)] };
    },

    /** Ends one of the member's own sessions; anyone else's (or one already over) is 404. */
    async endSession(member: Member, sessionId: string): Promise<void> {
      if (!(await auth.endSession(member.userId, sessionId))) throw notFound(SESSION_NOT_FOUND);
    },

    /** Signs the member out everywhere but here. */
    async endOtherSessions(member: Member): Promise<{ ended_sessions: number }> {
      return { ended_sessions: await auth.endSessions(member.userId, member.sessionId) };
    },

    /** Everything the member owns, as a file: its name and content. */
    async exportData(member: Member, now = new Date()): Promise<{ fileName: string; data: AccountExport }> {
      const { max, windowMs } = ACCOUNT_LIMITS.exportsPerAccount;
      const window = await rateLimits.hit(`export:account:${member.userId}`, windowMs);
      if (window.count > max) throw tooManyRequests(window.retryAfterSeconds);
      const rows = await selectExport(db, member.userId);
      if (!rows) throw notFound(ACCOUNT_NOT_FOUND);
      return {
        fileName: exportFileName(rows.user.username, now),
        data: presentExport(rows, now, await notificationSettings.get(member.userId), await otherServersExport(db, member.userId)),
      };
    },

    /**
     * Deletes the account for good: every session ends (sockets close), then the member's rows go
     * in one transaction, then their files. Files go last so no record ever points at a missing
     * file; a file that fails to go is an orphan nobody links to.
     */
    async deleteAccount(member: Member, password: string): Promise<void> {
      await checkPassword(member.userId, password, PASSWORD_INCORRECT);
      await auth.endSessions(member.userId);
      const files = await uploads.storedFilesOf(member.userId);
      const imagesSentToMember = await findImagesSentToMember(db, member.userId);
      await deleteMember(db, member.userId);
      // Pages built from the member (their profile, plant pages naming them in a lineage) forget them at once.
      await caches.forget(changeOf.member(member.userId));
      // Their conversations went with them: what the other members sent there is linked from nowhere now.
      await uploads.deleteMedia(imagesSentToMember);
      await uploads.deleteStoredFiles(files);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
