import { AccountEmailSchema, type EmailChange } from '@rootshare/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { accountKeys } from './keys';

/** POST /account/email: asks to change the address; the server mails a link to the new one. */
export function changeEmail(input: EmailChange) {
  return apiRequest('/account/email', { method: 'POST', body: input, schema: AccountEmailSchema });
}

/** The answer is the address as it now stands, with the change waiting: the section shows it at once. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeEmail, onSuccess: (answer) => queryClient.setQueryData(accountKeys.email, answer) });
}
