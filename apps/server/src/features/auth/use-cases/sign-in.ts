import crypto from 'node:crypto';
import { ACCOUNT_SUSPENDED, INVALID_CREDENTIALS, type AuthResponse, type SignIn } from '@rootshare/contracts/auth';
import { verifyPassword } from '../../../platform/auth';
import { HttpError } from '../../../platform/errors';
import { countAttempt } from '../../../platform/throttle';
import { findUserByLogin } from '../auth.repo';
import { AUTH_LIMITS, type AuthContext, type ClientInfo } from './context';

/** A session started, and the device cookie that lets this browser past the account's lockout later. */
export interface SignedIn {
  response: AuthResponse;
  device: string;
}

/**
 * Signs in by username or e-mail; unknown member and wrong password answer alike. Each attempt
 * is counted before its password is checked (S50). Failures count per IP and per account (the
 * member, however they typed their login); from a device that signed in to the account before,
 * they count per device instead, so strangers' failures never lock the owner out (S51).
 */
export async function signIn(ctx: AuthContext, input: SignIn, client: ClientInfo): Promise<SignedIn> {
  const { signInFailuresPerIp: perIp, signInFailuresPerAccount: perAccount, signInFailuresPerDevice: perDevice } = AUTH_LIMITS;
  const user = await findUserByLogin(ctx.db, input.username);
  const device = user ? ctx.deviceOf(client.device, user.id) : null;
  const attempt = await countAttempt(ctx.rateLimits, [
    { key: `signin:ip:${client.ip}`, ...perIp },
    device
      ? { key: `signin:device:${device}`, ...perDevice }
      : { key: `signin:account:${user ? user.id : `login:${input.username.toLowerCase()}`}`, ...perAccount },
  ]);
  if (user && (await verifyPassword(user.passwordHash, input.password))) {
    await attempt.giveBack();
    // Said only to someone who knows the password.
    if (user.suspendedAt) throw new HttpError(403, ACCOUNT_SUSPENDED);
    return { response: await ctx.startSession(user, client), device: ctx.devices.sign(`${user.id}.${device ?? crypto.randomUUID()}`) };
  }
  if (!user) await verifyPassword(undefined, input.password);
  throw new HttpError(401, INVALID_CREDENTIALS);
}
