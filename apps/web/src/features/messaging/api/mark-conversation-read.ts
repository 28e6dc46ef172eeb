import type { ConversationEntry } from '@rootshare/contracts/messaging';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { mapPages } from '@/lib/infinite-pages';
import { messagingKeys } from './keys';
import type { ConversationLists } from './list-conversations';
import type { MessageLists } from './list-messages';

/** PATCH /conversations/{id}/read: the caller's received messages in it become read (204). */
export function markConversationRead(conversationId: string) {
  return apiRequest<undefined>(`/conversations/${encodeURIComponent(conversationId)}/read`, { method: 'PATCH' });
}

/** An inbox entry once `readerId` read what they received in it: the member's own reading leaves nothing unread. */
function readEntry(entry: ConversationEntry, readerId: string): ConversationEntry {
  const readByMe = entry.otherParticipant.id !== readerId;
  const lastMessage =
    entry.lastMessage && entry.lastMessage.sender_id !== readerId ? { ...entry.lastMessage, is_read: true } : entry.lastMessage;
  return { ...entry, lastMessage, unread_count: readByMe ? 0 : entry.unread_count };
}

/** The messages a member received in a conversation, read in every cached copy (their own tab or the sender's). */
export function storeConversationRead(queryClient: QueryClient, conversationId: string, readerId: string): void {
  queryClient.setQueryData<ConversationLists>(messagingKeys.conversations, (lists) =>
    mapPages(lists, (page) => ({
      ...page,
      conversations: page.conversations.map((entry) => (entry.conversation.id === conversationId ? readEntry(entry, readerId) : entry)),
    })),
  );
  queryClient.setQueryData<MessageLists>(messagingKeys.messages(conversationId), (lists) =>
    mapPages(lists, (page) => ({
      ...page,
      messages: page.messages.map((message) =>
        message.recipient_id === readerId && !message.is_read ? { ...message, is_read: true } : message,
      ),
    })),
  );
}

/** Marks a conversation read for the member: the unread dot goes at once, the header count follows. */
export function useMarkConversationRead(me: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onMutate: (conversationId) => storeConversationRead(queryClient, conversationId, me),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount }),
  });
}
