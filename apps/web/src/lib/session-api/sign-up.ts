import { AuthResponseSchema, type SignUp } from '@rootshare/contracts/auth';
import { apiRequest } from '@/lib/api';

/** POST /auth/signup. */
export function signUpRequest(account: SignUp) {
  return apiRequest('/auth/signup', { method: 'POST', body: account, schema: AuthResponseSchema });
}
