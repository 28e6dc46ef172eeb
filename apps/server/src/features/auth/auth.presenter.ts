import type { AuthUser } from '@rootshare/contracts/auth';
import type { UserRow } from './auth.repo';

/** The signed-in member's own account fields; never the hash or the role. */
export function presentAuthUser(user: Pick<UserRow, 'id' | 'username' | 'email'>): AuthUser {
  return { id: user.id, username: user.username, email: user.email };
}
