import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { ALREADY_ON_WISHLIST, type WishlistItem, type WishlistMatch } from '@rootshare/contracts/wishlist';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/session-storage';
import { liveToken, mockApi, page, renderRoutes, sampleProfile } from '@/test/render';
import { WishlistTab } from './wishlist-tab';

const owner = sampleProfile({ full_name: 'Fern Gully' });
const monstera: CataloguePlant = {
  id: '66666666-6666-4666-8666-666666666666',
  common_name: 'Monstera',
  scientific_name: 'Monstera deliciosa',
  description: 'Swiss cheese plant.',
  image_url: '/api/placeholder-image?category=houseplant',
  image_urls: [],
  category: 'houseplant',
  care_level: 'intermediate',
  light_requirements: null,
  water_requirements: null,
  image_credit: null,
  popularity: 0,
};
const item = (overrides: Partial<WishlistItem> = {}): WishlistItem => ({
  id: '77777777-7777-4777-8777-777777777777',
  plant_id: monstera.id,
  notes: 'A variegated one',
  created_at: '2026-01-01T00:00:00.000Z',
  plants: {
    common_name: 'Monstera',
    scientific_name: 'Monstera deliciosa',
    image_url: monstera.image_url,
    care_level: 'intermediate',
    category: 'houseplant',
  },
  ...overrides,
});

type Handler = Parameters<typeof mockApi>[0];

function renderTab(isOwner: boolean, handler: Handler) {
  if (isOwner) {
    localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: owner.id, username: owner.username, email: owner.email, profile: owner }));
  }
  const fetchMock = mockApi((url, init) => {
    if (url.startsWith('/api/profiles/')) return { status: 200, body: owner };
    if (url === '/api/plants') return { status: 200, body: [monstera] };
    return handler(url, init);
  });
  renderRoutes([page('/', <WishlistTab userId={owner.id} isOwner={isOwner} />)], '/');
  return fetchMock;
}

