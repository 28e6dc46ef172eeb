import { useSyncExternalStore } from 'react';

/** An open chat window (part 1 §3, client only). */
export interface OpenChat {
  conversationId: string;
  recipientId: string;
  recipientName: string;
  isMinimized: boolean;
  unreadCount: number;
}

/** What a window should focus when it appears: its text box, or its minimized bar. */
export type FocusTarget = 'window' | 'bar';

/** Below this width only one chat is expanded at a time, full width. */
export const PHONE_QUERY = '(max-width: 639px)';

let chats: readonly OpenChat[] = [];
let focusRequest: { conversationId: string; target: FocusTarget } | null = null;
const listeners = new Set<() => void>();

const isPhone = () => window.matchMedia?.(PHONE_QUERY).matches ?? false;

function update(next: readonly OpenChat[]) {
  chats = next;
  for (const listener of [...listeners]) listener();
}

/** Expands one chat; on a phone the others fold away (only the newest stays expanded). */
function expand(conversationId: string, change: (chat: OpenChat) => OpenChat) {
  const phone = isPhone();
  focusRequest = { conversationId, target: 'window' };
  update(
    chats.map((chat) => {
      if (chat.conversationId === conversationId) return change({ ...chat, isMinimized: false });
      return phone && !chat.isMinimized ? { ...chat, isMinimized: true } : chat;
    }),
  );
}

/**
 * The global open-chat function (part 1 §2): opens a window for the conversation, or expands it if
 * it is already open. `minimized` opens it folded, without taking focus (an incoming message).
 */
export function openChat(
  conversationId: string,
  recipientId: string,
  recipientName: string,
  options: { minimized?: boolean; unreadCount?: number } = {},
): void {
  const open = chats.some((chat) => chat.conversationId === conversationId);
  if (options.minimized) {
    if (open) return;
    update([...chats, { conversationId, recipientId, recipientName, isMinimized: true, unreadCount: options.unreadCount ?? 0 }]);
    return;
  }
  if (!open) chats = [...chats, { conversationId, recipientId, recipientName, isMinimized: false, unreadCount: 0 }];
  expand(conversationId, (chat) => chat);
}

export function minimizeChat(conversationId: string): void {
  focusRequest = { conversationId, target: 'bar' };
  update(chats.map((chat) => (chat.conversationId === conversationId ? { ...chat, isMinimized: true } : chat)));
}

/** Back from minimized. Only the round unread button resets the count (part 1 §4). */
export function restoreChat(conversationId: string, options: { resetUnread?: boolean } = {}): void {
  expand(conversationId, (chat) => (options.resetUnread ? { ...chat, unreadCount: 0 } : chat));
}

export function closeChat(conversationId: string): void {
  update(chats.filter((chat) => chat.conversationId !== conversationId));
}

export function closeAllChats(): void {
  focusRequest = null;
  if (chats.length > 0) update([]);
}

/**
 * A new message arrived in a conversation: an open chat that is minimized counts it. Returns
 * whether a window is open for it.
 */
export function countIncomingMessage(conversationId: string): boolean {
  const chat = chats.find((candidate) => candidate.conversationId === conversationId);
  if (!chat) return false;
  if (chat.isMinimized) update(chats.map((candidate) => (candidate === chat ? { ...chat, unreadCount: chat.unreadCount + 1 } : candidate)));
  return true;
}

/** True once when this chat's window or bar should take focus now. */
export function takeFocusRequest(conversationId: string, target: FocusTarget): boolean {
  if (focusRequest?.conversationId !== conversationId || focusRequest.target !== target) return false;
  focusRequest = null;
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => chats;

/** The open chats, in the order they were opened. */
export function useOpenChats(): readonly OpenChat[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
