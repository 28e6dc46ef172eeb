import type { SwapRequest, SwapTab, UserSwaps } from '@rootshare/contracts/swaps';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { fern, ivy, sampleSwap } from '@/test/swaps';
import { SwapsTab } from './swaps-tab';

const me = sampleProfile({ full_name: 'Fern Gully' });
const counts = { active: 2, pending: 1, completed: 0, total: 3 };
const swapWithId = (n: number, overrides: Partial<SwapRequest> = {}) =>
  sampleSwap({ id: `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`, ...overrides });

/** The Swaps tab for fern; `pages` answers GET /user-swaps per sub-tab and cursor. */
function renderTab(pages: (tab: SwapTab, cursor: string | null) => Omit<UserSwaps, 'counts'>) {
  signInAs(me);
  const fetchMock = mockApi((url) => {
    if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
    const match = /^\/api\/user-swaps\?status=(active|pending|completed)(?:&cursor=(.+))?$/.exec(url);
    if (match) return { status: 200, body: { ...pages(match[1] as SwapTab, match[2] ?? null), counts } };
    return undefined;
  });
  renderRoutes([page('/', <SwapsTab />)], '/');
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('SwapsTab', () => {
  it('shows Active, Pending and Completed with their counts and the total, starting on Active', async () => {
    renderTab((tab) => ({
      swaps:
        tab === 'active'
          ? [
              swapWithId(1, { status: 'accepted' }),
              swapWithId(2, { status: 'accepted', requester_id: fern.id, requester: fern, recipient_id: ivy.id, recipient: ivy }),
            ]
          : [],
      nextCursor: null,
    }));
    expect(await screen.findByRole('tab', { name: 'Active 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pending 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed 0' })).toBeInTheDocument();
    expect(screen.getByText('3 swaps in total')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('button', { name: 'Swap Request from ivy' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByRole('button', { name: 'Your Swap Request' })).toBeInTheDocument();
    expect(within(panel).getAllByText('In Progress')).toHaveLength(2);
  });

  it('lists the chosen sub-tab, expands a swap to act on it, and says when a sub-tab is empty', async () => {
    const fetchMock = renderTab((tab) => ({ swaps: tab === 'pending' ? [swapWithId(3)] : [], nextCursor: null }));
    const user = userEvent.setup();
    expect(await screen.findByText('No active swaps')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Pending 1' }));
    const card = await screen.findByRole('button', { name: 'Swap Request from ivy' });
    await user.click(card);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Completed 0' }));
    expect(await screen.findByText('No completed swaps')).toBeInTheDocument();
    // The cards show the list's copy: no request per swap.
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/swap-requests/'))).toBe(false);
  });

  it('loads the next page with Load more', async () => {
    renderTab((tab, cursor) =>
      tab !== 'active'
        ? { swaps: [], nextCursor: null }
        : cursor
          ? { swaps: [swapWithId(5, { status: 'accepted', message: 'second page' })], nextCursor: null }
          : { swaps: [swapWithId(4, { status: 'accepted' })], nextCursor: 'next' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findAllByRole('button', { name: 'Swap Request from ivy' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers to try again when the swaps cannot be loaded', async () => {
    signInAs(me);
    mockApi((url) =>
      url === `/api/profiles/${me.id}`
        ? { status: 200, body: me }
        : url.startsWith('/api/user-swaps')
          ? { status: 400, body: { error: 'Bad request' } }
          : undefined,
    );
    renderRoutes([page('/', <SwapsTab />)], '/');
    expect(await screen.findByText("Couldn't load your swaps.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
