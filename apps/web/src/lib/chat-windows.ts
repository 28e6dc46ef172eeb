import { useSyncExternalStore } from 'react';

/**
 * An open chat window (client only). Its unread count is not kept here: it is the
 * conversation's, in the inbox entry the header badge and the inbox also count from.
 */
export interface OpenChat {
  conversationId: string;
  recipientId: string;
  recipientName: string;
  isMinimized: boolean;
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

/**
 * Expands one chat; on a phone the others fold away (only the newest stays expanded). `latest`
 * moves it after the others, where the newest chats are, so it is laid out in view.
 */
function expand(conversationId: string, { latest = false }: { latest?: boolean } = {}) {
  const phone = isPhone();
  focusRequest = { conversationId, target: 'window' };
  const next = chats.map((chat) => {
    if (chat.conversationId === conversationId) return { ...chat, isMinimized: false };
    return phone && !chat.isMinimized ? { ...chat, isMinimized: true } : chat;
  });
  const moved = next.find((chat) => chat.conversationId === conversationId);
  update(latest && moved ? [...next.filter((chat) => chat !== moved), moved] : next);
}

/**
 * The global open-chat function: opens a window for the conversation, or expands it if
 * it is already open. `minimized` opens it folded, without taking focus (an incoming message).
 */
export function openChat(conversationId: string, recipientId: string, recipientName: string, options: { minimized?: boolean } = {}): void {
  const open = isChatOpen(conversationId);
  if (options.minimized) {
    if (open) return;
    update([...chats, { conversationId, recipientId, recipientName, isMinimized: true }]);
    return;
  }
  if (!open) chats = [...chats, { conversationId, recipientId, recipientName, isMinimized: false }];
  expand(conversationId);
}

export function minimizeChat(conversationId: string): void {
  focusRequest = { conversationId, target: 'bar' };
  update(chats.map((chat) => (chat.conversationId === conversationId ? { ...chat, isMinimized: true } : chat)));
}

/**
 * Back from minimized. A chat restored from its round button (`latest`) may have been out of view,
 * so it joins the newest; once expanded, what it shows is read.
 */
export function restoreChat(conversationId: string, options: { latest?: boolean } = {}): void {
  expand(conversationId, options);
}

export function closeChat(conversationId: string): void {
  update(chats.filter((chat) => chat.conversationId !== conversationId));
}

export function closeAllChats(): void {
  focusRequest = null;
  if (chats.length > 0) update([]);
}

/** Whether a chat is open (expanded or minimized) for the conversation. */
export function isChatOpen(conversationId: string): boolean {
  return chats.some((chat) => chat.conversationId === conversationId);
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
