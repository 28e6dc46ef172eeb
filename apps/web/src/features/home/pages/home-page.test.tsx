import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/session-storage';
import { liveToken, mockApi, page, renderRoutes, sampleProfile, samplePlant } from '@/test/render';
import { HomePage } from './home-page';

const routes = [page('/', <HomePage />), page('/create-profile', <p>wizard page</p>)];
const signInAs = (profile: ReturnType<typeof sampleProfile>) => {
  localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: profile.id, username: profile.username, email: profile.email, profile }));
  mockApi((url) => (url.startsWith('/api/profiles/') ? { status: 200, body: profile } : undefined));
};
afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('shows visitors the landing hero with Get Started leading to /auth', async () => {
    mockApi(() => undefined);
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: /Share your roots/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/auth');
  });

  it('sends a member without a full name to /create-profile', async () => {
    signInAs(sampleProfile());
    renderRoutes(routes, '/');
    expect(await screen.findByText('wizard page')).toBeInTheDocument();
  });

  it('shows a member the Share Your Knowledge, Plants Near You and coming-soon cards', async () => {
    signInAs(sampleProfile({ full_name: 'Fern Gully' }));
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: /Welcome back, Fern/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Share Your Knowledge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Plants Near You/ })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });
  it('lists the three nearest plants within 25 miles on the Plants Near You card', async () => {
    const profile = sampleProfile({ full_name: 'Fern Gully', location: 'Portland, Oregon' });
    localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: profile.id, username: profile.username, email: profile.email, profile }));
    const asked: string[] = [];
    const nearby = ['Aloe', 'Basil', 'Jade'].map((name, i) => {
      const plant = samplePlant(name);
      const owner = { id: `00000000-0000-4000-a000-00000000000${i}`, username: `n${i}`, location: 'Gresham, Oregon', avatar_url: null };
      const userPlant = { id: `00000000-0000-4000-b000-00000000000${i}`, user_id: owner.id, plant_id: plant.id, custom_name: null, size: null, age: null, swap_type: 'cutting', notes: null, available_for_swap: true, image_urls: [], thumbnail_urls: [], created_at: profile.created_at, updated_at: profile.created_at, plants: plant, profiles: owner };
      return { userPlant, plant, profile: owner, distance: { distance: i + 2, formatted: `${i + 2} mi` }, relevance_score: 1 };
    });
    mockApi((url) => {
      if (url.startsWith('/api/profiles/')) return { status: 200, body: profile };
      if (url.startsWith('/api/explore-v2')) {
        asked.push(url);
        return { status: 200, body: { items: nearby, nextCursor: null } };
      }
      return undefined;
    });
    renderRoutes(routes, '/');
    const list = await screen.findByRole('list', { name: 'Plants near you' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(nearby.map((n) => `/plant/${n.userPlant.id}`));
    expect(within(list).getByText('2 mi')).toBeInTheDocument();
    expect(new URL(asked[0] ?? '', 'http://x').searchParams.toString()).toBe('limit=3&radius=25&sort=nearest');
  });
});
