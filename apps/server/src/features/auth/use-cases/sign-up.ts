import type { AuthResponse, SignUp } from '@rootshare/contracts/auth';
import { hashPassword } from '../../../platform/auth';
import { tooManyRequests } from '../../../platform/errors';
import { refuseWeakPassword } from '../../../platform/password-strength';
import { accountConflict } from '../../profiles/profiles.service';
import { insertUserWithProfile, type UserRow } from '../auth.repo';
import { AUTH_LIMITS, type AuthContext, type ClientInfo } from './context';

/** Creates an account, signs it in, and mails the link that confirms its address. */
export async function signUp(ctx: AuthContext, input: SignUp, client: ClientInfo): Promise<AuthResponse> {
  const { max, windowMs } = AUTH_LIMITS.signUpsPerIp;
  const window = await ctx.rateLimits.hit(`signup:ip:${client.ip}`, windowMs);
  if (window.count > max) throw tooManyRequests(window.retryAfterSeconds);
  await refuseWeakPassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await insertUserWithProfile(ctx.db, { username: input.username, email: input.email, passwordHash, language: input.language });
  } catch (error) {
    throw accountConflict(error) ?? error;
  }
  await ctx.emailAddress.startVerification(user);
  return ctx.startSession(user, client);
}
