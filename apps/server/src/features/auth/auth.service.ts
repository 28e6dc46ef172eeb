import type { PasswordReset, PasswordResetRequest, SignIn, SignUp } from '@rootshare/contracts/auth';
import { findLiveSessionIds } from './auth.repo';
import { authenticate } from './use-cases/authenticate';
import { createAuthContext, type AuthDeps, type ClientInfo } from './use-cases/context';
import { endSession, endSessions, signOut, suspended } from './use-cases/end-sessions';
import { sendPasswordChangedMail } from './use-cases/password-changed-mail';
import { requestPasswordReset, resetPassword, sendPasswordResetMail } from './use-cases/password-reset';
import { signIn } from './use-cases/sign-in';
import { signUp } from './use-cases/sign-up';

export { AUTH_LIMITS } from './use-cases/context';

export interface Member {
  userId: string;
  sessionId: string;
  role: 'member' | 'admin';
}

/**
 * Accounts, sessions and passwords, as the routes and other features call them. Each use case is a
 * file of its own under use-cases/.
 */
export function createAuthService(deps: AuthDeps) {
  const ctx = createAuthContext(deps);
  return {
    signUp: (input: SignUp, client: ClientInfo) => signUp(ctx, input, client),
    signIn: (input: SignIn, client: ClientInfo) => signIn(ctx, input, client),
    signOut: (member: Member) => signOut(ctx, member),
    endSessions: (userId: string, keepSessionId?: string) => endSessions(ctx, userId, keepSessionId),
    suspended: (userId: string) => suspended(ctx, userId),
    endSession: (userId: string, sessionId: string) => endSession(ctx, userId, sessionId),
    requestPasswordReset: (input: PasswordResetRequest, client: ClientInfo) => requestPasswordReset(ctx, input, client),
    sendPasswordResetMail: (email: string, jobId: string) => sendPasswordResetMail(ctx, email, jobId),
    resetPassword: (input: PasswordReset) => resetPassword(ctx, input),
    passwordChanged: ctx.passwordChanged,
    sendPasswordChangedMail: (userId: string, jobId: string) => sendPasswordChangedMail(ctx, userId, jobId),

    /** Forgets sessions this instance learned are over (their sockets close on every instance). */
    forgetSessions: (sessionIds: readonly string[]) => ctx.liveSessions.dropHere(sessionIds),

    /** Which of these sessions are still live. */
    liveSessionIds: (sessionIds: string[]) => findLiveSessionIds(ctx.db, sessionIds),

    authenticate: (token: string) => authenticate(ctx, token),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
