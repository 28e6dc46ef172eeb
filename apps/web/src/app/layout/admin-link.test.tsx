import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadedMenuButton, mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { Header } from './header';

// The menus load on demand; loaded once here, so that a slow first transform is not taken for the app's wait.
beforeAll(() => import('./member-menus'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderHeaderFor(profile: ReturnType<typeof sampleProfile>) {
  signInAs(profile);
  mockApi((url) => (url === `/api/profiles/${profile.id}` ? { status: 200, body: profile } : undefined));
  renderRoutes([page('/', <Header />)], '/');
}

describe('the Admin link', () => {
  it('leads admins to /admin from the bar and from the mobile menu', async () => {
    renderHeaderFor(sampleProfile({ full_name: 'Fern', is_admin: true }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    const user = userEvent.setup();
    await user.click(await loadedMenuButton('Open menu'));
    expect(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('is not there for other members', async () => {
    renderHeaderFor(sampleProfile({ full_name: 'Fern', is_admin: false }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Browse' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
