import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllChats, useOpenChats } from '@/lib/chat-windows';
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

  it('opens a minimized chat when the member is away from the inbox, and counts each message from the other member as unread in its conversation', () => {
    const { context, chats } = setUp();
    const unreadIn = () => inboxOf(context).find((entry) => entry.conversation.id === CONVERSATION_ID)?.unread_count;
    const before = unreadIn() ?? 0;
    act(() => handleServerEvent({ type: 'new_message', conversationId: CONVERSATION_ID, message: sampleMessage() }, context));
    expect(chats.current).toEqual([
      { conversationId: CONVERSATION_ID, recipientId: otherMember.id, recipientName: otherMember.username, isMinimized: true },
    ]);
    act(() => handleServerEvent({ type: 'new_message', conversationId: CONVERSATION_ID, message: sampleMessage() }, context));
    expect(chats.current).toHaveLength(1);
    expect(unreadIn()).toBe(before + 2);
  });

  it('opens no chat window on the inbox, and none for the member’s own messages from another tab', () => {
    const { context, chats } = setUp({ onInbox: true });
    act(() => handleServerEvent({ type: 'new_message', conversationId: CONVERSATION_ID, message: sampleMessage() }, context));
    expect(chats.current).toEqual([]);
    const away = setUp();
    const mine = sampleMessage({ sender_id: me, sender: { username: 'fern' }, recipient_id: otherMember.id, content: 'Sent elsewhere' });
    const unreadBefore = inboxOf(away.context).find((entry) => entry.conversation.id === CONVERSATION_ID)?.unread_count;
    act(() => handleServerEvent({ type: 'new_message', conversationId: CONVERSATION_ID, message: mine }, away.context));
    expect(away.chats.current).toEqual([]);
    expect(unreadOf(away.context)).toBe(1);
    expect(inboxOf(away.context)[0]).toMatchObject({ conversation: { id: CONVERSATION_ID }, unread_count: unreadBefore });
    expect(messagesOf(away.context).at(-1)?.content).toBe('Sent elsewhere');
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

  it('marks the messages a member received read when they read the conversation elsewhere, leaving none unread in it', () => {
    const { context } = setUp();
    const entryOf = (id: string) => inboxOf(context).find((entry) => entry.conversation.id === id);
    act(() => handleServerEvent({ type: 'conversation_read', conversationId: CONVERSATION_ID, readerId: otherMember.id }, context));
    expect(entryOf(CONVERSATION_ID)?.unread_count).toBe(1);
    act(() => handleServerEvent({ type: 'conversation_read', conversationId: CONVERSATION_ID, readerId: me }, context));
    expect(messagesOf(context).every((message) => message.is_read)).toBe(true);
    expect(entryOf(CONVERSATION_ID)).toMatchObject({ lastMessage: { is_read: true }, unread_count: 0 });
    expect(entryOf(OTHER_CONVERSATION)).toMatchObject({ lastMessage: { is_read: false }, unread_count: 1 });
  });

  it('marks every cached answer stale when a block changes, since conversations, profiles and feeds change with it', () => {
    const { context, queryClient } = setUp();
    queryClient.setQueryData(['posts', 'feed'], { posts: [] });
    act(() => handleServerEvent({ type: 'blocks_changed' }, context));
    expect(queryClient.getQueryState(messagingKeys.conversations)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['posts', 'feed'])?.isInvalidated).toBe(true);
  });
});
