import { SignOutResponseSchema } from '@rootshare/contracts/auth';
import { apiRequest } from '@/lib/api';

/** POST /auth/signout: ends this device's session on the server. */
export function signOutRequest() {
  return apiRequest('/auth/signout', { method: 'POST', schema: SignOutResponseSchema });
}
