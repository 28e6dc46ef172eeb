import type { RemoteConversation, RemoteThread } from '@rootshare/contracts/federation-following';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesPage } from '@/features/messaging/pages/messages-page';
import { heldAnswer, mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { RemoteThreadPage } from './remote-thread-page';

type Answer = { status: number; body?: unknown };

const me = sampleProfile();
const ID = 'c0ffee00-0000-4000-8000-000000000001';
const conversation: RemoteConversation = {
  id: ID,
  account: {
    actor: 'https://salem.example/ap/users/bo',
    handle: '@bo@salem.example',
    name: 'Bo',
    icon_url: null,
    url: 'https://salem.example/profile/bo',
    home: 'salem.example',
  },
  about: { name: 'String of pearls', url: 'https://salem.example/plant/1' },
  last_message: { id: 'm2', from_me: false, content: 'Deal. Saturday?', created_at: '2026-03-02T15:00:00.000Z' },
  unread: 1,
};
const thread: RemoteThread = {
  conversation,
  messages: [
    { id: 'm1', from_me: true, content: 'Could I have a strand?', created_at: '2026-03-02T14:00:00.000Z' },
    { id: 'm2', from_me: false, content: 'Deal. Saturday?', created_at: '2026-03-02T15:00:00.000Z' },
  ],
};

function setUp(
  routes: (url: string, init: RequestInit) => Answer | Promise<Answer> | undefined = () => undefined,
  start = `/other-towns/messages/${ID}`,
) {
  signInAs(me);
  const fetchMock = mockApi((url, init) => {
    const answer = routes(url, init);
    if (answer) return answer;
    if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
    if (url === '/api/account/federation')
      return { status: 200, body: { federates: true, available: true, handle: '@fern@portland.example' } };
    if (url === '/api/federation/conversations') return { status: 200, body: { conversations: [conversation] } };
    if (url === `/api/federation/conversations/${ID}` && init.method === 'GET') return { status: 200, body: thread };
    return undefined;
  });
  const rendered = renderRoutes(
    [page('/other-towns/messages/:id', <RemoteThreadPage />), page('/messages', <MessagesPage />), page('/auth', <p>sign-in page</p>)],
    start,
  );
  return { fetchMock, router: rendered.router, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a conversation with an account on another server', () => {
  it('shows who it is with, their server and what it is about, and the messages in order', async () => {
    setUp();
    expect(await screen.findByRole('heading', { name: 'Bo' })).toBeInTheDocument();
    expect(screen.getByText('@bo@salem.example')).toBeInTheDocument();
    expect(screen.getByText('from salem.example')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About String of pearls' })).toHaveAttribute('href', 'https://salem.example/plant/1');
    const messages = screen.getByRole('list', { name: 'Messages with Bo' });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('You: Could I have a strand?'), expect.stringContaining('Deal. Saturday?')]);
  });

  it('refuses an empty answer, then sends one and shows it in the thread', async () => {
    const { fetchMock, user } = setUp((url, init) =>
      url === `/api/federation/conversations/${ID}/messages` && init.method === 'POST'
        ? { status: 201, body: { id: 'm3', from_me: true, content: 'See you there', created_at: '2026-03-02T16:00:00.000Z' } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message cannot be empty');
    await user.type(screen.getByLabelText('Write to Bo'), 'See you there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(screen.getByRole('list', { name: 'Messages with Bo' })).findByText('See you there')).toBeInTheDocument();
    expect(screen.getByLabelText('Write to Bo')).toHaveValue('');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url, init]) => [url, JSON.parse(String(init?.body))])).toEqual([
      [`/api/federation/conversations/${ID}/messages`, { content: 'See you there' }],
    ]);
  });

  it('blocks the account after saying what that does, and goes back to Messages', async () => {
    const { fetchMock, router, user } = setUp((url, init) =>
      url === '/api/federation/blocks' && init.method === 'POST'
        ? { status: 201, body: { actor: conversation.account.actor, handle: '@bo@salem.example', created_at: '2026-03-02T16:00:00.000Z' } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block @bo@salem.example?' });
    expect(dialog).toHaveTextContent('This conversation goes');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked @bo@salem.example')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/messages');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url, init]) => [url, JSON.parse(String(init?.body))])).toEqual([
      ['/api/federation/blocks', { actor: conversation.account.actor }],
    ]);
  });

  it('says so when the conversation is not the member’s or is gone', async () => {
    setUp((url) =>
      url === `/api/federation/conversations/${ID}` ? { status: 404, body: { error: 'That conversation is not here' } } : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'That conversation is not here' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Write to Bo')).not.toBeInTheDocument();
  });

  it('is listed in the Messages inbox under From other towns, marked with its server and unread, and opens from there', async () => {
    const { router, user } = setUp(
      (url) => (url.startsWith('/api/messages/conversations') ? { status: 200, body: { conversations: [], nextCursor: null } } : undefined),
      '/messages',
    );
    const section = await screen.findByRole('region', { name: 'From other towns' });
    const row = within(section).getByRole('link', { name: /Bo/ });
    expect(row).toHaveTextContent('from salem.example');
    expect(row).toHaveTextContent('Deal. Saturday?');
    expect(row).toHaveTextContent('1 unread message');
    await user.click(row);
    expect(router.state.location.pathname).toBe(`/other-towns/messages/${ID}`);
    expect(await screen.findByRole('list', { name: 'Messages with Bo' })).toBeInTheDocument();
  });

  it('leaves the inbox at once when its account is blocked, before the inbox has been read again', async () => {
    let blocked = false;
    const inboxAgain = heldAnswer<Answer>();
    const { user } = setUp((url, init) => {
      if (url.startsWith('/api/messages/conversations')) return { status: 200, body: { conversations: [], nextCursor: null } };
      if (url === '/api/federation/blocks' && init.method === 'POST') {
        blocked = true;
        return {
          status: 201,
          body: { actor: conversation.account.actor, handle: '@bo@salem.example', created_at: '2026-03-02T16:00:00.000Z' },
        };
      }
      return url === '/api/federation/conversations' && blocked ? inboxAgain.pending() : undefined;
    }, '/messages');
    await user.click(within(await screen.findByRole('region', { name: 'From other towns' })).getByRole('link', { name: /Bo/ }));
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Block @bo@salem.example?' })).getByRole('button', { name: 'Block' }),
    );
    expect(await screen.findByText('You blocked @bo@salem.example')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^Messages$/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'From other towns' })).not.toBeInTheDocument();
  });
});
