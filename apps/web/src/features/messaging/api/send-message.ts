import { MessageSchema, type SendMessage } from '@rootshare/contracts/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { messagingKeys } from './keys';
import { storeMessageInConversations } from './list-conversations';
import { appendCachedMessage } from './list-messages';

/** POST /messages: into a conversation, or to a member (the server finds or starts the thread). */
export function sendMessage(body: SendMessage) {
  return apiRequest('/messages', { method: 'POST', body, schema: MessageSchema });
}

/** Sends a message: it joins its conversation at once and the inbox is refreshed. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      appendCachedMessage(queryClient, message);
      storeMessageInConversations(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
    },
  });
}
