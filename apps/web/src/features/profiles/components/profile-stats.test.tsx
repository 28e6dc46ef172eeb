import type { ProfileStats as Stats } from '@rootshare/contracts/profiles';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer, mockApi, page, renderRoutes, sampleProfile } from '@/test/render';
import { ProfilePage } from '../pages/profile-page';
import { ProfileStats } from './profile-stats';

const member = sampleProfile({ full_name: 'Fern Gully' });
const STATS_URL = `/api/profiles/${member.id}/stats`;

const stats = (overrides: Partial<Stats> = {}): Stats => ({
  plants: 5,
  available: 2,
  posts: 3,
  garden_photos: 1,
  swaps_completed: 0,
  rating: { average: null, count: 0 },
  reply_speed: null,
  ...overrides,
});

type Answer = { status: number; body?: unknown };

/** The member's profile page, signed out, with the stats answered by `answerStats`. */
function renderProfile(answerStats: () => Answer | Promise<Answer>) {
  const fetchMock = mockApi((url) => {
    if (url === STATS_URL) return answerStats();
    if (url === `/api/profiles/${member.id}`) return { status: 200, body: member };
    if (url === `/api/user-plants?user_id=${member.id}`) return { status: 200, body: [] };
    return undefined;
  });
  renderRoutes([page('/profile/:userId', <ProfilePage />)], `/profile/${member.id}`);
  return fetchMock;
}

/** The value shown on the stat tile with this label. */
function statValue(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement ?? term).getByRole('definition');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfileStats', () => {
  it('shows Plants, Available and Swaps from the profile stats', async () => {
    renderProfile(() => ({ status: 200, body: stats({ plants: 5, available: 2, swaps_completed: 0 }) }));
    await waitFor(() => expect(statValue('Plants')).toHaveTextContent('5'));
    expect(statValue('Swaps')).toHaveTextContent('0');
  });

  it('Available counts the swappable plants, not the whole collection', async () => {
    renderProfile(() => ({ status: 200, body: stats({ plants: 7, available: 4 }) }));
    await waitFor(() => expect(statValue('Available')).toHaveTextContent('4'));
    expect(statValue('Plants')).toHaveTextContent('7');
  });

  it.each([
    ['hour', 'Usually replies within an hour'],
    ['hours', 'Usually replies within a few hours'],
    ['day', 'Usually replies within a day'],
    ['days', 'Usually replies within a few days'],
  ] as const)("says how quickly the member usually replies when their speed is '%s'", async (speed, sentence) => {
    renderProfile(() => ({ status: 200, body: stats({ reply_speed: speed }) }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });

  it('says nothing about reply speed before the member has answered enough messages', async () => {
    renderProfile(() => ({ status: 200, body: stats({ plants: 4, reply_speed: null }) }));
    await waitFor(() => expect(statValue('Plants')).toHaveTextContent('4'));
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
  });

  it('Rating shows No reviews when there are none', async () => {
    renderProfile(() => ({ status: 200, body: stats({ rating: { average: null, count: 0 } }) }));
    await waitFor(() => expect(statValue('Rating')).toHaveTextContent('No reviews'));
  });

  it('Rating shows the average to one decimal with a star', async () => {
    renderProfile(() => ({ status: 200, body: stats({ rating: { average: 4.66, count: 3 } }) }));
    await waitFor(() => expect(statValue('Rating')).toHaveTextContent('4.7 out of 5'));
    expect(statValue('Rating').querySelector('svg')).not.toBeNull();
  });

  it('shows skeleton tiles while the stats load, then the counts', async () => {
    const { pending, release: answer } = heldAnswer<Answer>();
    renderProfile(pending);
    expect(await screen.findByText('Loading stats')).toHaveAttribute('role', 'status');
    expect(statValue('Plants')).toHaveTextContent('');
    answer({ status: 200, body: stats({ plants: 9 }) });
    await waitFor(() => expect(statValue('Plants')).toHaveTextContent('9'));
    expect(screen.queryByText('Loading stats')).not.toBeInTheDocument();
  });

  it('offers to try again when the stats cannot be loaded', async () => {
    let fail = true;
    // A 4xx answer is not retried by the query client, so the error shows at once.
    renderProfile(() => (fail ? { status: 404, body: { error: 'Profile not found' } } : { status: 200, body: stats({ plants: 2 }) }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.setup().click(retry);
    await waitFor(() => expect(statValue('Plants')).toHaveTextContent('2'));
  });

  it('refreshes the counts after a change elsewhere succeeds', async () => {
    let plants = 1;
    const fetchMock = mockApi((url) => (url === STATS_URL ? { status: 200, body: stats({ plants }) } : undefined));
    function AddPlantButton() {
      const addPlant = useMutation({ mutationFn: async () => void (plants += 1) });
      return (
        <button type="button" onClick={() => addPlant.mutate()}>
          Add plant
        </button>
      );
    }
    renderRoutes(
      [
        page(
          '/',
          <>
            <ProfileStats profileId={member.id} />
            <AddPlantButton />
          </>,
        ),
      ],
      '/',
    );
    await waitFor(() => expect(statValue('Plants')).toHaveTextContent('1'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add plant' }));
    await waitFor(() => expect(statValue('Plants')).toHaveTextContent('2'));
    expect(fetchMock.mock.calls.filter(([url]) => url === STATS_URL)).toHaveLength(2);
  });
});
