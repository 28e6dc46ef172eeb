import type { Message, SendMessage } from '@rootshare/contracts/messaging';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api';
import type { OutboxEntry } from '../lib/outbox';
import { messagingKeys } from './keys';
import { storeMessageInConversations } from './list-conversations';
import { appendCachedMessage } from './list-messages';

/**
 * POST /messages: into a conversation, or to a member (the server finds or starts the thread). The
 * answer's schema loads with the first send, as the Contact button's does, not with every page.
 */
export async function sendMessage(body: SendMessage): Promise<Message> {
  // Code that cannot load is a lost connection too: the message then waits in the outbox.
  const { MessageSchema } = await import('@rootshare/contracts/messaging').catch(() => {
    throw new ApiError('Network error', 0);
  });
  return apiRequest('/messages', { method: 'POST', body, schema: MessageSchema });
}

/** Sends a message that waited in the outbox, with its key, so the server stores it once however often it goes. */
export function sendQueuedMessage(entry: OutboxEntry) {
  return sendMessage({ conversation_id: entry.conversationId, message_type: 'text', content: entry.content, client_key: entry.key });
}

/** A sent message joins its conversation at once and the inbox is refreshed. */
export function storeSentMessage(queryClient: QueryClient, message: Message): void {
  appendCachedMessage(queryClient, message);
  storeMessageInConversations(queryClient, message);
  void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
}

/** Sends a message from the message box. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMessage, onSuccess: (message) => storeSentMessage(queryClient, message) });
}
