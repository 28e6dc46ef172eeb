import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeAllChats,
  closeChat,
  countIncomingMessage,
  minimizeChat,
  openChat,
  restoreChat,
  takeFocusRequest,
  useOpenChats,
} from './chat-windows';

afterEach(() => {
  act(() => closeAllChats());
  vi.unstubAllGlobals();
});

const openChats = () => renderHook(() => useOpenChats()).result;

describe('the open chats store', () => {
  it('opens a chat expanded, and reopening an open conversation expands it instead of adding another', () => {
    const chats = openChats();
    act(() => openChat('c1', 'u1', 'ivy'));
    act(() => minimizeChat('c1'));
    expect(chats.current).toEqual([{ conversationId: 'c1', recipientId: 'u1', recipientName: 'ivy', isMinimized: true, unreadCount: 0 }]);
    act(() => openChat('c1', 'u1', 'ivy'));
    expect(chats.current).toHaveLength(1);
    expect(chats.current[0]?.isMinimized).toBe(false);
  });

  it('counts new messages only for a minimized chat, and only the unread button resets the count', () => {
    const chats = openChats();
    act(() => openChat('c1', 'u1', 'ivy'));
    let counted = false;
    act(() => {
      counted = countIncomingMessage('c1');
    });
    expect(counted).toBe(true);
    expect(chats.current[0]?.unreadCount).toBe(0);
    act(() => minimizeChat('c1'));
    act(() => {
      countIncomingMessage('c1');
      countIncomingMessage('c1');
    });
    expect(chats.current[0]?.unreadCount).toBe(2);
    act(() => restoreChat('c1'));
    expect(chats.current[0]).toMatchObject({ isMinimized: false, unreadCount: 2 });
    act(() => minimizeChat('c1'));
    act(() => restoreChat('c1', { resetUnread: true }));
    expect(chats.current[0]).toMatchObject({ isMinimized: false, unreadCount: 0 });
    expect(countIncomingMessage('c2')).toBe(false);
  });

  it('opens a chat for an incoming message minimized, without taking focus, and leaves an open one alone', () => {
    const chats = openChats();
    act(() => openChat('c1', 'u1', 'ivy', { minimized: true, unreadCount: 1 }));
    expect(chats.current[0]).toMatchObject({ isMinimized: true, unreadCount: 1 });
    expect(takeFocusRequest('c1', 'window')).toBe(false);
    act(() => openChat('c1', 'u1', 'ivy', { minimized: true, unreadCount: 1 }));
    expect(chats.current).toHaveLength(1);
    act(() => openChat('c2', 'u2', 'rose'));
    expect(takeFocusRequest('c2', 'window')).toBe(true);
    expect(takeFocusRequest('c2', 'window')).toBe(false);
  });

  it('keeps several chats in the order they were opened and closes one at a time', () => {
    const chats = openChats();
    act(() => {
      openChat('c1', 'u1', 'ivy');
      openChat('c2', 'u2', 'rose');
      openChat('c3', 'u3', 'basil');
    });
    expect(chats.current.map((chat) => chat.conversationId)).toEqual(['c1', 'c2', 'c3']);
    expect(chats.current.every((chat) => !chat.isMinimized)).toBe(true);
    act(() => closeChat('c2'));
    expect(chats.current.map((chat) => chat.conversationId)).toEqual(['c1', 'c3']);
  });

  it('on a phone keeps only the newest chat expanded', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const chats = openChats();
    act(() => {
      openChat('c1', 'u1', 'ivy');
      openChat('c2', 'u2', 'rose');
    });
    expect(chats.current.map((chat) => chat.isMinimized)).toEqual([true, false]);
    act(() => restoreChat('c1'));
    expect(chats.current.map((chat) => chat.isMinimized)).toEqual([false, true]);
  });
});
