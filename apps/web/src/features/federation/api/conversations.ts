import {
  RemoteConversationSchema,
  RemoteMessageSchema,
  RemoteThreadSchema,
  type ContactRemoteInput,
  type RemoteThread,
} from '@rootshare/contracts/federation-following';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { QUICK_FAILURE } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { federationKeys } from './keys';

const StartedSchema = z.object({ conversation: RemoteConversationSchema, message: RemoteMessageSchema });

/** GET /federation/conversations/:id: one conversation and its messages, which reading marks read. */
export function useRemoteThread(id: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: federationKeys.conversation(user?.id ?? '', id),
    queryFn: ({ signal }) => apiRequest(`/federation/conversations/${encodeURIComponent(id)}`, { signal, schema: RemoteThreadSchema }),
    enabled: user !== null,
    ...QUICK_FAILURE,
  });
}

/** POST /federation/conversations: the first message to the author of an item of the feed. */
export function useContactRemote() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (input: ContactRemoteInput) =>
      apiRequest('/federation/conversations', { method: 'POST', body: input, schema: StartedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: federationKeys.conversations(user?.id ?? '') }),
  });
}

/** POST /federation/conversations/:id/messages: the answer shows in the thread from the server's answer. */
export function useAnswerRemote(id: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = federationKeys.conversation(user?.id ?? '', id);
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest(`/federation/conversations/${encodeURIComponent(id)}/messages`, {
        method: 'POST',
        body: { content },
        schema: RemoteMessageSchema,
      }),
    onSuccess: (message) => {
      queryClient.setQueryData<RemoteThread>(key, (thread) => (thread ? { ...thread, messages: [...thread.messages, message] } : thread));
      void queryClient.invalidateQueries({ queryKey: federationKeys.conversations(user?.id ?? ''), exact: true });
    },
  });
}
