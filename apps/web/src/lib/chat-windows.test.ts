import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllChats, closeChat, isChatOpen, minimizeChat, openChat, restoreChat, takeFocusRequest, useOpenChats } from './chat-windows';

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
    expect(chats.current).toEqual([{ conversationId: 'c1', recipientId: 'u1', recipientName: 'ivy', isMinimized: true }]);
    act(() => openChat('c1', 'u1', 'ivy'));
    expect(chats.current).toHaveLength(1);
    expect(chats.current[0]?.isMinimized).toBe(false);
  });

  it('knows which conversations have a chat open, and a chat restored as the latest moves after the others', () => {
    const chats = openChats();
    act(() => {
      openChat('c1', 'u1', 'ivy');
      openChat('c2', 'u2', 'rose');
      minimizeChat('c1');
    });
    expect(isChatOpen('c1')).toBe(true);
    expect(isChatOpen('c3')).toBe(false);
    act(() => restoreChat('c1'));
    expect(chats.current.map((chat) => [chat.conversationId, chat.isMinimized])).toEqual([
      ['c1', false],
      ['c2', false],
    ]);
    act(() => {
      minimizeChat('c1');
      restoreChat('c1', { latest: true });
    });
    expect(chats.current.map((chat) => [chat.conversationId, chat.isMinimized])).toEqual([
      ['c2', false],
      ['c1', false],
    ]);
  });

  it('opens a chat for an incoming message minimized, without taking focus, and leaves an open one alone', () => {
    const chats = openChats();
    act(() => openChat('c1', 'u1', 'ivy', { minimized: true }));
    expect(chats.current[0]).toMatchObject({ isMinimized: true });
    expect(takeFocusRequest('c1', 'window')).toBe(false);
    act(() => openChat('c1', 'u1', 'ivy', { minimized: true }));
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
