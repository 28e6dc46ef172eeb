import { MessageResponseSchema, type PasswordReset } from '@rootshare/contracts/auth';
import { apiRequest } from '@/lib/api';

/** POST /auth/password-reset: a reset link's token and the new password. */
export function resetPassword(input: PasswordReset) {
  return apiRequest('/auth/password-reset', { method: 'POST', body: input, schema: MessageResponseSchema });
}
