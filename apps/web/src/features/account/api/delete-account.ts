import type { DeleteAccount } from '@rootshare/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** POST /account/delete: deletes the account and everything in it for good (204). */
export async function deleteAccount(input: DeleteAccount): Promise<void> {
  await apiRequest('/account/delete', { method: 'POST', body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
