import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, samplePlant, signInAs } from '@/test/render';
import { HomePage } from './home-page';

const routes = [page('/', <HomePage />), page('/create-profile', <p>wizard page</p>)];
afterEach(() => vi.unstubAllGlobals());

const member = sampleProfile({ full_name: 'Fern Gully', location: 'Portland, Oregon' });
type Answer = { status: number; body: unknown };
const NOTHING_NEAR: Answer = { status: 200, body: { items: [], nextCursor: null } };

/** Signs `profile` in; the API answers its profile, and explore with `nearby`. Returns the explore URLs asked for. */
function signIn(profile: ReturnType<typeof sampleProfile>, nearby: () => Answer | Promise<Answer> = () => NOTHING_NEAR): string[] {
  signInAs(profile);
  const asked: string[] = [];
  mockApi((url) => {
    if (url.startsWith('/api/profiles/')) return { status: 200, body: profile };
    if (!url.startsWith('/api/explore-v2')) return undefined;
    asked.push(url);
    return nearby();
  });
  return asked;
}

function nearbyPlant(name: string, i: number) {
  const plant = samplePlant(name);
  const owner = { id: `00000000-0000-4000-a000-00000000000${i}`, username: `n${i}`, location: 'Gresham, Oregon', avatar_url: null };
  const created = '2026-01-01T00:00:00.000Z';
  const userPlant = {
    id: `00000000-0000-4000-b000-00000000000${i}`,
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
    created_at: created,
    updated_at: created,
    plants: plant,
    profiles: owner,
  };
  return { userPlant, plant, profile: owner, distance_miles: i + 2, relevance_score: 1 };
}

describe('HomePage', () => {
  it('shows visitors the landing hero with Get Started leading to /auth', async () => {
    mockApi(() => undefined);
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: /Share your roots/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/auth');
  });

  it('sends a member without a full name to /create-profile', async () => {
    signIn(sampleProfile());
    renderRoutes(routes, '/');
    expect(await screen.findByText('wizard page')).toBeInTheDocument();
  });

  it('shows a member the Share Your Knowledge, Plants Near You and Today cards', async () => {
    signIn(member);
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: /Welcome back, Fern/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Share Your Knowledge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Plants Near You/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('lists the three nearest plants within 25 miles on the Plants Near You card, each linking to its page', async () => {
    const nearby = ['Aloe', 'Basil', 'Jade'].map(nearbyPlant);
    const asked = signIn(member, () => ({ status: 200, body: { items: nearby, nextCursor: null } }));
    renderRoutes(routes, '/');
    const list = await screen.findByRole('list', { name: 'Plants near you' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(nearby.map((n) => `/plant/${n.userPlant.id}`));
    for (const [i, link] of within(list).getAllByRole('link').entries()) {
      expect(within(link).getByText(['Aloe', 'Basil', 'Jade'][i] ?? '')).toBeInTheDocument();
      expect(within(link).getByText(`${i + 2} mi`)).toBeInTheDocument();
    }
    expect(
      within(list)
        .getAllByRole('presentation')
        .map((img) => img.getAttribute('src')),
    ).toEqual(nearby.map((n) => n.plant.image_url));
    expect(new URL(asked[0] ?? '', 'http://x').searchParams.toString()).toBe('limit=3&radius=25&sort=nearest');
  });

  it('shows placeholders while the nearby plants load', async () => {
    signIn(member, () => new Promise(() => undefined));
    renderRoutes(routes, '/');
    expect(await screen.findByRole('status', { name: 'Loading plants near you' })).toBeInTheDocument();
  });

  it('says no plants are near yet and links to Browse when none are within 25 miles', async () => {
    signIn(member);
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'No plants near you yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all plants' })).toHaveAttribute('href', '/browse?area=all');
  });
});

describe('the home greeting', () => {
  afterEach(() => sessionStorage.clear());
  const newcomer = () => sampleProfile({ full_name: 'Fern Gully', created_at: new Date(Date.now() - 60 * 60 * 1000).toISOString() });

  it('welcomes a member who joined today to Rootshare, and keeps saying so while they stay in this tab', async () => {
    signIn(newcomer());
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Rootshare, Fern' })).toBeInTheDocument();
    cleanup();
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Rootshare, Fern' })).toBeInTheDocument();
  });

  it("says 'Welcome back' when the new member comes back in another tab or visit", async () => {
    signIn(newcomer());
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Rootshare, Fern' })).toBeInTheDocument();
    cleanup();
    sessionStorage.clear();
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Fern' })).toBeInTheDocument();
  });

  it('never greets a member whose account is older than a day as new, even on a browser that has not seen them', async () => {
    signIn(sampleProfile({ full_name: 'Fern Gully', created_at: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString() }));
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Fern' })).toBeInTheDocument();
  });
});
