import type { AccountEmail } from '@rootshare/contracts/account';
import type { AuthUser } from '@rootshare/contracts/auth';
import type { UserRow } from './auth.repo';

/** The signed-in member's own account fields; never the hash or the role. */
export function presentAuthUser(user: Pick<UserRow, 'id' | 'username' | 'email' | 'emailVerifiedAt'>): AuthUser {
  return { id: user.id, username: user.username, email: user.email, emailVerified: user.emailVerifiedAt !== null };
}

/** The member's own address for Settings, with a change waiting for its link. */
export function presentAccountEmail(
  user: Pick<UserRow, 'email' | 'emailVerifiedAt'>,
  pending: { email: string; expiresAt: Date } | undefined,
): AccountEmail {
  return {
    email: user.email,
    verified: user.emailVerifiedAt !== null,
    pending: pending ? { email: pending.email, expires_at: pending.expiresAt.toISOString() } : null,
  };
}
