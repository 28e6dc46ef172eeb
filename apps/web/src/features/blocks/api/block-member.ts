import type { CreateBlock } from '@rootshare/contracts/blocks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiRequest } from '@/lib/api';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';

/** A member as the block buttons name them. */
export interface BlockTarget {
  id: string;
  username: string;
}

/** POST /blocks: blocks a member (204; blocking twice changes nothing). */
export async function blockMember(body: CreateBlock): Promise<void> {
  await apiRequest('/blocks', { method: 'POST', body });
}

/**
 * Blocks a member. A block changes what much of the app shows (conversations turn read-only, lists
 * and feeds leave the member out), so every cached answer is refetched.
 */
export function useBlockMember() {
  const t = useT();
  const translate = useContractMessage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: BlockTarget) => blockMember({ user_id: member.id }),
    onSuccess: (_answer, member) => {
      toast.success(t('blocks.blocked', { username: member.username }), { description: t('blocks.blockedText') });
      void queryClient.invalidateQueries();
    },
    onError: (error, member) =>
      toast.error(t('blocks.blockFailed', { username: member.username }), { description: translate(error.message) }),
  });
}
