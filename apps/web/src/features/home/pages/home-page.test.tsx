import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/session-storage';
import { liveToken, mockApi, page, renderRoutes, sampleProfile } from '@/test/render';
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
});
