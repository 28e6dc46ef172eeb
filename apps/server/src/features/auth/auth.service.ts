import crypto from 'node:crypto';
import {
  ACCOUNT_SUSPENDED,
  INVALID_CREDENTIALS,
  PASSWORD_RESET_INVALID,
  type AuthResponse,
  type PasswordReset,
  type PasswordResetRequest,
  type SignIn,
  type SignUp,
} from '@rootshare/contracts/auth';
import type { Database } from '../../platform/db';
import type { JobQueue } from '../../platform/jobs';
import { deliverOnce, type Mailer } from '../../platform/mail';
import { renderMail } from '../../platform/mail-template';
import { hashPassword, linkTokenHash, newLinkToken, verifyPassword, type TokenSigner } from '../../platform/auth';
import { HttpError, tooManyRequests } from '../../platform/errors';
import { refuseWeakPassword } from '../../platform/password-strength';
import type { LinkSigner } from '../../platform/signed-links';
import { countAttempt } from '../../platform/throttle';
import { changeOf, type ReadCaches } from '../../platform/read-cache';
import type { RateLimitStore } from '../../platform/rate-limit';
import { accountConflict, type ProfilesService } from '../profiles/profiles.service';
import { presentAuthUser } from './auth.presenter';
import { passwordChangedMail, passwordResetMail } from './auth-mails';
import type { EmailAddressService } from './email-address.service';
import { cancelChangesAskedBy, cancelPendingChanges } from './email-address.repo';
import {
  findLiveSessionIds,
  findOpenPasswordReset,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  insertPasswordReset,
  insertSession,
  insertUserWithProfile,
  prepareFindLiveSession,
  revokeMemberSession,
  revokeSession,
  retireMemberLinks,
  revokeUserSessions,
  spendPasswordReset,
  type UserRow,
} from './auth.repo';

/**
 * Throttles of docs/security.md S3 and S51: failed sign-ins per IP, per account, and per device the
 * account signed in from before; sign-ups per IP.
 */
export const AUTH_LIMITS = {
  signInFailuresPerIp: { max: 10, windowMs: 60_000 },
  signInFailuresPerAccount: { max: 25, windowMs: 3_600_000 },
  signInFailuresPerDevice: { max: 10, windowMs: 3_600_000 },
  signUpsPerIp: { max: 20, windowMs: 3_600_000 },
  /** 'Forgot password?' per IP (past it, 429) and per address (past it, quietly no more mail). */
  resetRequestsPerIp: { max: 10, windowMs: 3_600_000 },
  resetMailsPerAddress: { max: 3, windowMs: 3_600_000 },
} as const;

/** How long a password-reset link works. */
export const PASSWORD_RESET_MS = 3_600_000;

export interface Member {
  userId: string;
  sessionId: string;
  role: 'member' | 'admin';
}

interface AuthDeps {
  db: Database;
  tokens: TokenSigner;
  rateLimits: RateLimitStore;
  sessionDays: number;
  profiles: ProfilesService;
  caches: ReadCaches;
  /** Told of sessions that ended, so their open sockets close (the realtime service). */
  sessionsEnded(sessionIds: string[]): Promise<void>;
  jobs: JobQueue;
  mailer: Mailer;
  /** The origin of mailed links. */
  publicUrl: string;
  /** Mails a new member the link that confirms their address. */
  emailAddress: Pick<EmailAddressService, 'startVerification'>;
  /** Signs the device cookies of docs/security.md S51. */
  devices: LinkSigner;
  /** Retires what a member's old password stands behind outside a session (the calendar feed's address). */
  retireSecrets(userId: string): Promise<void>;
}

interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The device cookie the browser sent, if any. */
  device?: string | undefined;
}

/** A session started, and the device cookie that lets this browser past the account's lockout later. */
export interface SignedIn {
  response: AuthResponse;
  device: string;
}

