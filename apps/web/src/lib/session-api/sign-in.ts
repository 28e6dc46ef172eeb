import { AuthResponseSchema, type SignIn } from '@rootshare/contracts/auth';
import { apiRequest } from '@/lib/api';

/** POST /auth/signin with a username or e-mail and a password. */
export function signInRequest(credentials: SignIn) {
  return apiRequest('/auth/signin', { method: 'POST', body: credentials, schema: AuthResponseSchema });
}
