import type { Member } from '../auth.service';
import type { AuthContext } from './context';

/** The member behind a token, or null when the token is bad, expired or revoked. */
export async function authenticate(ctx: AuthContext, token: string): Promise<Member | null> {
  const claims = await ctx.tokens.verify(token);
  if (!claims) return null;
  const session = await ctx.liveSessions.getOrLoad(claims.sessionId, () => ctx.findLiveSession(claims.sessionId));
  const live = session !== undefined && session.userId === claims.userId && session.expiresAt.getTime() > Date.now();
  return live ? { userId: session.userId, sessionId: session.sessionId, role: session.role } : null;
}
