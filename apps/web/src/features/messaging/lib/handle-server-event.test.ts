import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllChats, minimizeChat, openChat, useOpenChats } from '@/lib/chat-windows';
import { createQueryClient } from '@/lib/query-client';
import { CONVERSATION_ID, otherMember, sampleEntry, sampleMessage } from '@/test/messaging';
import { sampleProfile } from '@/test/render';
import { messagingKeys } from '../api/keys';
import { entriesOf, type ConversationLists } from '../api/list-conversations';
import { orderedMessages, type MessageLists } from '../api/list-messages';
import { handleServerEvent, type LiveContext } from './handle-server-event';
import { setTyping, useIsTyping } from './typing-store';

const me = sampleProfile().id;
const OTHER_CONVERSATION = '77777777-7777-4777-8777-777777777777';

function setUp({ onInbox = false } = {}) {
  const queryClient = createQueryClient();
  const first = sampleMessage({ content: 'First' });
  queryClient.setQueryData<MessageLists>(messagingKeys.messages(CONVERSATION_ID), {
    pages: [{ messages: [first], nextCursor: null }],
    pageParams: [null],
  });
  queryClient.setQueryData<ConversationLists>(messagingKeys.conversations, {
    pages: [
      {
        conversations: [sampleEntry(sampleMessage({ conversation_id: OTHER_CONVERSATION, content: 'Other' })), sampleEntry(first)],
        nextCursor: null,
      },
    ],
    pageParams: [null],
  });
  queryClient.setQueryData(messagingKeys.unreadCount, { unreadCount: 1 });
  const context: LiveContext = { queryClient, me, seen: new Set(), onInbox: () => onInbox };
  const chats = renderHook(() => useOpenChats()).result;
  return { queryClient, context, chats };
}

const messagesOf = (context: LiveContext) =>
  orderedMessages(context.queryClient.getQueryData<MessageLists>(messagingKeys.messages(CONVERSATION_ID)));
const inboxOf = (context: LiveContext) => entriesOf(context.queryClient.getQueryData<ConversationLists>(messagingKeys.conversations));
const unreadOf = (context: LiveContext) =>
  context.queryClient.getQueryData<{ unreadCount: number }>(messagingKeys.unreadCount)?.unreadCount;

afterEach(() => act(() => closeAllChats()));

describe('handleServerEvent', () => {
  it('adds a new message to its open conversation once, however often it arrives, and moves its entry to the top', () => {
    const { context } = setUp();
    const message = sampleMessage({ content: 'Is the monstera still free?', created_at: new Date().toISOString() });
    act(() => {
      handleServerEvent({ type: 'new_message', conversationId: CONVERSATION_ID, message }, context);
      handleServerEvent({ type: 'new_message', conversationId: CONVERSATION_ID, message }, context);
    });
    expect(messagesOf(context).map((held) => held.content)).toEqual(['First', 'Is the monstera still free?']);
    expect(inboxOf(context).map((entry) => entry.lastMessage?.content)).toEqual(['Is the monstera still free?', 'Other']);
    expect(unreadOf(context)).toBe(2);
  });

  it('opens a minimized chat with one unread message when the member is away from the inbox, and counts more in it', () => {
    const { context, chats } = setUp();
    act(() => handleServerEvent({ type: 'new_message', conversationId: CONVERSATION_ID, message: sampleMessage() }, context));
    expect(chats.current).toEqual([
      {
        conversationId: CONVERSATION_ID,
        recipientId: otherMember.id,
        recipientName: otherMember.username,
        isMinimized: true,
        unreadCount: 1,
      },
    ]);
    act(() => handleServerEvent({ type: 'new_message', conversationId: CONVERSATION_ID, message: sampleMessage() }, context));
    expect(chats.current[0]?.unreadCount).toBe(2);
  });

  it('opens no chat window on the inbox, and none for the member’s own messages from another tab', () => {
    const { context, chats } = setUp({ onInbox: true });
    act(() => handleServerEvent({ type: 'new_message', conversationId: CONVERSATION_ID, message: sampleMessage() }, context));
    expect(chats.current).toEqual([]);
    const away = setUp();
    const mine = sampleMessage({ sender_id: me, sender: { username: 'fern' }, recipient_id: otherMember.id, content: 'Sent elsewhere' });
    act(() => handleServerEvent({ type: 'new_message', conversationId: CONVERSATION_ID, message: mine }, away.context));
    expect(away.chats.current).toEqual([]);
    expect(unreadOf(away.context)).toBe(1);
    expect(messagesOf(away.context).at(-1)?.content).toBe('Sent elsewhere');
  });

  it('raises the unread count of an expanded chat window not at all, and of a minimized one by one', () => {
    const { context, chats } = setUp();
    act(() => openChat(CONVERSATION_ID, otherMember.id, otherMember.username));
    act(() => handleServerEvent({ type: 'new_message', conversationId: CONVERSATION_ID, message: sampleMessage() }, context));
    expect(chats.current[0]).toMatchObject({ isMinimized: false, unreadCount: 0 });
    act(() => minimizeChat(CONVERSATION_ID));
    act(() => handleServerEvent({ type: 'new_message', conversationId: CONVERSATION_ID, message: sampleMessage() }, context));
    expect(chats.current[0]).toMatchObject({ isMinimized: true, unreadCount: 1 });
  });

  it('shows the other member typing until they stop or their message arrives, and ignores the member’s own typing', () => {
    const { context } = setUp();
    const typing = renderHook(() => useIsTyping(CONVERSATION_ID)).result;
    act(() => handleServerEvent({ type: 'typing', conversationId: CONVERSATION_ID, userId: me, isTyping: true }, context));
    expect(typing.current).toBe(false);
    act(() => handleServerEvent({ type: 'typing', conversationId: CONVERSATION_ID, userId: otherMember.id, isTyping: true }, context));
    expect(typing.current).toBe(true);
    act(() => handleServerEvent({ type: 'new_message', conversationId: CONVERSATION_ID, message: sampleMessage() }, context));
    expect(typing.current).toBe(false);
    act(() => setTyping(CONVERSATION_ID, false));
  });

  it('marks the messages a member received read when they read the conversation elsewhere', () => {
    const { context } = setUp();
    act(() => handleServerEvent({ type: 'conversation_read', conversationId: CONVERSATION_ID, readerId: me }, context));
    expect(messagesOf(context).every((message) => message.is_read)).toBe(true);
    expect(inboxOf(context).find((entry) => entry.conversation.id === CONVERSATION_ID)?.lastMessage?.is_read).toBe(true);
    expect(inboxOf(context).find((entry) => entry.conversation.id === OTHER_CONVERSATION)?.lastMessage?.is_read).toBe(false);
  });

  it('marks every cached answer stale when a block changes, since conversations, profiles and feeds change with it', () => {
    const { context, queryClient } = setUp();
    queryClient.setQueryData(['posts', 'feed'], { posts: [] });
    act(() => handleServerEvent({ type: 'blocks_changed' }, context));
    expect(queryClient.getQueryState(messagingKeys.conversations)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['posts', 'feed'])?.isInvalidated).toBe(true);
  });
});
