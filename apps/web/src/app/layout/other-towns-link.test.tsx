import { screen, waitFor, within } from '@testing-library/react';
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

/** The header for a member, on a server that federates or not. */
function renderHeaderOn({ available }: { available: boolean }) {
  const profile = sampleProfile({ full_name: 'Fern' });
  signInAs(profile);
  const fetchMock = mockApi((url) => {
    if (url === `/api/profiles/${profile.id}`) return { status: 200, body: profile };
    if (url === '/api/account/federation') return { status: 200, body: { federates: false, available, handle: null } };
    return undefined;
  });
  renderRoutes([page('/', <Header />)], '/');
  return fetchMock;
}

describe('the Other towns link', () => {
  it('leads members of a federating server to /other-towns from the bar and from the phone menu', async () => {
    renderHeaderOn({ available: true });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Other towns' })).toHaveAttribute('href', '/other-towns');
    await userEvent.setup().click(await loadedMenuButton('Open menu'));
    expect(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Other towns' })).toHaveAttribute('href', '/other-towns');
  });

  it('is not there when the server does not federate', async () => {
    const fetchMock = renderHeaderOn({ available: false });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/account/federation'));
    expect(within(nav).getByRole('link', { name: 'Browse' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Other towns' })).not.toBeInTheDocument();
  });
});
