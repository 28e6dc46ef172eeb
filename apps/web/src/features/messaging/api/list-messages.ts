import type { Message, MessagePage } from '@rootshare/contracts/messaging';
import { NEW_CONVERSATION_ID } from '@rootshare/contracts/messaging-constants';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { messagingKeys } from './keys';

/** Pages of one conversation: the first holds the newest messages, each next one older ones. */
export type MessageLists = InfiniteData<MessagePage>;

type Thread = { conversation_id: string } | { otherUserId: string; plantId?: string };

/**
 * GET /messages: the newest messages before the cursor, oldest first, of a conversation or of the
 * thread with a member (an empty page when there is none yet). The inbox's first answer when it opens
 * a conversation, read without zod (ADR 0010): the server encodes it with MessagePageSchema, whose
 * one default it fills itself.
 */
export function listMessages(thread: Thread, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams(Object.entries(thread));
  if (cursor) params.set('cursor', cursor);
  return apiRequest<MessagePage>(`/messages?${params.toString()}`, signal ? { signal } : {});
}

export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) => listMessages({ conversation_id: conversationId }, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The general thread with a member (no plant): where ?recipient= leads. */
export const threadQueryOptions = (otherUserId: string) =>
  queryOptions({
    queryKey: messagingKeys.thread(otherUserId),
    queryFn: ({ signal }) => listMessages({ otherUserId }, null, signal),
    staleTime: 0,
  });

/** A conversation's messages; nothing to load for the temporary entry of a thread not started yet. */
export function useMessages(conversationId: string | null) {
  const id = conversationId ?? '';
  return useInfiniteQuery({ ...messagesQueryOptions(id), enabled: id !== '' && id !== NEW_CONVERSATION_ID });
}

/** Every loaded message, oldest first. */
export const orderedMessages = (lists: MessageLists | undefined): Message[] =>
  lists ? [...lists.pages].reverse().flatMap((page) => page.messages) : [];

/** Stores a first page fetched another way (the thread with a member) as the conversation's messages. */
export function seedMessages(queryClient: QueryClient, conversationId: string, page: MessagePage): void {
  queryClient.setQueryData<MessageLists>(messagingKeys.messages(conversationId), (lists) => lists ?? { pages: [page], pageParams: [null] });
}

/**
 * Adds a message to its conversation's loaded pages, once: the sender's tab receives its own message
 * both as the POST answer and as a socket event. A conversation not loaded is left to its first fetch.
 */
export function appendCachedMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<MessageLists>(messagingKeys.messages(message.conversation_id), (lists) => {
    if (!lists || lists.pages.some((page) => page.messages.some((held) => held.id === message.id))) return lists;
    const [newest, ...older] = lists.pages;
    if (!newest) return lists;
    return { ...lists, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}