export function createAuthService({
  db,
  tokens,
  rateLimits,
  sessionDays,
  profiles,
  caches,
  sessionsEnded,
  jobs,
  mailer,
  publicUrl,
  emailAddress,
  devices,
  retireSecrets,
}: AuthDeps) {
  const findLiveSession = prepareFindLiveSession(db);
  // What an instance read of a session, with its member's role (ADR 0011). A session that is not
  // live never becomes live again, so a miss is kept as well as a hit.
  const liveSessions = caches.open<Awaited<ReturnType<typeof findLiveSession>>>('sessions', (sessionId) => [changeOf.session(sessionId)]);
  /**
   * Forgets ended sessions on every instance before the answer, cancels the changes of address they
   * asked for (docs/security.md S79), then closes their sockets.
   */
  const ended = async (sessionIds: string[]) => {
    await caches.forget(...sessionIds.map(changeOf.session));
    await cancelChangesAskedBy(db, sessionIds);
    await sessionsEnded(sessionIds);
  };
  async function startSession(user: UserRow, client: ClientInfo): Promise<AuthResponse> {
    const sessionId = crypto.randomUUID();
    const expiresAt = new Date(Date.now() + sessionDays * 86_400_000);
    await insertSession(db, { id: sessionId, userId: user.id, expiresAt, userAgent: client.userAgent?.slice(0, 300) ?? null });
    const token = await tokens.sign({ userId: user.id, sessionId }, expiresAt);
    return { token, user: presentAuthUser(user), profile: await profiles.getOwnProfile(user.id) };
  }

  /** The device a valid device cookie names for this member, or null (another member's, forged, none). */
  function deviceOf(cookie: string | undefined, userId: string): string | null {
    const payload = cookie ? devices.verify(cookie) : null;
    const [owner, deviceId] = payload?.split('.') ?? [];
    return owner === userId && deviceId ? deviceId : null;
  }

  /**
   * After a password change or reset: every waiting change of address is cancelled (S79), the
   * calendar feed's address stops working (S81), and the member is told by mail (S86).
   */
  async function passwordChanged(userId: string): Promise<void> {
    await cancelPendingChanges(db, userId);
    await retireSecrets(userId);
    await jobs.send('password-changed-mail', { userId }, { key: userId });
  }

  return {
    /** Creates an account, signs it in, and mails the link that confirms its address. */
    async signUp(input: SignUp, client: ClientInfo): Promise<AuthResponse> {
      const { max, windowMs } = AUTH_LIMITS.signUpsPerIp;
      const window = await rateLimits.hit(`signup:ip:${client.ip}`, windowMs);
      if (window.count > max) throw tooManyRequests(window.retryAfterSeconds);
      await refuseWeakPassword(input.password, input);
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await insertUserWithProfile(db, { username: input.username, email: input.email, passwordHash, language: input.language });
      } catch (error) {
        throw accountConflict(error) ?? error;
      }
      await emailAddress.startVerification(user);
      return startSession(user, client);
    },

    /**
     * Signs in by username or e-mail; unknown member and wrong password answer alike. Each attempt
     * is counted before its password is checked (S50). Failures count per IP and per account (the
     * member, however they typed their login); from a device that signed in to the account before,
     * they count per device instead, so strangers' failures never lock the owner out (S51).
     */
    async signIn(input: SignIn, client: ClientInfo): Promise<SignedIn> {
      const { signInFailuresPerIp: perIp, signInFailuresPerAccount: perAccount, signInFailuresPerDevice: perDevice } = AUTH_LIMITS;
      const user = await findUserByLogin(db, input.username);
      const device = user ? deviceOf(client.device, user.id) : null;
      const attempt = await countAttempt(rateLimits, [
        { key: `signin:ip:${client.ip}`, ...perIp },
        device
          ? { key: `signin:device:${device}`, ...perDevice }
          : { key: `signin:account:${user ? user.id : `login:${input.username.toLowerCase()}`}`, ...perAccount },
      ]);
      if (user && (await verifyPassword(user.passwordHash, input.password))) {
        await attempt.giveBack();
        // Said only to someone who knows the password.
        if (user.suspendedAt) throw new HttpError(403, ACCOUNT_SUSPENDED);
        return { response: await startSession(user, client), device: devices.sign(`${user.id}.${device ?? crypto.randomUUID()}`) };
      }
      if (!user) await verifyPassword(undefined, input.password);
      throw new HttpError(401, INVALID_CREDENTIALS);
    },

    /** Ends the session the token belongs to, and closes its sockets. */
    async signOut(member: Member): Promise<void> {
      await revokeSession(db, member.sessionId);
      await ended([member.sessionId]);
    },

    /**
     * Ends every live session of a member but keepSessionId (a password change keeps the device
     * that made it), and closes their sockets. Answers how many ended.
     */
    async endSessions(userId: string, keepSessionId?: string): Promise<number> {
      const sessionIds = await revokeUserSessions(db, userId, keepSessionId);
      await ended(sessionIds);
      return sessionIds.length;
    },

    /**
     * A member was suspended: every session ends (sockets close) and every mailed link they hold
     * stops working for good, lifted suspension or not (docs/security.md S84). Answers how many sessions ended.
     */
    async suspended(userId: string): Promise<number> {
      await retireMemberLinks(db, userId);
      const sessionIds = await revokeUserSessions(db, userId);
      await ended(sessionIds);
      return sessionIds.length;
    },

    /**
     * Ends one live session of the member (a device they no longer use) and closes its sockets;
     * false when the session is not theirs or is already over, so another member's stays untouched.
     */
    async endSession(userId: string, sessionId: string): Promise<boolean> {
      if (!(await revokeMemberSession(db, userId, sessionId))) return false;
      await ended([sessionId]);
      return true;
    },

    /**
     * 'Forgot password?': counts and queues a reset mail for the address, whether or not an account
     * uses it, so the answer and the work behind it are the same either way (docs/security.md S82);
     * the job finds the account, if any, and makes and sends the mail (sendPasswordResetMail).
     */
    async requestPasswordReset(input: PasswordResetRequest, client: ClientInfo): Promise<void> {
      const { resetRequestsPerIp: perIp, resetMailsPerAddress: perAddress } = AUTH_LIMITS;
      const window = await rateLimits.hit(`reset:ip:${client.ip}`, perIp.windowMs);
      if (window.count > perIp.max) throw tooManyRequests(window.retryAfterSeconds);
      const email = input.email.toLowerCase();
      const sent = await rateLimits.hit(`reset:address:${email}`, perAddress.windowMs);
      if (sent.count > perAddress.max) return;
      // One waiting mail per address: a second request before it runs is answered by the same mail.
      await jobs.send('password-reset-mail', { email }, { key: email });
    },

    /**
     * The job behind a reset request: for an active member using the address, makes a fresh
     * single-use link (only its hash is stored, and the member's earlier links stop working) and
     * mails it, once per job. An address no account uses gets nothing.
     */
    async sendPasswordResetMail(email: string, jobId: string): Promise<void> {
      await deliverOnce(db, mailer, jobId, async () => {
        const user = await findUserByEmail(db, email);
        if (!user || user.suspendedAt) return null;
        const token = newLinkToken();
        await insertPasswordReset(db, {
          userId: user.id,
          tokenHash: linkTokenHash(token),
          expiresAt: new Date(Date.now() + PASSWORD_RESET_MS),
        });
        return renderMail(passwordResetMail(user.email, user.username, `${publicUrl}/auth/reset?token=${token}`, user.language));
      });
    },

    /** Sets a new password through a reset link, and ends every session of the member. */
    async resetPassword(input: PasswordReset): Promise<void> {
      const tokenHash = linkTokenHash(input.token);
      const member = await findOpenPasswordReset(db, tokenHash);
      if (!member) throw new HttpError(400, PASSWORD_RESET_INVALID);
      // Before the link is spent, so a refused password leaves it usable.
      await refuseWeakPassword(input.password, member);
      const userId = await spendPasswordReset(db, tokenHash, await hashPassword(input.password));
      if (!userId) throw new HttpError(400, PASSWORD_RESET_INVALID);
      await ended(await revokeUserSessions(db, userId));
      await passwordChanged(userId);
    },

    passwordChanged,

    /** The job telling a member their password changed, with the way back in if it was not them; once per job. */
    async sendPasswordChangedMail(userId: string, jobId: string): Promise<void> {
      await deliverOnce(db, mailer, jobId, async () => {
        const user = await findUserById(db, userId);
        if (!user || user.suspendedAt) return null;
        return renderMail(passwordChangedMail(user.email, user.username, `${publicUrl}/auth/forgot`, user.language));
      });
    },

    /** Forgets sessions this instance learned are over (their sockets close on every instance). */
    forgetSessions: (sessionIds: readonly string[]) => liveSessions.dropHere(sessionIds),

    /** Which of these sessions are still live. */
    liveSessionIds: (sessionIds: string[]) => findLiveSessionIds(db, sessionIds),

    /** The member behind a token, or null when the token is bad, expired or revoked. */
    async authenticate(token: string): Promise<Member | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const session = await liveSessions.getOrLoad(claims.sessionId, () => findLiveSession(claims.sessionId));
      const live = session !== undefined && session.userId === claims.userId && session.expiresAt.getTime() > Date.now();
      return live ? { userId: session.userId, sessionId: session.sessionId, role: session.role } : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
