import { ChangePasswordResultSchema, type ChangePassword } from '@rootshare/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { accountKeys } from './keys';

/** POST /account/password: the server ends every other session of the member. */
export function changePassword(input: ChangePassword) {
  return apiRequest('/account/password', { method: 'POST', body: input, schema: ChangePasswordResultSchema });
}

/**
 * Changes the password; the sessions list then holds this device only, a waiting change of address
 * is cancelled and the calendar feed's address is gone, so Settings reads all three again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () =>
      Promise.all(
        [accountKeys.sessions, accountKeys.email, accountKeys.calendarFeed].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
