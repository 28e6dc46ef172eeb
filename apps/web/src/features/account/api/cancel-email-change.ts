import { AccountEmailSchema } from '@rootshare/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { accountKeys } from './keys';

/** DELETE /account/email/pending: cancels a change waiting for its link, which then stops working. */
export function cancelEmailChange() {
  return apiRequest('/account/email/pending', { method: 'DELETE', schema: AccountEmailSchema });
}

/** The answer is the address as it now stands, without the change. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelEmailChange, onSuccess: (answer) => queryClient.setQueryData(accountKeys.email, answer) });
}
