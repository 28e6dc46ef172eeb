import { NEW_CONVERSATION_ID } from '@rootshare/contracts/messaging-constants';
import { TYPING_IDLE_MS } from '@rootshare/contracts/realtime';
import { useCallback, useEffect, useRef } from 'react';
import { sendTyping } from './live';

/** A member who keeps typing says so again at most this often. */
export const TYPING_RESEND_MS = 2_000;

/**
 * Typing events for the composer: `keystroke` sends "typing" (at most every 2 s) and "stopped"
 * after 4 s without a key; `stop` ends it at once (on send, on leaving the conversation).
 */
export function useTypingSignal(conversationId: string | null) {
  const state = useRef<{ sentAt: number; active: boolean; timer: ReturnType<typeof setTimeout> | undefined }>({
    sentAt: 0,
    active: false,
    timer: undefined,
  });
  const live = conversationId !== null && conversationId !== NEW_CONVERSATION_ID ? conversationId : null;

  const stop = useCallback(() => {
    const current = state.current;
    clearTimeout(current.timer);
    current.timer = undefined;
    if (current.active && live) sendTyping(live, false);
    current.active = false;
  }, [live]);

  const keystroke = useCallback(() => {
    if (!live) return;
    const current = state.current;
    const now = Date.now();
    if (!current.active || now - current.sentAt >= TYPING_RESEND_MS) {
      sendTyping(live, true);
      current.sentAt = now;
      current.active = true;
    }
    clearTimeout(current.timer);
    current.timer = setTimeout(stop, TYPING_IDLE_MS);
  }, [live, stop]);

  useEffect(() => stop, [stop]);
  return { keystroke, stop };
}
