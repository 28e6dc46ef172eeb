import type { ConversationEntry, ConversationPage, LastMessage, Message } from '@rootshare/contracts/messaging';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useBlockedByMe } from '@/features/blocks/api/list-blocks';
import { apiRequest } from '@/lib/api';
import { CONVERSATIONS_PATH } from '@/lib/api-paths';
import { mapPages } from '@/lib/infinite-pages';
import { messagingKeys } from './keys';

export type ConversationLists = InfiniteData<ConversationPage>;

/**
 * GET /conversations: the member's inbox entries, newest first, a page at a time. The inbox's first
 * answer, read without zod (ADR 0010): the server encodes it with ConversationPageSchema, whose one
 * default it fills itself.
 */
export function listConversations(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiRequest<ConversationPage>(`${CONVERSATIONS_PATH}${query}`, signal ? { signal } : {});
}

export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messagingKeys.conversations,
    queryFn: ({ pageParam, signal }) => listConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions());
}

export const entriesOf = (lists: ConversationLists | undefined): ConversationEntry[] =>
  lists?.pages.flatMap((page) => page.conversations) ?? [];

/** A conversation's inbox entry once the loaded inbox holds it: its plant, what is unread, whether it is read-only. */
export function useConversationEntry(conversationId: string): ConversationEntry | undefined {
  const { data } = useConversations();
  return entriesOf(data).find((entry) => entry.conversation.id === conversationId);
}

/**
 * Whether a conversation is read-only because either member blocked the other: known from the
 * member's own blocks, or from the conversation's inbox entry once the inbox has it.
 */
export function useReadOnlyConversation(conversationId: string, otherId: string): boolean {
  const blockedByMe = useBlockedByMe(otherId);
  const entry = useConversationEntry(conversationId);
  return blockedByMe || Boolean(entry?.read_only);
}

export const lastMessageOf = ({ content, message_type, is_read, sender_id, created_at }: Message): LastMessage => ({
  content,
  message_type,
  is_read,
  sender_id,
  created_at,
});

/** A message is unread for a member when it is not read and they did not send it. */
export const isUnreadFor = (me: string, message: { is_read: boolean; sender_id: string } | null | undefined): boolean =>
  Boolean(message && !message.is_read && message.sender_id !== me);

/**
 * Puts a new message at the head of the cached inbox: its entry moves to the top with the message as
 * its last one, one more unread when the member received it (`unread`). An entry the cache does not
 * hold yet is fetched with the list.
 */
export function storeMessageInConversations(
  queryClient: QueryClient,
  message: Message,
  { unread = false }: { unread?: boolean } = {},
): void {
  let held = false;
  queryClient.setQueryData<ConversationLists>(messagingKeys.conversations, (lists) => {
    const entry = entriesOf(lists).find((candidate) => candidate.conversation.id === message.conversation_id);
    if (!lists || !entry) return lists;
    held = true;
    // An older message (an echo after a reconnect) leaves the entry as it is.
    if (entry.lastMessage && entry.lastMessage.created_at > message.created_at) return lists;
    const moved: ConversationEntry = {
      ...entry,
      conversation: { ...entry.conversation, last_message_at: message.created_at },
      lastMessage: lastMessageOf(message),
      unread_count: entry.unread_count + (unread ? 1 : 0),
    };
    return mapPages(lists, (page, index) => {
      const rest = page.conversations.filter((candidate) => candidate.conversation.id !== message.conversation_id);
      return { ...page, conversations: index === 0 ? [moved, ...rest] : rest };
    });
  });
  if (!held) void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
}
