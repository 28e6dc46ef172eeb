import { MessageResponseSchema } from '@rootshare/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** POST /auth/email/verification: a new link to confirm the member's address (limited per hour). */
export function resendVerification() {
  return apiRequest('/auth/email/verification', { method: 'POST', schema: MessageResponseSchema });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
