import type { ConversationEntry, CreateConversation } from '@rootshare/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { messagingKeys } from './keys';

/**
 * POST /conversations: the thread with a member (about a plant, or general), found or started. The
 * schema loads with the first call, so the pages with a Contact button (Browse) carry no zod.
 */
export async function openConversation(body: CreateConversation) {
  const { OpenedConversationSchema } = await import('@rootshare/contracts/messaging');
  return apiRequest('/conversations', { method: 'POST', body, schema: OpenedConversationSchema });
}

/** GET /conversations/:id: one of the member's threads, found even before its first message lists it. */
export async function getConversation(conversationId: string) {
  const { ConversationEntrySchema } = await import('@rootshare/contracts/messaging');
  return apiRequest(`/conversations/${encodeURIComponent(conversationId)}`, { schema: ConversationEntrySchema });
}

/** Opens a thread; the inbox then finds its entry even before the refreshed list holds it. */
export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversation,
    onSuccess: ({ id, ...entry }) => {
      queryClient.setQueryData<ConversationEntry>(messagingKeys.opened(id), entry);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
    },
  });
}
