import { TYPING_IDLE_MS } from '@rootshare/contracts/realtime';
import { useSyncExternalStore } from 'react';

/** A typing mark that is not renewed (the typer's tab closed) fades after this long. */
const TYPING_EXPIRY_MS = TYPING_IDLE_MS + 2_000;

/** Conversations in which the other member is typing, each with the timer that ends the mark. */
const typing = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** Records a typing event from the other member of a conversation. */
export function setTyping(conversationId: string, isTyping: boolean): void {
  const held = typing.get(conversationId);
  clearTimeout(held);
  if (isTyping) {
    typing.set(
      conversationId,
      setTimeout(() => setTyping(conversationId, false), TYPING_EXPIRY_MS),
    );
    if (!held) notify();
  } else if (typing.delete(conversationId)) {
    notify();
  }
}

export function clearTyping(): void {
  for (const timer of typing.values()) clearTimeout(timer);
  typing.clear();
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the other member is typing in this conversation now (socket typing events). */
export function useIsTyping(conversationId: string | null): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (conversationId ? typing.has(conversationId) : false),
    () => false,
  );
}
