import type { BlockedDomains } from '@rootshare/contracts/federation-admin';
import type { TownConnections } from '@rootshare/contracts/federation-connections';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer, mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { OtherServersPage } from './other-servers-page';

type Answer = { status: number; body?: unknown };

const admin = sampleProfile({ is_admin: true });
const member = sampleProfile({ is_admin: false });
const LIST = '/api/admin/federation/blocked-domains';
const TOWNS = '/api/admin/federation/connections';

/**
 * /admin/other-servers for `viewer`; the fake server keeps the blocks and connections unless `list`,
 * `block`, `towns` or `connect` answers instead.
 */
function setUp(
  viewer = admin,
  {
    list,
    block,
    towns,
    connect,
  }: { list?: () => Answer | Promise<Answer>; block?: Answer; towns?: () => Answer | Promise<Answer>; connect?: Answer } = {},
) {
  signInAs(viewer);
  let domains: BlockedDomains['domains'] = [{ domain: 'spam.example', created_at: '2026-03-01T12:00:00.000Z' }];
  let connections: TownConnections['connections'] = [];
  const fetchMock = mockApi((url, init) => {
    if (url === `/api/profiles/${viewer.id}`) return { status: 200, body: viewer };
    if (url === TOWNS && init.method === 'POST') {
      if (connect) return connect;
      const { address } = JSON.parse(String(init.body)) as { address: string };
      const added = { host: new URL(address).host, connected: false, created_at: '2026-03-02T12:00:00.000Z' };
      connections = [added, ...connections];
      return { status: 201, body: added };
    }
    if (url.startsWith(`${TOWNS}/`) && init.method === 'DELETE') {
      connections = connections.filter(({ host }) => `${TOWNS}/${encodeURIComponent(host)}` !== url);
      return { status: 204 };
    }
    if (url === TOWNS) return towns ? towns() : { status: 200, body: { federation: true, connections } };
    if (url === LIST && init.method === 'POST') {
      if (block) return block;
      const { domain } = JSON.parse(String(init.body)) as { domain: string };
      const added = { domain, created_at: '2026-03-02T12:00:00.000Z' };
      domains = [added, ...domains];
      return { status: 201, body: added };
    }
    if (url.startsWith(`${LIST}/`) && init.method === 'DELETE') {
      domains = domains.filter(({ domain }) => `${LIST}/${encodeURIComponent(domain)}` !== url);
      return { status: 204 };
    }
    if (url === LIST) return list ? list() : { status: 200, body: { federation: true, domains } };
    return undefined;
  });
  renderRoutes([page('/admin/other-servers', <OtherServersPage />)], '/admin/other-servers');
  return { fetchMock, user: userEvent.setup() };
}

const blockedList = () => screen.findByRole('list', { name: 'Blocked servers' });

afterEach(() => vi.unstubAllGlobals());

describe('the admins’ Other servers page', () => {
  it('shows members who are not admins the not-found page and never asks for the blocks', async () => {
    const { fetchMock } = setUp(member);
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(LIST);
  });

  it('shows a skeleton while loading, then the blocked servers with when, and the admin nav’s link to it', async () => {
    const held = heldAnswer<Answer>();
    setUp(admin, { list: held.pending });
    expect(await screen.findByRole('status', { name: 'Loading blocked servers' })).toBeInTheDocument();
    held.release({
      status: 200,
      body: { federation: true, domains: [{ domain: 'spam.example', created_at: '2026-03-01T12:00:00.000Z' }] },
    });
    const list = await blockedList();
    expect(within(list).getByText('spam.example')).toBeInTheDocument();
    expect(within(list).getByText(/^Blocked /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Other servers' })).toHaveAttribute('aria-current', 'page');
  });

  it('blocks a server pasted as a handle by its host, newest first, and unblocks it', async () => {
    const { user } = setUp();
    await user.type(await screen.findByLabelText('Server to block (address, link or handle)'), '@maya@Mastodon.Example');
    await user.click(screen.getByRole('button', { name: 'Block server' }));
    expect(await screen.findByText('mastodon.example is blocked')).toBeInTheDocument();
    await vi.waitFor(async () => expect(within(await blockedList()).getAllByRole('listitem')[0]).toHaveTextContent('mastodon.example'));

    await user.click(screen.getByRole('button', { name: 'Unblock mastodon.example' }));
    expect(await screen.findByText('mastodon.example is unblocked')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Unblock mastodon.example' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Unblock spam.example' })).toBeInTheDocument();
  });

  it('refuses what is not a server’s address before sending, and shows the server’s refusal under the field', async () => {
    const { fetchMock, user } = setUp(admin, {
      block: { status: 400, body: { error: 'Enter a server’s address, like mastodon.example' } },
    });
    const field = await screen.findByLabelText('Server to block (address, link or handle)');
    await user.type(field, 'not a server');
    await user.click(screen.getByRole('button', { name: 'Block server' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a server’s address, like mastodon.example');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(field);
    await user.type(field, 'ok.example');
    await user.click(screen.getByRole('button', { name: 'Block server' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a server’s address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says plainly when this server does not federate, and that none is blocked', async () => {
    setUp(admin, { list: () => ({ status: 200, body: { federation: false, domains: [] } }) });
    expect(await screen.findByRole('heading', { name: 'This server does not federate' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No server is blocked' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Server to block (address, link or handle)')).not.toBeInTheDocument();
  });

  it('says when the blocks could not be loaded, and Try again loads them', async () => {
    let failing = true;
    const { user } = setUp(admin, {
      list: () => (failing ? { status: 500, body: { error: 'Boom' } } : { status: 200, body: { federation: true, domains: [] } }),
    });
    expect(await screen.findByText('Blocked servers could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No server is blocked' })).toBeInTheDocument();
  });

  it('connects with another town, lists it as waiting for an answer, and disconnects', async () => {
    const { user } = setUp();
    expect(await screen.findByText('No town is connected')).toBeInTheDocument();
    await user.type(screen.getByLabelText('The other town’s address'), 'https://salem.example');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    const list = await screen.findByRole('list', { name: 'Connect with another Rootshare' });
    expect(within(list).getByText('salem.example')).toBeInTheDocument();
    expect(within(list).getByText(/^Waiting for an answer since /)).toBeInTheDocument();
    expect(screen.getByLabelText('The other town’s address')).toHaveValue('');
    await user.click(within(list).getByRole('button', { name: 'Disconnect from salem.example' }));
    expect(await screen.findByText('No town is connected')).toBeInTheDocument();
  });

  it('shows a connected town with when, and the server’s refusal under the field', async () => {
    const { user } = setUp(admin, {
      towns: () => ({
        status: 200,
        body: { federation: true, connections: [{ host: 'salem.example', connected: true, created_at: '2026-03-01T12:00:00.000Z' }] },
      }),
      connect: { status: 404, body: { error: 'No Rootshare town was found at that address' } },
    });
    expect(await screen.findByText(/^Connected since /)).toBeInTheDocument();
    await user.type(screen.getByLabelText('The other town’s address'), 'mastodon.example');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('No Rootshare town was found at that address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('The other town’s address'));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Enter a server’s address, like mastodon.example')).toBeInTheDocument();
  });

  it('shows no Connect section while this server does not federate', async () => {
    setUp(admin, { towns: () => ({ status: 200, body: { federation: false, connections: [] } }) });
    expect(await blockedList()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Connect with another Rootshare' })).not.toBeInTheDocument();
  });
});
