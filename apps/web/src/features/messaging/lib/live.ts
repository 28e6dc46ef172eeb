import type { SocketClient } from '@/lib/socket';

/** The tab's socket while a member is signed in (set by the messaging runtime), for outgoing events. */
let client: SocketClient | null = null;

export function setLiveClient(next: SocketClient | null): void {
  client = next;
}

/** Tells the other member of a conversation whether this one is typing; nothing when offline. */
export function sendTyping(conversationId: string, isTyping: boolean): void {
  client?.sendTyping(conversationId, isTyping);
}
