import { CHAT_IMAGE_MAX_BYTES } from '@rootshare/contracts/limits';
import { NEW_CONVERSATION_ID, type ConversationEntry, type Message } from '@rootshare/contracts/messaging';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONVERSATION_ID, otherMember, sampleEntry, sampleMessage } from '@/test/messaging';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { MessagesPage } from './messages-page';
// The page loads the open conversation on demand; loaded here once, no test waits on its transform.
import '../components/chat-pane';

/** Every send carries a fresh idempotency key (ADR 0048). */
const CLIENT_KEY = expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string;

const me = sampleProfile({ full_name: 'Fern Gully' });

interface Inbox {
  conversations?: ConversationEntry[] | { status: number };
  nextCursor?: string | null;
  more?: ConversationEntry[];
  messages?: Message[];
  thread?: Message[];
  send?: (body: Record<string, unknown>) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
  active?: string[];
  /** Whether the member has blocked the other member (ivy). */
  blocked?: boolean;
  /** What GET /conversations/:id answers: a thread the inbox does not list yet. */
  opened?: ConversationEntry;
}

/** A signed-in member's inbox; records what the page sent. */
function setUp(path: string, inbox: Inbox = {}) {
  signInAs(me);
  const sent: Record<string, unknown>[] = [];
  const read: string[] = [];
  const blocks: string[] = [];
  let blocked = inbox.blocked ?? false;
  const api = mockApi((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/blocks' && method === 'POST') {
      blocks.push(`block ${String(init.body)}`);
      blocked = true;
      return { status: 204 };
    }
    if (url === `/api/blocks/${otherMember.id}` && method === 'DELETE') {
      blocks.push('unblock');
      blocked = false;
      return { status: 204 };
    }
    if (url === '/api/blocks')
      return { status: 200, body: { blocked: blocked ? [{ ...otherMember, blocked_at: new Date().toISOString() }] : [] } };
    if (url.startsWith(`/api/profiles/${otherMember.id}`)) return { status: 200, body: sampleProfile({ ...otherMember }) };
    if (url.startsWith('/api/profiles/')) return { status: 200, body: me };
    if (url.startsWith('/api/conversations') && method === 'PATCH') {
      read.push(url);
      return { status: 204 };
    }
    if (url.startsWith('/api/conversations/') && method === 'GET')
      return url === `/api/conversations/${inbox.opened?.conversation.id ?? ''}`
        ? { status: 200, body: inbox.opened }
        : { status: 404, body: { error: 'Conversation not found' } };
    if (url.startsWith('/api/conversations?cursor=')) return { status: 200, body: { conversations: inbox.more ?? [], nextCursor: null } };
    if (url === '/api/conversations') {
      const answer = inbox.conversations ?? [];
      return Array.isArray(answer)
        ? { status: 200, body: { conversations: answer, nextCursor: inbox.nextCursor ?? null } }
        : { status: answer.status, body: { error: 'Unavailable' } };
    }
    if (url.startsWith('/api/messages?otherUserId=')) return { status: 200, body: { messages: inbox.thread ?? [], nextCursor: null } };
    if (url.startsWith('/api/messages?conversation_id='))
      return { status: 200, body: { messages: inbox.messages ?? [], nextCursor: null } };
    if (url === '/api/messages' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return inbox.send
        ? inbox.send(body)
        : {
            status: 201,
            body: sampleMessage({
              sender_id: me.id,
              sender: { username: me.username },
              recipient_id: otherMember.id,
              content: String(body.content ?? 'Shared an image'),
              is_read: false,
              created_at: new Date().toISOString(),
            }),
          };
    }
    if (url.startsWith('/api/users/activity-status'))
      return {
        status: 200,
        body: { statuses: (inbox.active ?? []).map((id) => ({ user_id: id, status: 'active', last_active_at: null })) },
      };
    if (url === '/api/messages/unread-count') return { status: 200, body: { unreadCount: 0 } };
    return undefined;
  });
  const utils = renderRoutes(
    [page('/messages', <MessagesPage />), page('/profile/:userId', <p>profile page</p>), page('/plant/:plantId', <p>plant page</p>)],
    path,
  );
  return { ...utils, api, sent, read, blocks, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem');
// The open conversation loads on demand: wait for it.
const chat = () => screen.findByRole('region', { name: otherMember.username });

afterEach(() => {
  // Unmount first: a refetch after the real fetch is back would reach for a server.
  cleanup();
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('MessagesPage', () => {
  it('asks visitors to sign in, as the heading of the page', async () => {
    mockApi(() => undefined);
    renderRoutes([page('/messages', <MessagesPage />)], '/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Please sign in to view your messages.' })).toBeInTheDocument();
  });

  it('shows four placeholder rows while the conversations load, then the empty state and the welcome placeholder', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    // The placeholder may show before the list is asked for: the answer waits until it was.
    let asked: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    signInAs(me);
    mockApi((url) => {
      if (url.startsWith('/api/profiles/')) return { status: 200, body: me };
      if (url === '/api/conversations')
        return new Promise((resolve) => {
          answer = resolve;
          asked();
        });
      return undefined;
    });
    renderRoutes([page('/messages', <MessagesPage />)], '/messages');
    const loading = await screen.findByRole('status', { name: 'Loading conversations' });
    expect(loading.children).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Active conversations')).toBeInTheDocument();
    await requested;
    answer({ status: 200, body: { conversations: [], nextCursor: null } });
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByText('Start messaging other gardeners from the explore page!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to your inbox' })).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to start chatting with fellow plant enthusiasts')).toBeInTheDocument();
  });

  it('offers to try again when the conversations cannot be loaded', async () => {
    setUp('/messages', { conversations: { status: 400 } });
    expect(await screen.findByRole('heading', { name: 'Conversations could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('previews each conversation: a photo with its caption, the text, "Message sent", or "Start a conversation..." with "New"', async () => {
    const entry = (id: string, username: string, last: Message | null) =>
      sampleEntry(last, { id, other: { id: `00000000-0000-4000-9000-${id.slice(-12)}`, username } });
    setUp('/messages', {
      conversations: [
        entry(
          '00000000-0000-4000-a000-000000000001',
          'ivy',
          sampleMessage({ message_type: 'image', content: 'New leaf!', image_url: '/media/chat/a.webp' }),
        ),
        entry(
          '00000000-0000-4000-a000-000000000002',
          'rose',
          sampleMessage({ message_type: 'image', content: 'Shared an image', image_url: '/media/chat/b.webp', is_read: true }),
        ),
        entry('00000000-0000-4000-a000-000000000003', 'basil', sampleMessage({ content: 'See you Saturday', is_read: true })),
        entry('00000000-0000-4000-a000-000000000004', 'sage', sampleMessage({ content: '  ', is_read: true })),
        entry('00000000-0000-4000-a000-000000000005', '', null),
      ],
    });
    await screen.findByRole('list', { name: 'Conversations' });
    const [photo, bare, text, blank, fresh] = rows();
    expect(photo).toHaveTextContent('Photo · New leaf!');
    expect(within(photo as HTMLElement).getByLabelText('Photo')).toBeInTheDocument();
    expect(photo).toHaveTextContent('5m ago');
    expect(bare).toHaveTextContent(/Photo$/);
    expect(text).toHaveTextContent('See you Saturday');
    expect(blank).toHaveTextContent('Message sent');
    expect(fresh).toHaveTextContent('Unknown User');
    expect(fresh).toHaveTextContent('New');
    expect(fresh).toHaveTextContent('Start a conversation...');
    expect(within(fresh as HTMLElement).getByText('U')).toBeInTheDocument();
  });

  it('marks a conversation unread only when its last message is not read and not sent by the member, and shows presence', async () => {
    setUp('/messages', {
      conversations: [
        sampleEntry(sampleMessage({ content: 'Unread from ivy' })),
        sampleEntry(sampleMessage({ content: 'My own, unread by them', sender_id: me.id, recipient_id: otherMember.id }), {
          id: '00000000-0000-4000-a000-000000000009',
          other: { id: '00000000-0000-4000-9000-000000000009', username: 'rose' },
        }),
      ],
      active: [otherMember.id],
    });
    await screen.findByRole('list', { name: 'Conversations' });
    const [theirs, mine] = rows();
    expect(within(theirs as HTMLElement).getByText('Unread')).toBeInTheDocument();
    expect(within(mine as HTMLElement).queryByText('Unread')).not.toBeInTheDocument();
    expect(await within(theirs as HTMLElement).findByText('Online')).toBeInTheDocument();
    expect(within(mine as HTMLElement).getByText('Away')).toBeInTheDocument();
  });

  it('opens a conversation when selected: header, subtitle, bubbles by side, and marks it read', async () => {
    const theirs = sampleMessage({ content: 'Would you swap a pothos cutting?' });
    const mine = sampleMessage({
      content: 'Happily!',
      sender_id: me.id,
      sender: { username: me.username },
      recipient_id: otherMember.id,
      created_at: new Date().toISOString(),
    });
    const { user, read, router } = setUp('/messages', {
      conversations: [sampleEntry(theirs, { plant_id: '00000000-0000-4000-b000-000000000001' })],
      messages: [theirs, mine],
    });
    await user.click(await screen.findByRole('button', { name: /ivy/ }));
    const pane = await chat();
    expect(within(pane).getByText('Plant conversation')).toBeInTheDocument();
    const log = await within(pane).findByRole('log', { name: 'Messages' });
    const bubbles = within(log).getAllByRole('listitem');
    expect(bubbles[0]).toHaveTextContent('ivy: Would you swap a pothos cutting?');
    expect(bubbles[0]).toHaveClass('justify-start');
    expect(bubbles[1]).toHaveTextContent('You: Happily!');
    expect(bubbles[1]).toHaveClass('justify-end');
    expect(bubbles[1]).toHaveTextContent('just now');
    await waitFor(() => expect(read).toEqual([`/api/conversations/${CONVERSATION_ID}/read`]));
    await waitFor(() => expect(within(rows()[0] as HTMLElement).queryByText('Unread')).not.toBeInTheDocument());
    await user.click(within(pane).getByRole('link', { name: /ivy/ }));
    expect(router.state.location.pathname).toBe('/profile/ivy');
  });

  it('keeps a read-only conversation readable, with a notice in place of the message box that tells nothing of who blocked whom', async () => {
    const theirs = sampleMessage({ content: 'Earlier message' });
    const { user } = setUp('/messages', { conversations: [sampleEntry(theirs, { read_only: true })], messages: [theirs] });
    await user.click(await screen.findByRole('button', { name: /ivy/ }));
    expect(within(rows()[0] as HTMLElement).getByLabelText('Read-only')).toBeInTheDocument();
    const pane = await chat();
    expect(await within(pane).findByText('Earlier message')).toBeInTheDocument();
    expect(within(pane).getByRole('status')).toHaveTextContent(
      'This conversation is read-only. You can read past messages but not send new ones.',
    );
    expect(within(pane).queryByRole('textbox')).toBeNull();
    expect(within(pane).queryByRole('button', { name: 'Unblock' })).toBeNull();
  });

  it("blocks the other member from the chat's menu after asking, then offers Unblock in place of the message box", async () => {
    const theirs = sampleMessage({ content: 'Hello' });
    const { user, blocks } = setUp('/messages', { conversations: [sampleEntry(theirs)], messages: [theirs] });
    await user.click(await screen.findByRole('button', { name: /ivy/ }));
    const pane = await chat();
    expect(await within(pane).findByRole('textbox', { name: 'Message ivy' })).toBeInTheDocument();
    await user.click(within(pane).getByRole('button', { name: 'More actions for ivy' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block ivy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block ivy?' });
    expect(dialog).toHaveTextContent('They can no longer message you, send you swap requests or comment on your posts.');
    expect(blocks).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked ivy')).toBeInTheDocument();
    expect(blocks).toEqual([`block ${JSON.stringify({ user_id: otherMember.id })}`]);
    expect(await within(pane).findByText('You blocked ivy. Unblock them to send messages again.')).toBeInTheDocument();
    expect(within(pane).queryByRole('textbox')).toBeNull();
    await user.click(within(pane).getByRole('button', { name: 'Unblock' }));
    expect(await within(pane).findByRole('textbox', { name: 'Message ivy' })).toBeInTheDocument();
    expect(blocks).toEqual([`block ${JSON.stringify({ user_id: otherMember.id })}`, 'unblock']);
  });

  it("calls a conversation without a plant 'General chat' and shows an image message that opens in a new tab", async () => {
    // A data URL: the test DOM would otherwise try to download the picture.
    const leaf = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const image = sampleMessage({ message_type: 'image', content: 'Shared an image', image_url: leaf });
    const { user } = setUp('/messages', { conversations: [sampleEntry(image)], messages: [image] });
    await user.click(await screen.findByRole('button', { name: /ivy/ }));
    expect(within(await chat()).getByText('General chat')).toBeInTheDocument();
    const link = await within(await chat()).findByRole('link', { name: 'Photo from @ivy' });
    expect(link).toHaveAttribute('href', leaf);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(await chat()).queryByText('Shared an image')).not.toBeInTheDocument();
  });

  it('shows a swap request as its card in place of a bubble', async () => {
    const swap = sampleMessage({
      message_type: 'swap_request',
      swap_request_id: '00000000-0000-4000-c000-000000000001',
      content: 'Would you swap?',
    });
    const { user } = setUp('/messages', { conversations: [sampleEntry(swap)], messages: [swap] });
    await user.click(await screen.findByRole('button', { name: /ivy/ }));
    // The test server knows no such request: the card says so, where a bubble would have been.
    expect(await within(await chat()).findByText('Failed to load swap request details')).toBeInTheDocument();
    expect(within(await chat()).queryByText('Would you swap?')).not.toBeInTheDocument();
  });

  it('sends with Enter, makes a new line with Shift+Enter, clears the box, and shows the sent message', async () => {
    const { user, sent } = setUp('/messages', {
      conversations: [sampleEntry(sampleMessage())],
      messages: [sampleMessage({ content: 'Hi!' })],
    });
    await user.click(await screen.findByRole('button', { name: /ivy/ }));
    const box = within(await chat()).getByRole('textbox', { name: 'Message ivy' });
    expect(within(await chat()).getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.type(box, '   ');
    expect(within(await chat()).getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('Line one\nline two');
    await user.keyboard('{Enter}');
    expect(sent).toEqual([
      { conversation_id: CONVERSATION_ID, message_type: 'text', content: 'Line one\nline two', client_key: CLIENT_KEY },
    ]);
    expect(box).toHaveValue('');
    expect(await within(await chat()).findByText(/Line one/)).toBeInTheDocument();
  });

  it('gives the typed text back when sending fails', async () => {
    const { user, sent } = setUp('/messages', {
      conversations: [sampleEntry(sampleMessage())],
      send: () => ({ status: 500, body: { error: 'Something went wrong' } }),
    });
    await user.click(await screen.findByRole('button', { name: /ivy/ }));
    const box = within(await chat()).getByRole('textbox', { name: 'Message ivy' });
    await user.type(box, 'Still there?');
    await user.click(within(await chat()).getByRole('button', { name: 'Send message' }));
    expect(sent).toHaveLength(1);
    expect(await screen.findByText('Your message could not be sent')).toBeInTheDocument();
    expect(box).toHaveValue('Still there?');
  });

  it('refuses a file that is not an image, or an image over 5 MB, saying why in a sentence', async () => {
    const { sent } = setUp('/messages', { conversations: [sampleEntry(sampleMessage())] });
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: /ivy/ }));
    const input = within(await chat()).getByLabelText('Choose an image to send');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(await chat()).getByRole('alert')).toHaveTextContent('Please select an image file');
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: CHAT_IMAGE_MAX_BYTES + 1 });
    await user.upload(input, huge);
    expect(within(await chat()).getByRole('alert')).toHaveTextContent('Image size must be less than 5MB');
    expect(within(await chat()).getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('previews a chosen image, lets it be removed, and sends it as image_data with an optional caption', async () => {
    const { user, sent } = setUp('/messages', { conversations: [sampleEntry(sampleMessage())] });
    await user.click(await screen.findByRole('button', { name: /ivy/ }));
    const input = within(await chat()).getByLabelText('Choose an image to send');
    const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'leaf.png', { type: 'image/png' });
    await user.upload(input, photo());
    expect(await within(await chat()).findByRole('img', { name: 'Image to send: leaf.png' })).toBeInTheDocument();
    await user.click(within(await chat()).getByRole('button', { name: 'Remove image' }));
    expect(within(await chat()).queryByRole('img', { name: 'Image to send: leaf.png' })).not.toBeInTheDocument();
    await user.upload(input, photo());
    await within(await chat()).findByRole('img', { name: 'Image to send: leaf.png' });
    expect(within(await chat()).getByRole('button', { name: 'Send message' })).toBeEnabled();
    await user.click(within(await chat()).getByRole('button', { name: 'Send message' }));
    expect(sent).toEqual([
      {
        conversation_id: CONVERSATION_ID,
        message_type: 'image',
        image_data: expect.stringMatching(/^data:image\/png;base64,/),
        image_description: null,
        client_key: CLIENT_KEY,
      },
    ]);
    expect(within(await chat()).queryByRole('img', { name: 'Image to send: leaf.png' })).not.toBeInTheDocument();
    await user.upload(input, photo());
    await within(await chat()).findByRole('img', { name: 'Image to send: leaf.png' });
    await user.type(within(await chat()).getByRole('textbox', { name: /^Describe this photo/ }), 'A cutting rooting in water');
    await user.type(within(await chat()).getByRole('textbox', { name: 'Message ivy' }), 'My cutting{Enter}');
    expect(sent[1]).toMatchObject({ message_type: 'image', content: 'My cutting', image_description: 'A cutting rooting in water' });
  });

  it('starts a temporary conversation for ?recipient= with no thread yet, sends the first message to the member and cleans the address', async () => {
    const started = '88888888-8888-4888-8888-888888888888';
    const { user, sent, router } = setUp(`/messages?recipient=${otherMember.id}`, {
      send: (body) => ({
        status: 201,
        body: sampleMessage({
          conversation_id: started,
          sender_id: me.id,
          sender: { username: me.username },
          recipient_id: otherMember.id,
          content: String(body.content),
          created_at: new Date().toISOString(),
        }),
      }),
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/messages');
    expect(rows()[0]).toHaveTextContent('Start a conversation...');
    expect(within(await chat()).getByText('General chat')).toBeInTheDocument();
    await user.type(within(await chat()).getByRole('textbox', { name: 'Message ivy' }), 'Hello Ivy!{Enter}');
    expect(sent).toEqual([{ recipient_id: otherMember.id, message_type: 'text', content: 'Hello Ivy!', client_key: CLIENT_KEY }]);
    expect(await within(await chat()).findByText('Hello Ivy!')).toBeInTheDocument();
    expect(sent).not.toContainEqual(expect.objectContaining({ conversation_id: NEW_CONVERSATION_ID }));
  });

  it('opens the existing general thread for ?recipient= and a given conversation for ?conversation=', async () => {
    const plantThread = sampleEntry(sampleMessage({ conversation_id: '99999999-9999-4999-8999-999999999999', content: 'About the fern' }), {
      plant_id: '00000000-0000-4000-b000-000000000001',
    });
    const general = sampleEntry(sampleMessage({ content: 'General hello' }));
    const first = setUp(`/messages?recipient=${otherMember.id}`, {
      conversations: [plantThread, general],
      messages: [sampleMessage({ content: 'General hello' })],
    });
    await waitFor(() => expect(first.router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: /General hello/ })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(first.read).toEqual([`/api/conversations/${CONVERSATION_ID}/read`]));
    first.unmount();
    const second = setUp(`/messages?conversation=${plantThread.conversation.id}`, { conversations: [plantThread, general] });
    await waitFor(() => expect(second.router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: /About the fern/ })).toHaveAttribute('aria-current', 'true');
    expect(within(await chat()).getByText('Plant conversation')).toBeInTheDocument();
    await waitFor(() => expect(second.read).toEqual([`/api/conversations/${plantThread.conversation.id}/read`]));
  });

  it('opens a thread with no message yet for ?conversation= by asking the server, its plant in the header', async () => {
    const fern = { id: '00000000-0000-4000-b000-000000000002', name: 'Boston Fern', thumbnail_url: '/media/fern-thumb.webp' };
    const empty = sampleEntry(null, { id: '88888888-8888-4888-8888-888888888888', plant_id: fern.id, plant: fern });
    const { router } = setUp(`/messages?conversation=${empty.conversation.id}`, { conversations: [], opened: empty });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(await chat()).getByRole('link', { name: 'About Boston Fern' })).toHaveAttribute('href', `/plant/${fern.id}`);
  });

  it('says the conversation was not found for ?conversation= of a thread the member is not in', async () => {
    const { router } = setUp('/messages?conversation=77777777-7777-4777-8777-777777777777', { conversations: [] });
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('region', { name: otherMember.username })).not.toBeInTheDocument();
  });

  it('tells apart conversations with the same member by their plant: its thumbnail and name in each row and in the chat header, linked to its page', async () => {
    const monstera = {
      id: '00000000-0000-4000-b000-000000000001',
      name: 'Variegated Monstera',
      thumbnail_url: '/media/monstera-thumb.webp',
    };
    const pearls = { id: '00000000-0000-4000-b000-000000000002', name: 'String of Pearls', thumbnail_url: '/media/pearls-thumb.webp' };
    const aboutMonstera = sampleEntry(sampleMessage({ conversation_id: '99999999-9999-4999-8999-999999999999', content: 'Still free?' }), {
      plant: monstera,
    });
    const aboutPearls = sampleEntry(sampleMessage({ conversation_id: '88888888-8888-4888-8888-888888888888', content: 'Still free?' }), {
      plant: pearls,
    });
    const general = sampleEntry(sampleMessage({ content: 'Still free?' }));
    const { user, router } = setUp('/messages', { conversations: [aboutMonstera, aboutPearls, general], messages: [] });
    await screen.findByRole('list', { name: 'Conversations' });
    const [first, second, third] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    const monsteraLink = within(first).getByRole('link', { name: 'About Variegated Monstera' });
    expect(monsteraLink).toHaveAttribute('href', `/plant/${monstera.id}`);
    expect(monsteraLink.querySelector('img')).toHaveAttribute('src', monstera.thumbnail_url);
    expect(within(second).getByRole('link', { name: 'About String of Pearls' })).toHaveAttribute('href', `/plant/${pearls.id}`);
    expect(within(third).queryByRole('link')).not.toBeInTheDocument();
    // Each row's button names its plant too, so the three rows with ivy read differently.
    expect(within(second).getByRole('button', { name: /ivy.*About String of Pearls/ })).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: /ivy/ }));
    const pane = await chat();
    const headerLink = within(pane).getByRole('link', { name: 'About String of Pearls' });
    expect(headerLink.querySelector('img')).toHaveAttribute('src', pearls.thumbnail_url);
    expect(within(pane).queryByText('Plant conversation')).not.toBeInTheDocument();
    await user.click(headerLink);
    expect(router.state.location.pathname).toBe(`/plant/${pearls.id}`);
  });

  it('finds the thread with a member outside the first page of the inbox through GET /messages?otherUserId=', async () => {
    const old = sampleMessage({ content: 'From long ago', is_read: true });
    const { router } = setUp(`/messages?recipient=${otherMember.id}`, { thread: [old], messages: [old] });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await within(await chat()).findByText('From long ago')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('From long ago');
  });

  it('loads more conversations on demand', async () => {
    const { user } = setUp('/messages', {
      conversations: [sampleEntry(sampleMessage({ content: 'Newest' }))],
      nextCursor: 'next',
      more: [
        sampleEntry(sampleMessage({ content: 'Older one' }), {
          id: '00000000-0000-4000-a000-000000000007',
          other: { id: '00000000-0000-4000-9000-000000000007', username: 'rose' },
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Load more conversations' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });

  it('shows one pane at a time on small screens, with a way back to the list', async () => {
    const { user } = setUp('/messages', { conversations: [sampleEntry(sampleMessage())] });
    const list = (await screen.findByRole('heading', { name: 'Messages' })).closest('.min-h-0');
    expect(list).not.toHaveClass('hidden');
    await user.click(await screen.findByRole('button', { name: /ivy/ }));
    expect(list).toHaveClass('hidden', 'md:flex');
    await user.click(within(await chat()).getByRole('button', { name: 'Back to conversations' }));
    expect(list).not.toHaveClass('hidden');
    expect(screen.getByRole('heading', { name: 'Welcome to your inbox' })).toBeInTheDocument();
  });
});
