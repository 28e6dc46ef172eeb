import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { townListing as listing } from '@/test/federation';
import { heldAnswer, mockApi, page, renderRoutes } from '@/test/render';
import { TownStrip } from './town-strip';

type Answer = { status: number; body?: unknown };

function setUp(answer: () => Answer | Promise<Answer>) {
  const fetchMock = mockApi((url) => (url.startsWith('/api/federation/towns/items?') ? answer() : undefined));
  renderRoutes(
    [page('/browse', <TownStrip query={{ kind: 'listing', radius: 25, user_latitude: 45.5, user_longitude: -122.7 }} />)],
    '/browse',
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the strip of what neighbouring towns sent', () => {
  it('marks each listing with its home town, links to its page there in a new tab, and shows its photo through this server', async () => {
    const fetchMock = setUp(() => ({ status: 200, body: { items: [listing] } }));
    const list = await screen.findByRole('list', { name: 'From neighbouring towns' });
    const link = within(list).getByRole('link', { name: 'Variegated pothos, from salem.example (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://salem.example/plant/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(list).getByText('From salem.example')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'A monstera cutting in a jar' })).toHaveAttribute(
      'src',
      '/api/federation/media?url=https%3A%2F%2Fsalem.example%2Fmonstera.jpg',
    );
    expect(within(list).getByText(/12 mi/)).toBeInTheDocument();
    const asked = new URL(String(fetchMock.mock.calls.find(([url]) => String(url).includes('/towns/items'))?.[0]), 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      kind: 'listing',
      radius: '25',
      user_latitude: '45.5',
      user_longitude: '-122.7',
    });
  });

  it('shows nothing while loading, nor when no town sent anything near', async () => {
    const held = heldAnswer<Answer>();
    const fetchMock = setUp(held.pending);
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/towns/items'))).toBe(true));
    expect(screen.queryByRole('heading', { name: 'From neighbouring towns' })).not.toBeInTheDocument();
    held.release({ status: 200, body: { items: [] } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'From neighbouring towns' })).not.toBeInTheDocument();
  });
});
