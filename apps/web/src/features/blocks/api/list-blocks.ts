import type { BlockList } from '@rootshare/contracts/blocks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { apiRequest } from '@/lib/api';
import { blockKeys } from './keys';

/**
 * GET /blocks: the members the signed-in member blocked, most recent first. Read without zod (ADR
 * 0010), since the inbox and every profile ask for it first thing: BlockListSchema changes nothing.
 */
export function listBlocks(signal?: AbortSignal) {
  return apiRequest<BlockList>('/blocks', signal ? { signal } : {});
}

export const blocksQueryOptions = () => queryOptions({ queryKey: blockKeys.list, queryFn: ({ signal }) => listBlocks(signal) });

/** The member's blocks; asked only while someone is signed in. */
export function useBlocks() {
  const { status } = useSession();
  return useQuery({ ...blocksQueryOptions(), enabled: status === 'signed-in' });
}

/** Whether the signed-in member blocked this member. */
export function useBlockedByMe(memberId: string): boolean {
  return useBlocks().data?.blocked.some((member) => member.id === memberId) ?? false;
}
