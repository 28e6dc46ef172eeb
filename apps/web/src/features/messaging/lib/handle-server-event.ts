import type { UnreadCount } from '@rootshare/contracts/counts';
import type { ServerEvent } from '@rootshare/contracts/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { isChatOpen, openChat } from '@/lib/chat-windows';
import { messagingKeys } from '../api/keys';
import { isUnreadFor, storeMessageInConversations } from '../api/list-conversations';
import { appendCachedMessage } from '../api/list-messages';
import { storeConversationRead } from '../api/mark-conversation-read';
import { setTyping } from './typing-store';

export interface LiveContext {
  queryClient: QueryClient;
  /** The signed-in member's profile id. */
  me: string;
  /** Ids of messages already handled: an event is acted on once even if it comes again. */
  seen: Set<string>;
  /** Whether the member is looking at the inbox, which shows new messages itself. */
  onInbox: () => boolean;
}

const SEEN_MAX = 500;

/**
 * Applies one socket event: a new message joins its conversation's cached pages (no refetch), moves
 * its inbox entry up and, from the other member, counts as unread there and in the header (the
 * counts every unread mark shows) and opens a minimized chat window when the member is elsewhere
 * than the inbox; typing and read events update what shows.
 */
export function handleServerEvent(event: ServerEvent, { queryClient, me, seen, onInbox }: LiveContext): void {
  switch (event.type) {
    case 'new_message': {
      const { message } = event;
      if (seen.has(message.id)) return;
      seen.add(message.id);
      if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value ?? '');
      const unread = isUnreadFor(me, message);
      appendCachedMessage(queryClient, message);
      storeMessageInConversations(queryClient, message, { unread });
      if (message.sender_id === me) return;
      setTyping(message.conversation_id, false);
      if (unread)
        queryClient.setQueryData<UnreadCount>(messagingKeys.unreadCount, (count) => count && { unreadCount: count.unreadCount + 1 });
      if (!isChatOpen(message.conversation_id) && !onInbox())
        openChat(message.conversation_id, message.sender_id, message.sender.username, { minimized: true });
      return;
    }
    case 'typing':
      if (event.userId !== me) setTyping(event.conversationId, event.isTyping);
      return;
    case 'conversation_read':
      storeConversationRead(queryClient, event.conversationId, event.readerId);
      if (event.readerId === me) void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount });
      return;
    case 'blocks_changed':
      // A block or unblock by either member: conversations, profiles, lists and feeds change with it.
      void queryClient.invalidateQueries();
      return;
    default:
      return;
  }
}
