import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api';
import type { BlockTarget } from './block-member';

/** DELETE /blocks/{userId}: lifts a block the member made (204). */
export async function unblockMember(userId: string): Promise<void> {
  await apiRequest(`/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/** Unblocks a member; like a block, it changes what much of the app shows, so everything refetches. */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: BlockTarget) => unblockMember(member.id),
    onSuccess: (_answer, member) => {
      toast.success(`You unblocked ${member.username}`);
      void queryClient.invalidateQueries();
    },
    onError: (error, member) => toast.error(`Could not unblock ${member.username}`, { description: error.message }),
  });
}
