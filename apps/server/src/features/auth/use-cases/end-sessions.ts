import type { Member } from '../auth.service';
import { retireMemberLinks, revokeMemberSession, revokeSession, revokeUserSessions } from '../auth.repo';
import type { AuthContext } from './context';

/** Ends the session the token belongs to, and closes its sockets. */
export async function signOut(ctx: AuthContext, member: Member): Promise<void> {
  await revokeSession(ctx.db, member.sessionId);
  await ctx.ended([member.sessionId]);
}

/**
 * Ends every live session of a member but keepSessionId (a password change keeps the device
 * that made it), and closes their sockets. Answers how many ended.
 */
export async function endSessions(ctx: AuthContext, userId: string, keepSessionId?: string): Promise<number> {
  const sessionIds = await revokeUserSessions(ctx.db, userId, keepSessionId);
  await ctx.ended(sessionIds);
  return sessionIds.length;
}

/**
 * A member was suspended: every session ends (sockets close) and every mailed link they hold
 * stops working for good, lifted suspension or not (docs/security.md S84). Answers how many sessions ended.
 */
export async function suspended(ctx: AuthContext, userId: string): Promise<number> {
  await retireMemberLinks(ctx.db, userId);
  const sessionIds = await revokeUserSessions(ctx.db, userId);
  await ctx.ended(sessionIds);
  return sessionIds.length;
}

/**
 * Ends one live session of the member (a device they no longer use) and closes its sockets;
 * false when the session is not theirs or is already over, so another member's stays untouched.
 */
export async function endSession(ctx: AuthContext, userId: string, sessionId: string): Promise<boolean> {
  if (!(await revokeMemberSession(ctx.db, userId, sessionId))) return false;
  await ctx.ended([sessionId]);
  return true;
}