const requests = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WishlistTab', () => {
  it("titles the owner's tab 'My Plant Wishlist' and reads the own list", async () => {
    const fetchMock = renderTab(true, (url) => (url === '/api/wishlist' ? { status: 200, body: [item()] } : undefined));
    expect(await screen.findByRole('heading', { name: /My Plant Wishlist/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Monstera' })).toBeInTheDocument();
    expect(screen.getByText('A variegated one')).toBeInTheDocument();
    expect(requests(fetchMock, 'GET').map(([url]) => url)).toContain('/api/wishlist');
  });

  it("shows the owner 'Near you now': each match with its owner, town and whole miles, linking to the plant", async () => {
    const match: WishlistMatch = {
      user_plant_id: '88888888-8888-4888-8888-888888888888',
      plant_id: monstera.id,
      common_name: 'Monstera',
      custom_name: 'Big swiss cheese',
      image_url: null,
      owner: { id: '99999999-9999-4999-8999-999999999999', username: 'alice' },
      town: 'Portland, Oregon',
      distance_miles: 6,
    };
    renderTab(true, (url) => {
      if (url === '/api/wishlist/matches') return { status: 200, body: [match] };
      if (url === '/api/wishlist') return { status: 200, body: [item()] };
      return undefined;
    });
    const section = await screen.findByRole('heading', { name: 'Near you now' });
    const link = within(section.closest('div') ?? document.body).getByRole('link', { name: /Big swiss cheese/ });
    expect(link).toHaveAttribute('href', `/plant/${match.user_plant_id}`);
    expect(link).toHaveTextContent('@alice');
    expect(link).toHaveTextContent('6 miles away');
  });

  it("writes 'Near you now' in kilometres for a member who chose them, made from the whole miles", async () => {
    const match: WishlistMatch = {
      user_plant_id: '88888888-8888-4888-8888-888888888888',
      plant_id: monstera.id,
      common_name: 'Monstera',
      custom_name: null,
      image_url: null,
      owner: { id: '99999999-9999-4999-8999-999999999999', username: 'alice' },
      town: 'Toronto, Ontario',
      distance_miles: 6,
    };
    renderTab(true, (url) => {
      if (url === '/api/account/units') return { status: 200, body: { distance_unit: 'km', place_unit: 'mi' } };
      if (url === '/api/wishlist/matches') return { status: 200, body: [match] };
      if (url === '/api/wishlist') return { status: 200, body: [item()] };
      return undefined;
    });
    const section = await screen.findByRole('heading', { name: 'Near you now' });
    const link = within(section.closest('div') ?? document.body).getByRole('link', { name: /Monstera/ });
    await waitFor(() => expect(link).toHaveTextContent('Toronto, Ontario, 10 km away'));
  });

  it("shows no 'Near you now' when nothing on the wishlist is up for swap nearby", async () => {
    renderTab(true, (url) => {
      if (url === '/api/wishlist/matches') return { status: 200, body: [] };
      if (url === '/api/wishlist') return { status: 200, body: [item()] };
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Monstera' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: /Looking for wishlist plants/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Near you now' })).not.toBeInTheDocument();
  });

  it("titles another member's tab 'Plant Wishlist', reads their list and offers no changes", async () => {
    renderTab(false, (url) => (url === `/api/wishlist/${owner.id}` ? { status: 200, body: [item()] } : undefined));
    expect(await screen.findByRole('heading', { name: 'Monstera' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Plant Wishlist/ })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("tells visitors when a member's wishlist is empty", async () => {
    renderTab(false, (url) => (url.startsWith('/api/wishlist/') ? { status: 200, body: [] } : undefined));
    expect(await screen.findByRole('heading', { name: 'No plants on this wishlist yet' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch wishlist' when the list cannot be loaded", async () => {
    renderTab(false, (url) => (url.startsWith('/api/wishlist/') ? { status: 404, body: { error: 'Profile not found' } } : undefined));
    expect(await screen.findByRole('heading', { name: 'Failed to fetch wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('adds a plant found by search, sending empty notes as absent', async () => {
    let list: WishlistItem[] = [];
    let sent: unknown;
    const user = userEvent.setup();
    renderTab(true, (url, init) => {
      if (url === '/api/wishlist' && init.method === 'POST') {
        sent = JSON.parse(String(init.body));
        list = [item({ notes: null })];
        return { status: 201, body: list[0] };
      }
      if (url === '/api/wishlist') return { status: 200, body: list };
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Plant to Wishlist' });
    const add = within(dialog).getByRole('button', { name: 'Add to Wishlist' });
    expect(add).toBeDisabled();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(within(dialog).getByRole('combobox', { name: 'Plant' }), 'm');
    // Well past the pause that sends a search: one letter still finds nothing.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    expect(within(dialog).queryByRole('option')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: 'Plant' }), 'o');
    await user.click(await within(dialog).findByRole('option', { name: /Monstera/ }));
    expect(add).toBeEnabled();
    await user.type(within(dialog).getByLabelText(/Notes/), '   ');
    await user.click(add);
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(sent).toEqual({ plant_id: monstera.id });
    expect(await screen.findByRole('heading', { name: 'Monstera' })).toBeInTheDocument();
  });

  it('shows the server sentence when the plant is already on the wishlist', async () => {
    const user = userEvent.setup();
    renderTab(true, (url, init) => {
      if (url === '/api/wishlist' && init.method === 'POST') return { status: 409, body: { error: ALREADY_ON_WISHLIST } };
      if (url === '/api/wishlist') return { status: 200, body: [item()] };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Add Plant' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'Plant' }), 'mon');
    await user.click(await within(dialog).findByRole('option', { name: /Monstera/ }));
    await user.type(within(dialog).getByLabelText(/Notes/), 'Any size');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Wishlist' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ALREADY_ON_WISHLIST);
  });

  it('edits notes inline, switching the row between view and edit mode', async () => {
    let current = item();
    const user = userEvent.setup();
    const fetchMock = renderTab(true, (url, init) => {
      if (init.method === 'PUT') {
        current = { ...current, notes: (JSON.parse(String(init.body)) as { notes: string | null }).notes };
        return { status: 200, body: current };
      }
      if (url === '/api/wishlist') return { status: 200, body: [current] };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Edit notes for Monstera' }));
    const notes = screen.getByLabelText('Notes for Monstera');
    await user.clear(notes);
    await user.type(notes, 'Thai Constellation please');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thai Constellation please')).toBeInTheDocument();
    expect(screen.queryByLabelText('Notes for Monstera')).not.toBeInTheDocument();
    const [url, init] = requests(fetchMock, 'PUT')[0] ?? [];
    expect(url).toBe(`/api/wishlist/${current.id}`);
    expect(JSON.parse(String(init?.body))).toEqual({ notes: 'Thai Constellation please' });
  });

  it('cancels a notes edit with Escape, keeping the old notes', async () => {
    const user = userEvent.setup();
    renderTab(true, (url) => (url === '/api/wishlist' ? { status: 200, body: [item()] } : undefined));
    await user.click(await screen.findByRole('button', { name: 'Edit notes for Monstera' }));
    await user.type(screen.getByLabelText('Notes for Monstera'), ' extra{Escape}');
    expect(screen.getByText('A variegated one')).toBeInTheDocument();
  });

  it('removes a row', async () => {
    let list = [item()];
    const user = userEvent.setup();
    const fetchMock = renderTab(true, (url, init) => {
      if (init.method === 'DELETE') {
        list = [];
        return { status: 204 };
      }
      if (url === '/api/wishlist') return { status: 200, body: list };
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Monstera from wishlist' }));
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(requests(fetchMock, 'DELETE')[0]?.[0]).toBe(`/api/wishlist/${item().id}`);
    await waitFor(() => expect(screen.getByText('Removed from wishlist')).toBeInTheDocument());
  });
});
