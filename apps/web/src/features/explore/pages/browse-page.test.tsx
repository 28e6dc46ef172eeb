import type { ExploreItem, UserCard } from '@rootshare/contracts/explore';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, samplePlant, signInAs } from '@/test/render';
import { BrowsePage } from './browse-page';

const member = sampleProfile({ full_name: 'Fern Gully' });
let counter = 0;
function item(name: string, relevance = 1, distance = '3 mi'): ExploreItem {
  counter += 1;
  const plant = samplePlant(name, `${name} scientifica`);
  const owner = { id: `00000000-0000-4000-a000-${String(counter).padStart(12, '0')}`, username: `grower${counter}`, location: 'Portland, Oregon', avatar_url: null };
  return {
    userPlant: {
      id: `00000000-0000-4000-b000-${String(counter).padStart(12, '0')}`,
      user_id: owner.id,
      plant_id: plant.id,
      custom_name: null,
      size: null,
      age: null,
      swap_type: 'cutting',
      notes: null,
      available_for_swap: true,
      image_urls: [],
      thumbnail_urls: [],
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      plants: { ...plant },
      profiles: owner,
    },
    plant,
    profile: owner,
    distance: { distance: 3, formatted: distance },
    relevance_score: relevance,
  };
}

const gardener = (username: string): UserCard => ({
  id: `00000000-0000-4000-c000-${username.length.toString().padStart(12, '0')}`,
  username,
  full_name: null,
  bio: null,
  avatar_url: null,
  location: 'Chicago, Illinois',
  plant_count: 2,
  available_count: 1,
  created_at: '2026-01-01T00:00:00.000Z',
});

/** Answers explore with `items` (or per-URL), the summary, and users; records every explore URL asked for. */
function setUp(path: string, answer: (url: string) => ExploreItem[] = () => [], users: UserCard[] = []) {
  const asked: string[] = [];
  mockApi((url) => {
    if (url.startsWith('/api/profiles/')) return { status: 200, body: member };
    if (url.startsWith('/api/explore-v2/summary')) return { status: 200, body: { available: 12, nearby: 3, plant_parents: 7 } };
    if (url.startsWith('/api/explore-v2')) {
      asked.push(url);
      return { status: 200, body: { items: answer(url), nextCursor: null } };
    }
    if (url.startsWith('/api/users/')) return { status: 200, body: { users, nextCursor: null } };
    if (url.startsWith('/api/posts')) return { status: 200, body: { posts: [], nextCursor: null, total: 0 } };
    return undefined;
  });
  const utils = renderRoutes([page('/browse', <BrowsePage />)], path);
  return { ...utils, asked, user: userEvent.setup() };
}

const lastParams = (asked: string[]) => new URL(asked[asked.length - 1] ?? '', 'http://x').searchParams;

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('BrowsePage plants', () => {
  it('restores search, filters, sort and category from the address and sends them with the 10-mile radius', async () => {
    const { asked } = setUp('/browse?q=monstera&care=beginner&swap=seed&sort=newest&category=succulent&loc=97201');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(Object.fromEntries(lastParams(asked))).toEqual({ search: 'monstera', care_level: 'beginner', swap_type: 'seed', sort: 'newest', category: 'succulent', location: '97201', radius: '10' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('monstera');
    expect(screen.getByLabelText('Care level')).toHaveValue('beginner');
    expect(screen.getByRole('button', { name: 'Succulents' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the stat cards, and All Plants asks without a radius', async () => {
    const { asked, user, router } = setUp('/browse');
    expect(await screen.findByText('Plant Parents')).toBeInTheDocument();
    expect(await screen.findByText('12')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All Plants' }));
    await waitFor(() => expect(lastParams(asked).has('radius')).toBe(false));
    expect(router.state.location.search).toContain('area=all');
  });

  it("offers 'Expand Search to 30 miles' when nothing is local, then asks within 30 miles", async () => {
    const { asked, user } = setUp('/browse', (url) => (url.includes('radius=30') ? [item('Aloe')] : []));
    await user.click(await screen.findByRole('button', { name: 'Expand Search to 30 miles' }));
    expect(await screen.findByRole('heading', { name: 'Aloe' })).toBeInTheDocument();
    expect(lastParams(asked).get('radius')).toBe('30');
  });

  it("says 'No plants found' for All Plants with nothing listed", async () => {
    setUp('/browse?area=all');
    expect(await screen.findByRole('heading', { name: 'No plants found' })).toBeInTheDocument();
  });

  it('marks a relevance above 0.8 as Top Match and above 0.3 with its percentage, only while searching', async () => {
    setUp('/browse?q=pothos&area=all', () => [item('Golden Pothos', 0.92), item('Pothos Relative', 0.55), item('Far Fetched', 0.2)]);
    const cards = await screen.findAllByRole('listitem');
    expect(within(cards[0] as HTMLElement).getByText('Top Match')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('55% match')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).queryByText(/match/i)).not.toBeInTheDocument();
  });

  it('shows each plant with its distance, owner link and View Details link', async () => {
    const result = item('Snake Plant', 1, '< 1 mi');
    setUp('/browse', () => [result]);
    expect(await screen.findByText('< 1 mi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `@${result.profile.username} · Portland, Oregon` })).toHaveAttribute('href', `/profile/${result.profile.username}`);
    expect(screen.getByRole('link', { name: 'View details of Snake Plant' })).toHaveAttribute('href', `/plant/${result.userPlant.id}`);
  });

  it('clears every filter with Clear All', async () => {
    const { user, router } = setUp('/browse?care=expert&swap=seed&loc=chicago');
    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).not.toMatch(/care|swap|loc/));
  });

  it('asks a signed-out visitor to log in before contacting an owner', async () => {
    const { user } = setUp('/browse', () => [item('Basil')]);
    await user.click(await screen.findByRole('button', { name: /^Contact/ }));
    expect(await screen.findByText('Please log in to contact plant owners.')).toBeInTheDocument();
  });

  it('sends a member to the inbox with the owner when they press Contact', async () => {
    signInAs(member);
    const result = item('Basil');
    const { user, router } = setUp('/browse', () => [result]);
    await user.click(await screen.findByRole('button', { name: /^Contact/ }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/messages?recipient=${result.profile.id}`));
  });

  it("measures from the browser's position once allowed, and says so when it is refused", async () => {
    let allow = true;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          allow
            ? ok({ coords: { latitude: 45.5231, longitude: -122.6765 } } as GeolocationPosition)
            : fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError),
      },
    });
    const { asked, user } = setUp('/browse');
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(lastParams(asked).get('user_latitude')).toBe('45.52'));
    expect(lastParams(asked).get('user_longitude')).toBe('-122.68');
    await user.click(screen.getByRole('button', { name: 'Use my profile location' }));
    allow = false;
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Unable to get your location')).toBeInTheDocument();
  });
});

describe('BrowsePage people', () => {
  it('searches gardeners after typing stops and says how many match', async () => {
    const { user } = setUp('/browse?tab=users', () => [], [gardener('ivy')]);
    expect(await screen.findByRole('link', { name: 'Message ivy' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ivy');
    expect(await screen.findByRole('heading', { name: '1 gardener matches “ivy”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message ivy' })).toHaveAttribute('href', `/messages?recipient=${gardener('ivy').id}`);
  });

  it("says 'No users found' when nobody matches", async () => {
    setUp('/browse?tab=users&q=zz');
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
  });
});
