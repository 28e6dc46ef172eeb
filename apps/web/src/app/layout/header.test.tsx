import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/session-storage';
import { liveToken, loadedMenuButton, mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { Header } from './header';

// The menus load on demand; loaded once here, so that a slow first transform is not taken for the app's wait.
beforeAll(() => import('./member-menus'));
afterEach(() => vi.unstubAllGlobals());

describe('Header', () => {
  it('offers Sign In and Register in a menu to visitors', async () => {
    mockApi(() => undefined);
    const { router } = renderRoutes([page('/', <Header />)], '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Register' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/auth?mode=register');
  });

  it('shows members Browse, Messages, Profile, notifications, the create menu and sign-out', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
    localStorage.setItem(
      AUTH_USER_KEY,
      JSON.stringify({
        id: sampleProfile().id,
        username: 'fern',
        email: 'fern@example.test',
        profile: sampleProfile({ full_name: 'Fern' }),
      }),
    );
    mockApi((url) => (url.startsWith('/api/profiles/') ? { status: 200, body: sampleProfile({ full_name: 'Fern' }) } : undefined));
    renderRoutes([page('/', <Header />)], '/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of ['Browse', 'Messages', 'Profile']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getAllByRole('button', { name: 'Notifications' }).length).toBeGreaterThan(0);
    const user = userEvent.setup();
    await user.click(await loadedMenuButton('Create'));
    for (const name of ['Create Reel', 'Share Photo', 'Write Blog Post'])
      expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
  });

  it("shows members their unread messages on Messages, capped at '99+', in the bar and the mobile menu", async () => {
    signInAs(sampleProfile({ full_name: 'Fern' }));
    let unread = 3;
    mockApi((url) => {
      if (url.startsWith('/api/profiles/')) return { status: 200, body: sampleProfile({ full_name: 'Fern' }) };
      if (url === '/api/messages/unread-count') return { status: 200, body: { unreadCount: unread } };
      return undefined;
    });
    const { unmount } = renderRoutes([page('/', <Header />)], '/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Messages, 3 unread' })).toHaveTextContent('3');
    unmount();
    unread = 150;
    renderRoutes([page('/', <Header />)], '/');
    const capped = await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', {
      name: 'Messages, 99+ unread',
    });
    expect(capped).toHaveTextContent('99+');
    const user = userEvent.setup();
    await user.click(await loadedMenuButton('Open menu, 99+ unread messages'));
    expect(await within(screen.getByRole('dialog')).findByRole('link', { name: 'Messages, 99+ unread' })).toBeInTheDocument();
  });

  it('leads members to Settings from the bar and from the mobile menu', async () => {
    signInAs(sampleProfile({ full_name: 'Fern' }));
    mockApi((url) => (url.startsWith('/api/profiles/') ? { status: 200, body: sampleProfile({ full_name: 'Fern' }) } : undefined));
    const { router } = renderRoutes([page('/', <Header />)], '/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    const user = userEvent.setup();
    await user.click(await loadedMenuButton('Open menu'));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('asks for the unread count only for a signed-in member', async () => {
    const api = mockApi(() => undefined);
    renderRoutes([page('/', <Header />)], '/');
    await screen.findByRole('button', { name: 'Account' });
    expect(api.mock.calls.some(([url]) => String(url).includes('unread-count'))).toBe(false);
  });
});
