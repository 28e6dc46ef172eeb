import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isUnreadFor } from '../api/list-conversations';
import { orderedMessages, useMessages } from '../api/list-messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';

function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
const documentVisible = () => document.visibilityState !== 'hidden';

/**
 * Marks a conversation read while it is on screen: once when it opens and its messages are in
 * (selecting a conversation marks it read), and again whenever a message from the other
 * member arrives, unless the tab is in the background.
 */
export function useReadReceipt(conversationId: string | null, me: string) {
  const { mutate: markRead } = useMarkConversationRead(me);
  const { data } = useMessages(conversationId);
  const visible = useSyncExternalStore(subscribeVisibility, documentVisible, () => true);
  const latestUnread = orderedMessages(data).findLast((message) => isUnreadFor(me, message))?.id ?? '';
  const marked = useRef<{ conversationId: string; messageId: string } | null>(null);
  useEffect(() => {
    // Wait for the messages: marking before they arrive could race their unread state.
    if (!conversationId || !visible || !data) return;
    const last = marked.current;
    if (last?.conversationId === conversationId && (latestUnread === '' || last.messageId === latestUnread)) return;
    marked.current = { conversationId, messageId: latestUnread };
    markRead(conversationId);
  }, [conversationId, latestUnread, visible, data, markRead]);
}
