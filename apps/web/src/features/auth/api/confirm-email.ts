import { EmailConfirmedSchema, type EmailConfirmation } from '@rootshare/contracts/auth';
import { apiRequest } from '@/lib/api';

/** POST /auth/email/confirm: opens a mailed e-mail link (the address confirmed, or changed to the new one). */
export function confirmEmail(input: EmailConfirmation) {
  return apiRequest('/auth/email/confirm', { method: 'POST', body: input, schema: EmailConfirmedSchema });
}
