import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllChats, openChat } from '@/lib/chat-windows';
import { FakeWebSocket, latestSocket } from '@/test/fake-websocket';
import type { ConversationPlant } from '@rootshare/contracts/messaging';
import { CONVERSATION_ID, otherMember, sampleEntry, sampleMessage } from '@/test/messaging';
import { heldAnswer, mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { ChatWindows } from './chat-windows';
import { LiveRuntime } from '@/app/live-runtime';
import { meetKeys } from '@/features/meets/api/keys';

/** Every send carries a fresh idempotency key (ADR 0048). */
const CLIENT_KEY = expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string;

const me = sampleProfile({ full_name: 'Fern Gully' });
const SECOND = '77777777-7777-4777-8777-777777777777';
const PLANT_ID = '12121212-1212-4212-8212-121212121212';

interface Options {
  send?: () => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
  active?: boolean;
  /** What the server holds for the conversation with ivy: its unread messages and its plant. */
  unread?: number;
  plant?: ConversationPlant | null;
}

function setUp({ send, active = false, unread = 0, plant = null }: Options = {}, element = <ChatWindows me={me.id} />) {
  signInAs(me);
  const sent: Record<string, unknown>[] = [];
  const read: string[] = [];
  // The server's side of the conversation: reading it leaves nothing unread.
  const server = { unread };
  mockApi((url, init) => {
    if (url.startsWith('/api/profiles/')) return { status: 200, body: me };
    if (url.startsWith('/api/messages?conversation_id='))
      return { status: 200, body: { messages: [sampleMessage({ content: 'Is the fern still free?' })], nextCursor: null } };
    if (url.startsWith('/api/users/activity-status'))
      return { status: 200, body: { statuses: [{ user_id: otherMember.id, status: active ? 'active' : 'away', last_active_at: null }] } };
    if (url.endsWith('/read')) {
      read.push(url);
      server.unread = 0;
      return { status: 204 };
    }
    if (url === '/api/messages' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return send
        ? send()
        : {
            status: 201,
            body: sampleMessage({
              sender_id: me.id,
              recipient_id: otherMember.id,
              sender: { username: me.username },
              content: String(body.content ?? 'Shared an image'),
              created_at: new Date().toISOString(),
            }),
          };
    }
    if (url === '/api/messages/unread-count') return { status: 200, body: { unreadCount: 4 } };
    if (url === '/api/conversations') {
      const last = sampleMessage({ content: 'Is the fern still free?', is_read: server.unread === 0 });
      return { status: 200, body: { conversations: [sampleEntry(last, { unread_count: server.unread, plant })], nextCursor: null } };
    }
    return undefined;
  });
  const utils = renderRoutes([page('/', element), page('/messages', element)], '/');
  return { ...utils, server, sent, read, user: userEvent.setup() };
}

const open = (conversationId = CONVERSATION_ID, name = otherMember.username) => act(() => openChat(conversationId, otherMember.id, name));
const window = () => screen.getByRole('dialog', { name: otherMember.username });
/** The open window, once its code (loaded with the first window) has arrived. */
const windowShown = () => screen.findByRole('dialog', { name: otherMember.username });

afterEach(() => {
  act(() => closeAllChats());
  // Unmount first: a refetch after the real fetch is back would reach for a server.
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChatWindows', () => {
  it('opens an expanded chat window with the name, presence, messages and a focused text box', async () => {
    setUp({ active: true });
    open();
    const dialog = window();
    expect(within(dialog).getByRole('heading', { name: 'ivy' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Online')).toBeInTheDocument();
    expect(await within(dialog).findByText('Is the fern still free?')).toBeInTheDocument();
    const box = within(dialog).getByRole('textbox', { name: 'Message ivy' });
    expect(box).toHaveAttribute('placeholder', 'Type a message...');
    expect(box).toHaveFocus();
  });

  it("says 'Last seen recently' for a member who is away", async () => {
    setUp({ active: false });
    open();
    expect(await within(window()).findByText('Last seen recently')).toBeInTheDocument();
  });

  it('minimizes to a bar with expand and close buttons, by button or Escape, and expands again', async () => {
    const { user } = setUp();
    open();
    await user.click(within(window()).getByRole('button', { name: 'Minimize chat with ivy' }));
    const bar = screen.getByRole('group', { name: 'Chat with ivy, minimized' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Expand chat with ivy' })).toHaveFocus();
    await user.click(within(bar).getByRole('button', { name: 'Expand chat with ivy' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('group', { name: 'Chat with ivy, minimized' })).toBeInTheDocument();
    await user.click(screen.getByText('ivy'));
    expect(window()).toBeInTheDocument();
    await user.click(within(window()).getByRole('button', { name: 'Close chat with ivy' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('reopening an open conversation expands it instead of opening another window', () => {
    setUp();
    open();
    act(() => screen.getByRole('button', { name: 'Minimize chat with ivy' }).click());
    open();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('lays several windows side by side from 16 px at the right, 12 px apart, and the oldest beyond the width wait as round buttons', () => {
    vi.stubGlobal('innerWidth', 1280);
    setUp();
    open();
    open(SECOND, 'rose');
    const [first, second] = screen.getAllByRole('dialog');
    expect(first).toHaveStyle({ right: '16px', bottom: '16px' });
    expect(second).toHaveStyle({ right: '412px', bottom: '16px' });
    act(() => {
      openChat('88888888-8888-4888-8888-888888888888', otherMember.id, 'basil');
      openChat('99999999-9999-4999-8999-999999999999', otherMember.id, 'sage');
    });
    expect(screen.getAllByRole('dialog').map((dialog) => dialog.getAttribute('style'))).toEqual([
      'right: 16px; bottom: 16px;',
      'right: 412px; bottom: 16px;',
      'right: 808px; bottom: 16px;',
    ]);
    expect(screen.queryByRole('dialog', { name: 'ivy' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Open chat with ivy/ })).toBeInTheDocument();
  });

  it('on a phone fills the screen with the expanded chat, and otherwise keeps chats as round buttons with room kept below the page', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { user } = setUp({ unread: 1 });
    act(() => openChat(CONVERSATION_ID, otherMember.id, 'ivy', { minimized: true }));
    const round = await screen.findByRole('button', { name: 'Open chat with ivy, 1 unread' });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('4.5rem');
    await user.click(round);
    expect(window()).toHaveClass('inset-0');
    expect(screen.queryByRole('button', { name: /^Open chat with/ })).not.toBeInTheDocument();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it("shows a minimized chat's unread count on its bar, 9+ above 9, with no round button beside it", async () => {
    const { user } = setUp({ unread: 12 });
    act(() => openChat(CONVERSATION_ID, otherMember.id, 'ivy', { minimized: true }));
    const bar = await screen.findByRole('group', { name: 'Chat with ivy, minimized' });
    await waitFor(() => expect(bar).toHaveTextContent('9+ unread'));
    expect(screen.queryByRole('button', { name: /^Open chat with ivy/ })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Expand chat with ivy' }));
    expect(window()).toBeInTheDocument();
  });

  it('shows each of five unread chats once on a desktop: three bars in view and the two oldest as round buttons', async () => {
    setUp({ unread: 3 });
    const others = ['alder', 'birch', 'cedar', 'dahlia'];
    act(() => {
      for (const [index, name] of others.entries()) openChat(`conversation-${index}`, `member-${index}`, name, { minimized: true });
      openChat(CONVERSATION_ID, otherMember.id, 'ivy', { minimized: true });
    });
    const bar = await screen.findByRole('group', { name: 'Chat with ivy, minimized' });
    await waitFor(() => expect(bar).toHaveTextContent('3 unread'));
    const bars = screen.getAllByRole('group', { name: /^Chat with .*, minimized$/ });
    const rounds = screen.getAllByRole('button', { name: /^Open chat with / });
    expect(bars.map((group) => group.getAttribute('aria-label')).sort()).toEqual([
      'Chat with cedar, minimized',
      'Chat with dahlia, minimized',
      'Chat with ivy, minimized',
    ]);
    expect(rounds.map((button) => button.getAttribute('aria-label')).sort()).toEqual(['Open chat with alder', 'Open chat with birch']);
  });

  it("clears the bar's count once the messages were read in the expanded window", async () => {
    const { user, read } = setUp({ unread: 2 });
    act(() => openChat(CONVERSATION_ID, otherMember.id, 'ivy', { minimized: true }));
    const bar = await screen.findByRole('group', { name: 'Chat with ivy, minimized' });
    await waitFor(() => expect(bar).toHaveTextContent('2 unread'));
    await user.click(within(bar).getByRole('button', { name: 'Expand chat with ivy' }));
    expect(await within(window()).findByText('Is the fern still free?')).toBeInTheDocument();
    await waitFor(() => expect(read).toEqual([`/api/conversations/${CONVERSATION_ID}/read`]));
    await user.click(within(window()).getByRole('button', { name: 'Minimize chat with ivy' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Chat with ivy, minimized' })).not.toHaveTextContent('unread'));
    expect(screen.queryByRole('button', { name: /Open chat with ivy/ })).not.toBeInTheDocument();
  });

  it('shows the plant the conversation is about in the window, linked to its page, and beside the name on the minimized bar', async () => {
    const { user } = setUp({ plant: { id: PLANT_ID, name: 'Variegated Monstera', thumbnail_url: '/media/monstera-thumb.webp' } });
    open();
    const link = await within(window()).findByRole('link', { name: 'About Variegated Monstera' });
    expect(link).toHaveAttribute('href', `/plant/${PLANT_ID}`);
    expect(link.querySelector('img')).toHaveAttribute('src', '/media/monstera-thumb.webp');
    await user.click(within(window()).getByRole('button', { name: 'Minimize chat with ivy' }));
    expect(screen.getByRole('group', { name: 'Chat with ivy, minimized' })).toHaveTextContent('ivy · Variegated Monstera');
  });

  it('sends from the window: Send is disabled when blank, the box is disabled while sending and cleared after', async () => {
    const { pending, release: answer } = heldAnswer<{ status: number; body: unknown }>();
    const { user, sent } = setUp({ send: pending });
    open();
    const box = within(window()).getByRole('textbox', { name: 'Message ivy' });
    const send = within(window()).getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, 'Yes it is!{Enter}');
    expect(sent).toEqual([{ conversation_id: CONVERSATION_ID, message_type: 'text', content: 'Yes it is!', client_key: CLIENT_KEY }]);
    expect(box).toBeDisabled();
    expect(box).toHaveValue('   Yes it is!');
    answer({
      status: 201,
      body: sampleMessage({ sender_id: me.id, recipient_id: otherMember.id, content: 'Yes it is!', created_at: new Date().toISOString() }),
    });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box).toBeEnabled();
    expect(await within(window()).findByText('Yes it is!')).toBeInTheDocument();
  });

  it('sends an image from the window with the same rules and preview as the inbox', async () => {
    const { sent } = setUp();
    const user = userEvent.setup({ applyAccept: false });
    open();
    const input = within(window()).getByLabelText('Choose an image to send');
    await user.upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(within(window()).getByRole('alert')).toHaveTextContent('Please select an image file');
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'leaf.png', { type: 'image/png' }));
    expect(await within(window()).findByRole('img', { name: 'Image to send: leaf.png' })).toBeInTheDocument();
    await user.click(within(window()).getByRole('button', { name: 'Send message' }));
    expect(sent).toEqual([
      {
        conversation_id: CONVERSATION_ID,
        message_type: 'image',
        image_data: expect.stringMatching(/^data:image\/png;base64,/),
        image_description: null,
        client_key: CLIENT_KEY,
      },
    ]);
    await waitFor(() => expect(within(window()).queryByRole('img', { name: 'Image to send: leaf.png' })).not.toBeInTheDocument());
  });
});

describe('the live runtime', () => {
  function live() {
    FakeWebSocket.made = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const utils = setUp({}, <LiveRuntime me={me.id} />);
    const socket = latestSocket();
    act(() => socket.accept(me.id));
    return { ...utils, socket };
  }

  /** A meet's page, which the bell's events keep current; answers how often it was read. */
  function openMeet() {
    const reads = { count: 0 };
    function OpenMeet() {
      const { data } = useQuery({ queryKey: meetKeys.detail('m-1'), queryFn: async () => `read ${(reads.count += 1)}` });
      return <p>{data}</p>;
    }
    FakeWebSocket.made = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    setUp(
      {},
      <>
        <LiveRuntime me={me.id} />
        <OpenMeet />
      </>,
    );
    return reads;
  }

  it("fetches an open meet's page again once its socket first connects, for a change told before it listened", async () => {
    const reads = openMeet();
    expect(await screen.findByText('read 1')).toBeInTheDocument();
    act(() => latestSocket().accept(me.id));
    expect(await screen.findByText('read 2')).toBeInTheDocument();
    expect(reads.count).toBe(2);
  });

  it('fetches again what the open page shows once its socket is back, as the events it missed while away would have', async () => {
    openMeet();
    expect(await screen.findByText('read 1')).toBeInTheDocument();
    act(() => latestSocket().accept(me.id));
    expect(await screen.findByText('read 2')).toBeInTheDocument();

    act(() => latestSocket().drop());
    // Back online: the socket tries again at once rather than after its backoff.
    act(() => void globalThis.dispatchEvent(new Event('online')));
    act(() => latestSocket().accept(me.id));
    expect(await screen.findByText('read 3')).toBeInTheDocument();
  });

  it('authenticates its socket with the stored token and the profile id', () => {
    const { socket } = live();
    expect(socket.url).toMatch(/^ws:\/\/.+\/ws$/);
    expect(socket.sent[0]).toMatchObject({ type: 'authenticate', userId: me.id, token: expect.any(String) });
  });

  it('opens a minimized chat with one unread message when a message arrives away from the inbox', async () => {
    const { socket, server } = live();
    server.unread = 1;
    act(() => socket.receive({ type: 'new_message', conversationId: CONVERSATION_ID, message: sampleMessage({ content: 'Psst' }) }));
    // The windows' code loads with the first one.
    const bar = await screen.findByRole('group', { name: 'Chat with ivy, minimized' });
    await waitFor(() => expect(bar).toHaveTextContent('1 unread'));
    server.unread = 2;
    const later = sampleMessage({ content: 'Are you there?', created_at: new Date().toISOString() });
    act(() => socket.receive({ type: 'new_message', conversationId: CONVERSATION_ID, message: later }));
    await waitFor(() => expect(bar).toHaveTextContent('2 unread'));
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Expand chat with ivy' }));
    expect(await within(window()).findByText('Is the fern still free?')).toBeInTheDocument();
  });

  it('opens no window for a message that arrives while the member is on the inbox', async () => {
    const { socket, router } = live();
    await act(() => router.navigate('/messages'));
    act(() => socket.receive({ type: 'new_message', conversationId: CONVERSATION_ID, message: sampleMessage() }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('keeps open windows out of the inbox, which shows the conversations in full, and brings them back after it', async () => {
    const { socket, router, server } = live();
    server.unread = 1;
    act(() => socket.receive({ type: 'new_message', conversationId: CONVERSATION_ID, message: sampleMessage({ content: 'Psst' }) }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Chat with ivy, minimized' })).toHaveTextContent('1 unread'));
    await act(() => router.navigate('/messages'));
    expect(screen.queryByRole('complementary', { name: 'Chat windows' })).not.toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(screen.getByRole('group', { name: 'Chat with ivy, minimized' })).toHaveTextContent('1 unread');
  });

  it('shows the typing dots in an open window while the other member types', async () => {
    const { socket } = live();
    open();
    await within(await windowShown()).findByText('Is the fern still free?');
    act(() => socket.receive({ type: 'typing', conversationId: CONVERSATION_ID, userId: otherMember.id, isTyping: true }));
    expect(within(window()).getByRole('status')).toHaveTextContent('ivy is typing');
    act(() => socket.receive({ type: 'typing', conversationId: CONVERSATION_ID, userId: otherMember.id, isTyping: false }));
    expect(within(window()).queryByText('ivy is typing')).not.toBeInTheDocument();
  });

  it('tells the other member when this one types, and that they stopped on sending', async () => {
    const { socket, user } = live();
    open();
    await user.type(within(await windowShown()).getByRole('textbox', { name: 'Message ivy' }), 'Hi');
    expect(socket.sent.slice(1)).toEqual([{ type: 'typing', conversationId: CONVERSATION_ID, isTyping: true }]);
    await user.keyboard('{Enter}');
    expect(socket.sent.slice(1)).toEqual([
      { type: 'typing', conversationId: CONVERSATION_ID, isTyping: true },
      { type: 'typing', conversationId: CONVERSATION_ID, isTyping: false },
    ]);
  });
});
