import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import type { BlockTarget } from './block-member';

/** DELETE /blocks/{userId}: lifts a block the member made (204). */
export async function unblockMember(userId: string): Promise<void> {
  await apiRequest(`/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

/** Unblocks a member; like a block, it changes what much of the app shows, so everything refetches. */
export function useUnblockMember() {
  const t = useT();
  const translate = useContractMessage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: BlockTarget) => unblockMember(member.id),
    onSuccess: (_answer, member) => {
      toast.success(t('blocks.unblocked', { username: member.username }));
      void queryClient.invalidateQueries();
    },
    onError: (error, member) =>
      toast.error(t('blocks.unblockFailed', { username: member.username }), { description: translate(error.message) }),
  });
}
