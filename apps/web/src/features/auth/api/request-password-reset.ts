import { MessageResponseSchema, type PasswordResetRequest } from '@rootshare/contracts/auth';
import { apiRequest } from '@/lib/api';

/** POST /auth/password-reset/request: the same answer whether or not an account uses the address. */
export function requestPasswordReset(input: PasswordResetRequest) {
  return apiRequest('/auth/password-reset/request', { method: 'POST', body: input, schema: MessageResponseSchema });
}
