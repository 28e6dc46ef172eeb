import type { RemoteConversationList } from '@rootshare/contracts/federation-following';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { QUICK_FAILURE } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { federationKeys } from './keys';

/**
 * GET /federation/conversations: the member's conversations with accounts elsewhere, newest first.
 * The inbox's first answer, so read without zod (ADR 0010): the server encodes it with
 * RemoteConversationListSchema, whose fields are plain strings, numbers, booleans and nulls.
 */
export function useRemoteConversations({ enabled = true }: { enabled?: boolean } = {}) {
  const { user } = useSession();
  return useQuery({
    queryKey: federationKeys.conversations(user?.id ?? ''),
    queryFn: ({ signal }) => apiRequest<RemoteConversationList>('/federation/conversations', { signal }),
    enabled: enabled && user !== null,
    ...QUICK_FAILURE,
  });
}
