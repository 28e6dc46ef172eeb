import crypto from 'node:crypto';
import type { AuthResponse } from '@rootshare/contracts/auth';
import type { TokenSigner } from '../../../platform/auth';
import type { Database } from '../../../platform/db';
import type { JobQueue } from '../../../platform/jobs';
import type { Mailer } from '../../../platform/mail';
import { changeOf, type ReadCaches } from '../../../platform/read-cache';
import type { RateLimitStore } from '../../../platform/rate-limit';
import type { LinkSigner } from '../../../platform/signed-links';
import type { ProfilesService } from '../../profiles/profiles.service';
import { presentAuthUser } from '../auth.presenter';
import { insertSession, prepareFindLiveSession, type UserRow } from '../auth.repo';
import { cancelChangesAskedBy, cancelPendingChanges } from '../email-address.repo';
import type { EmailAddressService } from '../email-address.service';

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

export interface AuthDeps {
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

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The device cookie the browser sent, if any. */
  device?: string | undefined;
}

/** What the auth use cases share: their dependencies, the session cache, and the steps more than one of them takes. */
export function createAuthContext(deps: AuthDeps) {
  const { db, tokens, sessionDays, profiles, caches, sessionsEnded, devices, retireSecrets, jobs } = deps;
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

  return { ...deps, findLiveSession, liveSessions, ended, startSession, deviceOf, passwordChanged };
}

export type AuthContext = ReturnType<typeof createAuthContext>;
