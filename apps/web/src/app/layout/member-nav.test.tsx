import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { Header } from './header';

// Its own file: the first page settles once per visit (module state), and these tests need a page
// that has not settled yet.

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const me = sampleProfile({ full_name: 'Fern' });

/** The header for a stored member whose session check has not answered (and will not, here). */
function renderWhileTheSessionIsChecked() {
  signInAs(me);
  const api = mockApi((url) => (url === `/api/profiles/${me.id}` ? new Promise(() => undefined) : undefined));
  renderRoutes([page('/', <Header />)], '/');
  return api;
}

describe("a stored member's header", () => {
  it('draws Browse, Messages, Profile, the bell, Create and the phone menu before the session check answers', async () => {
    const api = renderWhileTheSessionIsChecked();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of ['Browse', 'Messages', 'Profile', 'Settings']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByText('Account')).not.toBeInTheDocument();
    // The badges' counts wait for the page.
    expect(api.mock.calls.some(([url]) => String(url).includes('unread-count'))).toBe(false);
  });

  it('opens the Create menu pressed before the page has settled, as its code arrives', async () => {
    renderWhileTheSessionIsChecked();
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('menuitem', { name: 'Create Reel' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it("opens the phone's menu pressed before the page has settled", async () => {
    renderWhileTheSessionIsChecked();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(within(sheet).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  });
});
