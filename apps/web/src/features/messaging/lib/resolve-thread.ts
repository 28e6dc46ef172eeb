import type { ConversationEntry } from '@rootshare/contracts/messaging';
import { CANNOT_MESSAGE_YOURSELF, NEW_CONVERSATION_ID } from '@rootshare/contracts/messaging-constants';
import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/features/profiles/api/get-profile';
import { messagingKeys } from '../api/keys';
import { conversationsQueryOptions, entriesOf, isUnreadFor, lastMessageOf } from '../api/list-conversations';
import { seedMessages, threadQueryOptions } from '../api/list-messages';
import { getConversation } from '../api/open-conversation';

/**
 * The inbox entry for ?recipient={profileId}: the general thread with that member if
 * there is one (in the inbox, or found by GET /messages?otherUserId=), else a temporary entry with
 * the id 'new-conversation' whose first message starts the thread.
 */
export async function resolveRecipient(queryClient: QueryClient, me: string, recipientId: string): Promise<ConversationEntry> {
  if (recipientId.toLowerCase() === me.toLowerCase()) throw new Error(CANNOT_MESSAGE_YOURSELF);
  const lists = await queryClient.fetchInfiniteQuery(conversationsQueryOptions());
  const listed = entriesOf(lists).find((entry) => entry.otherParticipant.id === recipientId && entry.conversation.plant_id === null);
  if (listed) return listed;
  const [page, profile] = await Promise.all([
    queryClient.fetchQuery(threadQueryOptions(recipientId)),
    queryClient.fetchQuery(profileQueryOptions(recipientId)),
  ]);
  const otherParticipant = { id: profile.id, username: profile.username, avatar_url: profile.avatar_url };
  const last = page.messages.at(-1);
  if (!last)
    return {
      conversation: { id: NEW_CONVERSATION_ID, plant_id: null, last_message_at: null },
      otherParticipant,
      lastMessage: null,
      plant: null,
      unread_count: 0,
      read_only: false,
    };
  seedMessages(queryClient, last.conversation_id, page);
  return {
    conversation: { id: last.conversation_id, plant_id: null, last_message_at: last.created_at },
    otherParticipant,
    lastMessage: lastMessageOf(last),
    plant: null,
    // Read once it opens.
    unread_count: page.messages.filter((message) => isUnreadFor(me, message)).length,
    read_only: false,
  };
}

/**
 * The inbox entry for ?conversation={id}: from the inbox, else as POST /conversations answered it in
 * this tab, else asked of the server (a thread with no message yet, opened again after a reload).
 */
export async function resolveConversation(queryClient: QueryClient, conversationId: string): Promise<ConversationEntry> {
  const lists = await queryClient.fetchInfiniteQuery(conversationsQueryOptions());
  const listed = entriesOf(lists).find((candidate) => candidate.conversation.id === conversationId);
  if (listed) return listed;
  return queryClient.fetchQuery({
    queryKey: messagingKeys.opened(conversationId),
    queryFn: () => getConversation(conversationId),
    staleTime: Infinity,
  });
}
