import { RemoteBlockListSchema, RemoteBlockSchema, type RemoteConversationListSchema } from '@rootshare/contracts/federation-following';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { QUICK_FAILURE } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { federationKeys } from './keys';

/** GET /federation/blocks: the accounts elsewhere the member blocked. */
export function useRemoteBlocks() {
  const { user } = useSession();
  return useQuery({
    queryKey: federationKeys.blocks(user?.id ?? ''),
    queryFn: ({ signal }) => apiRequest('/federation/blocks', { signal, schema: RemoteBlockListSchema }),
    enabled: user !== null,
    ...QUICK_FAILURE,
  });
}

/**
 * POST /federation/blocks or DELETE /federation/blocks?actor=: a block takes the account's
 * conversation and follow with it, so those lists are read again too; the conversation leaves the
 * inbox at once, which is where the member goes next.
 */
export function useBlockRemote() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const me = user?.id ?? '';
  return useMutation({
    mutationFn: ({ actor, blocked }: { actor: string; blocked: boolean }) =>
      blocked
        ? apiRequest('/federation/blocks', { method: 'POST', body: { actor }, schema: RemoteBlockSchema })
        : apiRequest(`/federation/blocks?${new URLSearchParams({ actor })}`, { method: 'DELETE' }),
    onSuccess: (_answer, { actor, blocked }) => {
      if (!blocked) return;
      queryClient.setQueryData<z.infer<typeof RemoteConversationListSchema>>(
        federationKeys.conversations(me),
        (list) => list && { conversations: list.conversations.filter((conversation) => conversation.account.actor !== actor) },
      );
    },
    onSettled: () =>
      Promise.all(
        [federationKeys.blocks(me), federationKeys.conversations(me), federationKeys.following(me), federationKeys.feed(me)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey, exact: true }),
        ),
      ),
  });
}
