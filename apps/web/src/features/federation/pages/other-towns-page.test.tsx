import type { FederationSettings } from '@rootshare/contracts/federation';
import type { RemoteAccount, RemoteItem } from '@rootshare/contracts/federation-following';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { federationKeys } from '../api/keys';
import { heldAnswer, mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { OtherTownsPage } from './other-towns-page';

type Answer = { status: number; body?: unknown };
type Handler = (url: string, init: RequestInit) => Answer | Promise<Answer> | undefined;

const me = sampleProfile();
const maya: RemoteAccount = {
  actor: 'https://salem.example/ap/users/maya',
  handle: '@maya@salem.example',
  name: 'Maya',
  icon_url: null,
  url: 'https://salem.example/profile/maya',
  accepted: true,
};

const item = (overrides: Partial<RemoteItem> = {}): RemoteItem => ({
  uri: 'https://salem.example/ap/plants/1',
  type: 'Note',
  name: 'Variegated pothos',
  text: 'Up for swap (cutting)',
  url: 'https://salem.example/plant/1',
  image_url: 'https://salem.example/pothos.jpg',
  image_description: 'A pothos cutting in a jar',
  place: 'Salem, Oregon',
  starts_at: null,
  ends_at: null,
  time_zone: null,
  published_at: '2026-03-02T12:00:00.000Z',
  author: { actor: maya.actor, handle: maya.handle, name: maya.name, icon_url: null, url: maya.url },
  swap_listing: false,
  liked: false,
  my_replies: [],
  ...overrides,
});

/** /other-towns for a signed-in member; `routes` answers first, the settings, follows and feed after. */
function setUp({
  settings = { federates: true, available: true, handle: '@fern@portland.example' },
  accounts = [maya],
  items = [item()],
  routes = () => undefined,
}: { settings?: FederationSettings; accounts?: RemoteAccount[]; items?: RemoteItem[]; routes?: Handler } = {}) {
  signInAs(me);
  const fetchMock = mockApi((url, init) => {
    const answer = routes(url, init);
    if (answer) return answer;
    if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
    if (url === '/api/account/federation') return { status: 200, body: settings };
    if (url === '/api/federation/following' && init.method === 'GET') return { status: 200, body: { accounts } };
    if (url === '/api/federation/feed') return { status: 200, body: { items } };
    return undefined;
  });
  const rendered = renderRoutes(
    [
      page('/other-towns', <OtherTownsPage />),
      page('/auth', <p>sign-in page</p>),
      page('/other-towns/messages/:id', <p>conversation page</p>),
    ],
    '/other-towns',
  );
  return { fetchMock, router: rendered.router, queryClient: rendered.queryClient, user: userEvent.setup() };
}

const sent = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => [String(url), init?.body ? JSON.parse(String(init.body)) : null]);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Other towns page', () => {
  it('sends a signed-out visitor to sign in, coming back here after', async () => {
    mockApi(() => undefined);
    const { router } = renderRoutes([page('/other-towns', <OtherTownsPage />), page('/auth', <p>sign-in page</p>)], '/other-towns');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toContain(encodeURIComponent('/other-towns'));
  });

  it('shows skeletons while loading, then the accounts followed and their listing with its picture described', async () => {
    const held = heldAnswer<Answer>();
    setUp({ routes: (url) => (url === '/api/federation/feed' ? held.pending() : undefined) });
    expect(await screen.findByRole('status', { name: 'Loading what they shared' })).toBeInTheDocument();
    const followed = await screen.findByRole('list', { name: 'Gardeners you follow elsewhere' });
    expect(within(followed).getByText('@maya@salem.example')).toBeInTheDocument();
    expect(within(followed).getByRole('link', { name: 'Maya’s profile on their server' })).toHaveAttribute('href', maya.url);

    held.release({ status: 200, body: { items: [item()] } });
    const feed = await screen.findByRole('list', { name: 'From other towns' });
    expect(within(feed).getByRole('heading', { name: 'Variegated pothos' })).toBeInTheDocument();
    expect(within(feed).getByText('Post')).toBeInTheDocument();
    expect(within(feed).getByRole('img', { name: 'A pothos cutting in a jar' })).toBeInTheDocument();
    const open = within(feed).getByRole('link', { name: /Open on salem\.example/ });
    expect(open).toHaveAttribute('href', 'https://salem.example/plant/1');
    expect(open).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows an event with its start, end and place, and an account not accepted yet as waiting', async () => {
    setUp({
      accounts: [{ ...maya, accepted: false }],
      items: [
        item({
          uri: 'https://salem.example/ap/meets/1',
          type: 'Event',
          name: 'Spring swap meet',
          starts_at: '2026-04-04T17:00:00.000Z',
          ends_at: '2026-04-04T19:00:00.000Z',
          image_url: null,
        }),
      ],
    });
    expect(await screen.findByText('Waiting for their server')).toBeInTheDocument();
    const feed = await screen.findByRole('list', { name: 'From other towns' });
    expect(within(feed).getByText('Event')).toBeInTheDocument();
    expect(within(feed).getByText(/ to /)).toBeInTheDocument();
    expect(within(feed).getByText('Salem, Oregon')).toBeInTheDocument();
  });

  it('shows an event that came with its time zone at its own local time, named with the zone', async () => {
    setUp({
      items: [
        item({
          uri: 'https://lyon.example/events/1',
          type: 'Event',
          name: 'Winter seed swap',
          starts_at: '2026-12-12T13:00:00.000Z',
          ends_at: '2026-12-12T16:00:00.000Z',
          time_zone: 'Europe/Paris',
          image_url: null,
        }),
      ],
    });
    const feed = await screen.findByRole('list', { name: 'From other towns' });
    expect(within(feed).getByText('Sat, 12 Dec 2026, 14:00–17:00 GMT+1')).toBeInTheDocument();
  });

  it('invites the member to follow someone when they follow no one and nothing arrived', async () => {
    setUp({ accounts: [], items: [] });
    expect(await screen.findByRole('heading', { name: 'You follow no one elsewhere yet' })).toBeInTheDocument();
    expect(await screen.findByText('Follow a gardener in another town and what they list for swap shows up here.')).toBeInTheDocument();
  });

  it('says when the feed could not be loaded, and Try again loads it', async () => {
    let failing = true;
    const { user } = setUp({
      routes: (url) => (url === '/api/federation/feed' && failing ? { status: 500, body: { error: 'Boom' } } : undefined),
    });
    expect(await screen.findByText('What they shared could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Variegated pothos' })).toBeInTheDocument();
  });

  it('follows an account by handle, checking the address before sending and showing the server’s refusal', async () => {
    const { fetchMock, user } = setUp({
      accounts: [],
      routes: (url, init) => {
        if (url !== '/api/federation/following' || init.method !== 'POST') return undefined;
        const { handle } = JSON.parse(String(init.body)) as { handle: string };
        return handle.includes('blocked')
          ? { status: 409, body: { error: 'This server is blocked here' } }
          : { status: 201, body: { ...maya, accepted: false } };
      },
    });
    const field = await screen.findByLabelText('Handle or link');
    await user.type(field, 'maya');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an account like @maya@rootshare.example');
    expect(sent(fetchMock, 'POST')).toEqual([]);

    await user.clear(field);
    await user.type(field, '@maya@blocked.example');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This server is blocked here');

    await user.clear(field);
    await user.type(field, '@maya@salem.example');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Asked to follow @maya@salem.example')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST').at(-1)).toEqual(['/api/federation/following', { handle: '@maya@salem.example' }]);
    expect(field).toHaveValue('');
  });

  it('asks before unfollowing, then unfollows', async () => {
    const { fetchMock, user } = setUp({
      routes: (url, init) => (init.method === 'DELETE' && url.startsWith('/api/federation/following?') ? { status: 204 } : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Unfollow Maya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unfollow @maya@salem.example?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('You no longer follow @maya@salem.example')).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE')).toEqual([[`/api/federation/following?actor=${encodeURIComponent(maya.actor)}`, null]]);
  });

  it('likes at once, and takes the like back when the server refuses it', async () => {
    const held = heldAnswer<Answer>();
    const { user } = setUp({
      routes: (url, init) => (url === '/api/federation/likes' && init.method === 'POST' ? held.pending() : undefined),
    });
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    held.release({ status: 404, body: { error: 'That post is no longer in your feed from other servers' } });
    expect(await screen.findByText('That post is no longer in your feed from other servers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('unlikes what was liked, a 204 counting as done', async () => {
    const { fetchMock, user } = setUp({
      items: [item({ liked: true })],
      routes: (url, init) => (init.method === 'DELETE' && url.startsWith('/api/federation/likes?') ? { status: 204 } : undefined),
    });
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await user.click(like);
    await vi.waitFor(() => expect(sent(fetchMock, 'DELETE')).toHaveLength(1));
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('replies to an item, refusing an empty reply, and shows the reply under it; earlier replies show from the feed', async () => {
    const { fetchMock, user } = setUp({
      items: [
        item({
          my_replies: [
            { uri: 'https://portland.example/r/0', in_reply_to: item().uri, content: 'Lovely!', published_at: '2026-03-02T13:00:00.000Z' },
          ],
        }),
      ],
      routes: (url, init) =>
        url === '/api/federation/replies' && init.method === 'POST'
          ? {
              status: 201,
              body: {
                uri: 'https://portland.example/r/1',
                in_reply_to: item().uri,
                content: 'Is it still free?',
                published_at: '2026-03-02T14:00:00.000Z',
              },
            }
          : undefined,
    });
    const replies = await screen.findByRole('list', { name: 'Your replies' });
    expect(within(replies).getByText('Lovely!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Your reply'), 'Is it still free?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await within(replies).findByText('Is it still free?')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')).toEqual([['/api/federation/replies', { in_reply_to: item().uri, content: 'Is it still free?' }]]);
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
  });

  it('shows a reply once when the feed, fetched again while it was being sent, already brought it', async () => {
    const reply = {
      uri: 'https://portland.example/r/1',
      in_reply_to: item().uri,
      content: 'Is it still free?',
      published_at: '2026-03-02T14:00:00.000Z',
    };
    const held = heldAnswer<Answer>();
    let stored = false;
    const { user, queryClient } = setUp({
      routes: (url, init) => {
        if (url === '/api/federation/replies' && init.method === 'POST') {
          stored = true;
          return held.pending();
        }
        return url === '/api/federation/feed' && stored ? { status: 200, body: { items: [item({ my_replies: [reply] })] } } : undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Your reply'), 'Is it still free?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await vi.waitFor(() => expect(stored).toBe(true));
    // The socket came back meanwhile, so the feed was fetched again and came with the reply first.
    await queryClient.refetchQueries({ queryKey: federationKeys.all });
    held.release({ status: 201, body: reply });
    await vi.waitFor(() => expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Your replies' })).getAllByText('Is it still free?')).toHaveLength(1);
  });

  it('offers Contact owner instead of Reply on a listing from another Rootshare, and opens the conversation once the message is sent', async () => {
    const listing = item({ uri: 'https://salem.example/ap/notes/listings/1', swap_listing: true });
    const { fetchMock, router, user } = setUp({
      items: [listing],
      routes: (url, init) =>
        url === '/api/federation/conversations' && init.method === 'POST'
          ? {
              status: 201,
              body: {
                conversation: {
                  id: 'c0ffee00-0000-4000-8000-000000000001',
                  account: { ...listing.author, home: 'salem.example' },
                  about: { name: 'Variegated pothos', url: listing.url },
                  last_message: null,
                  unread: 0,
                },
                message: { id: 'm1', from_me: true, content: 'May I have a cutting?', created_at: '2026-03-02T14:00:00.000Z' },
              },
            }
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Contact owner' }));
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.getByText('Listing')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message cannot be empty');
    expect(sent(fetchMock, 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Your message'), 'May I have a cutting?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('conversation page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other-towns/messages/c0ffee00-0000-4000-8000-000000000001');
    expect(sent(fetchMock, 'POST')).toEqual([['/api/federation/conversations', { about: listing.uri, content: 'May I have a cutting?' }]]);
  });

  it('lists the accounts blocked elsewhere, and unblocks one', async () => {
    const { fetchMock, user } = setUp({
      routes: (url, init) => {
        if (url === '/api/federation/blocks' && init.method === 'GET')
          return { status: 200, body: { accounts: [{ actor: maya.actor, handle: maya.handle, created_at: '2026-03-02T12:00:00.000Z' }] } };
        return init.method === 'DELETE' && url.startsWith('/api/federation/blocks?') ? { status: 204 } : undefined;
      },
    });
    const blocked = await screen.findByRole('list', { name: 'Accounts you blocked elsewhere' });
    await user.click(within(blocked).getByRole('button', { name: 'Unblock @maya@salem.example' }));
    expect(await screen.findByText('You unblocked @maya@salem.example')).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE')).toEqual([[`/api/federation/blocks?actor=${encodeURIComponent(maya.actor)}`, null]]);
  });

  it('explains and links to Settings when the member has not turned on Other servers', async () => {
    setUp({ settings: { federates: false, available: true, handle: null } });
    expect(await screen.findByRole('heading', { name: 'Turn on Other servers first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings → Other servers' })).toHaveAttribute('href', '/settings#other-servers');
    expect(screen.queryByLabelText('Handle or link')).not.toBeInTheDocument();
  });

  it('says so when this server does not federate at all, and asks for nothing else', async () => {
    const { fetchMock } = setUp({ settings: { federates: false, available: false, handle: null } });
    expect(await screen.findByRole('heading', { name: 'This server does not connect to other towns' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/federation/feed');
  });
});
