import {
  ACCOUNT_DELETED,
  CURRENT_PASSWORD_INCORRECT,
  PASSWORD_CHANGED,
  PASSWORD_INCORRECT,
  type AccountSession,
  type UnitSettings,
} from '@rootshare/contracts/account';
import { PASSWORDS_DO_NOT_MATCH } from '@rootshare/contracts/auth';
import type { BlockedMember } from '@rootshare/contracts/blocks';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@rootshare/contracts/notification-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/session-storage';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { UNITS_SAVED } from '@/features/account/components/units-section';
import { SettingsPage } from './settings-page';

const me = sampleProfile({ full_name: 'Fern Gully' });
const EXPIRES = '2099-01-01T00:00:00.000Z';

const session = (id: string, device: string, current = false): AccountSession => ({
  id,
  device,
  created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  expires_at: EXPIRES,
  current,
});
const THIS_LAPTOP = session('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Firefox on Windows', true);
const OLD_PHONE = session('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Safari on iPhone');
const TABLET = session('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'Chrome on Android');

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
interface Account {
  sessions?: AccountSession[] | { status: number };
  password?: Answer;
  exportFile?: Answer;
  remove?: Answer;
  blocked?: BlockedMember[];
  units?: UnitSettings;
}

/** A signed-in member on /settings; records the requests the page made. */
function setUp(account: Account = {}) {
  signInAs(me);
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  let live = account.sessions ?? [THIS_LAPTOP, OLD_PHONE, TABLET];
  let liveBlocked = account.blocked ?? [];
  let feed: { active: boolean; created_at: string | null } = { active: true, created_at: EXPIRES };
  let units: UnitSettings = account.units ?? { distance_unit: 'auto', place_unit: 'km' };
  const api = mockApi((url, init) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith('/api/profiles/')) return { status: 200, body: me };
    if (url === '/api/account/email') return { status: 200, body: { email: me.email, verified: true, pending: null } };
    if (url === '/api/account/units') {
      if (method === 'PUT') units = { ...units, ...(JSON.parse(String(init.body)) as Pick<UnitSettings, 'distance_unit'>) };
      return { status: 200, body: units };
    }
    if (!Array.isArray(live)) {
      if (url === '/api/account/sessions') return { status: live.status, body: { error: 'Unavailable' } };
    } else if (url === '/api/account/sessions') {
      return { status: 200, body: { sessions: live } };
    } else if (url.startsWith('/api/account/sessions/') && method === 'DELETE') {
      live = live.filter((s) => !url.endsWith(s.id));
      return { status: 204 };
    } else if (url === '/api/account/sessions/revoke-others') {
      const ended = live.filter((s) => !s.current).length;
      live = live.filter((s) => s.current);
      return { status: 200, body: { ended_sessions: ended } };
    }
    if (url === '/api/blocks') return { status: 200, body: { blocked: liveBlocked } };
    if (url === '/api/notification-settings') return { status: 200, body: DEFAULT_NOTIFICATION_SETTINGS };
    if (url === '/api/account/federation')
      return { status: 200, body: { federates: false, available: true, handle: '@fern@rootshare.example' } };
    if (url.startsWith('/api/blocks/') && method === 'DELETE') {
      liveBlocked = liveBlocked.filter((b) => !url.endsWith(b.id));
      return { status: 204 };
    }
    if (url === '/api/calendar-feed') return { status: 200, body: feed };
    if (url === '/api/account/password') {
      // As the server does: a new password deletes the calendar feed's address.
      if (!account.password) feed = { active: false, created_at: null };
      return account.password ?? { status: 200, body: { ended_sessions: 2 } };
    }
    if (url === '/api/account/export') return account.exportFile;
    if (url === '/api/account/delete') return account.remove ?? { status: 204 };
    return undefined;
  });
  const rendered = renderRoutes([page('/settings', <SettingsPage />), page('/', <p>home</p>)], '/settings');
  return { ...rendered, api, calls, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SettingsPage', () => {
  it('asks a visitor to sign in, and to come back to Settings after', async () => {
    mockApi(() => undefined);
    renderRoutes([page('/settings', <SettingsPage />)], '/settings');
    expect(await screen.findByText('Please sign in to manage your account settings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?mode=signin&next=%2Fsettings');
  });

  it('shows the sections in order, notifications and blocked members before the data sections', async () => {
    setUp();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'E-mail address',
      'Password',
      'Active sessions',
      'Language',
      'Distances',
      'Search engines',
      'Other servers',
      'Notifications',
      'Notifications on this device',
      'Calendar feed',
      'Blocked members',
      'Download your data',
      'Delete account',
    ]);
  });

  describe('blocked members', () => {
    const IVY: BlockedMember = {
      id: '55555555-5555-4555-8555-555555555555',
      username: 'ivy',
      avatar_url: null,
      blocked_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    };
    const ROSE: BlockedMember = {
      id: '66666666-6666-4666-8666-666666666666',
      username: 'rose',
      avatar_url: null,
      blocked_at: new Date(Date.now() - 5 * 86_400_000).toISOString(),
    };

    it('lists the members you blocked, each linking to their profile, and unblocks one', async () => {
      const { calls, user } = setUp({ blocked: [IVY, ROSE] });
      const list = await screen.findByRole('list', { name: 'Blocked members' });
      const rows = within(list).getAllByRole('listitem');
      expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Blocked 2d ago', 'Blocked 5d ago']);
      expect(within(list).getByRole('link', { name: 'ivy' })).toHaveAttribute('href', '/profile/ivy');
      await user.click(within(list).getByRole('button', { name: 'Unblock ivy' }));
      expect(await screen.findByText('You unblocked ivy')).toBeInTheDocument();
      expect(calls).toContainEqual({ method: 'DELETE', url: `/api/blocks/${IVY.id}`, body: undefined });
      await waitFor(() => expect(within(list).queryByText('ivy')).toBeNull());
      expect(within(list).getByText('rose')).toBeInTheDocument();
    });

    it('says how to block someone when nobody is blocked', async () => {
      setUp();
      expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
      expect(screen.getByText(/open the ⋯ menu on their profile or in your chat with them/)).toBeInTheDocument();
    });
  });

  describe('distances', () => {
    it("offers Automatic, Kilometres and Miles, says what Automatic means for the member's place, and saves a choice at once", async () => {
      const { calls, user } = setUp({ units: { distance_unit: 'auto', place_unit: 'km' } });
      const group = await screen.findByRole('radiogroup', { name: 'Distance unit' });
      expect(within(group).getByRole('radio', { name: 'Automatic' })).toBeChecked();
      expect(screen.getByText('Automatic uses kilometres, as the country of your place does.')).toBeInTheDocument();
      await user.click(within(group).getByRole('radio', { name: 'Miles' }));
      expect(await screen.findByText(UNITS_SAVED)).toBeInTheDocument();
      expect(within(group).getByRole('radio', { name: 'Miles' })).toBeChecked();
      expect(calls.filter((c) => c.url === '/api/account/units' && c.method === 'PUT').map((c) => c.body)).toEqual([
        { distance_unit: 'mi' },
      ]);
    });

    it("falls back to the browser's language for Automatic until the member chooses a place", async () => {
      setUp({ units: { distance_unit: 'km', place_unit: null } });
      expect(await screen.findByRole('radio', { name: 'Kilometres' })).toBeChecked();
      // The tests' browser is British (vitest.setup.ts): miles.
      expect(screen.getByText("Automatic uses miles, from your browser's language, until you choose a place.")).toBeInTheDocument();
    });
  });

  describe('active sessions', () => {
    it('lists signed-in devices with this one marked and signs out another one', async () => {
      const { calls, user } = setUp();
      const list = await screen.findByRole('list', { name: 'Signed-in devices' });
      const rows = within(list).getAllByRole('listitem');
      expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
        'Firefox on WindowsThis device',
        'Safari on iPhone',
        'Chrome on Android',
      ]);
      expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
      await user.click(within(list).getByRole('button', { name: 'Sign out Safari on iPhone, signed in 3d ago' }));
      expect(await screen.findByText('Signed out of that device')).toBeInTheDocument();
      expect(calls).toContainEqual({ method: 'DELETE', url: `/api/account/sessions/${OLD_PHONE.id}`, body: undefined });
      await waitFor(() => expect(within(list).queryByText('Safari on iPhone')).toBeNull());
    });

    it('signs out of every other session at once', async () => {
      const { calls, user } = setUp();
      await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
      expect(await screen.findByText('Signed out of 2 other sessions')).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/account/sessions/revoke-others')).toBe(true);
      expect(await screen.findByText('You are not signed in anywhere else.')).toBeInTheDocument();
    });

    it('shows a skeleton while loading, and Try again when the list fails', async () => {
      setUp({ sessions: { status: 400 } });
      expect(screen.getByRole('status', { name: 'Loading settings' })).toBeInTheDocument();
      expect(await screen.findByRole('alert')).toHaveTextContent('Your sessions could not be loaded.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  });

  describe('password', () => {
    const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) => {
      await user.type(await screen.findByLabelText('Current password'), current);
      await user.type(screen.getByLabelText('New password'), next);
      await user.type(screen.getByLabelText('Confirm new password'), confirm);
      await user.click(screen.getByRole('button', { name: 'Change password' }));
    };

    it('refuses a confirmation that does not match, and a short password, without asking the server', async () => {
      const { calls, user } = setUp();
      await fill(user, 'old password', 'a new passphrase', 'another passphrase');
      expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
      await user.clear(screen.getByLabelText('New password'));
      await user.type(screen.getByLabelText('New password'), 'short');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
      expect(calls.some((c) => c.url === '/api/account/password')).toBe(false);
    });

    it('shows a wrong current password on its field and keeps the member signed in', async () => {
      const { user } = setUp({ password: { status: 400, body: { error: CURRENT_PASSWORD_INCORRECT } } });
      await fill(user, 'wrong password', 'a new passphrase', 'a new passphrase');
      const field = screen.getByLabelText('Current password');
      expect(await screen.findByText(CURRENT_PASSWORD_INCORRECT)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).not.toBeNull();
    });

    it('changes the password, says so and clears the form', async () => {
      const { calls, user } = setUp();
      await fill(user, 'old password', 'a new passphrase', 'a new passphrase');
      expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
      expect(calls.find((c) => c.url === '/api/account/password')?.body).toEqual({
        current_password: 'old password',
        new_password: 'a new passphrase',
      });
      await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
    });
    it('shows the calendar address gone once the password is changed, as the server deleted it', async () => {
      const { user } = setUp();
      expect(await screen.findByText(/You have a calendar address/)).toBeInTheDocument();
      await fill(user, 'old password', 'a new passphrase', 'a new passphrase');
      expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
      expect(await screen.findByText('You have no calendar address yet.')).toBeInTheDocument();
    });
  });

  it('downloads the export under the name the server gives it', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const fileName = 'rootshare-export-fern-2026-01-01.json';
    const { user } = setUp({
      exportFile: {
        status: 200,
        body: { format: 'rootshare-export/1' },
        headers: { 'content-disposition': `attachment; filename="${fileName}"` },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download your data' }));
    expect(await screen.findByText('Your data is downloading')).toBeInTheDocument();
    expect(clicked).toEqual([fileName]);
    expect(createObjectURL).toHaveBeenCalledOnce();
  });

  it('says when the export fails', async () => {
    const { user } = setUp({ exportFile: { status: 429, body: { error: 'Too many attempts. Please wait and try again.' } } });
    await user.click(await screen.findByRole('button', { name: 'Download your data' }));
    expect(await screen.findByText('Could not prepare your data')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please wait and try again.')).toBeInTheDocument();
  });

  describe('deleting the account', () => {
    const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.click(await screen.findByRole('button', { name: 'Delete account…' }));
      return screen.findByRole('dialog', { name: 'Delete your account?' });
    };

    it('asks for the username typed out before anything is sent', async () => {
      const { calls, user } = setUp();
      const dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText('Password'), 'my password');
      await user.type(within(dialog).getByLabelText('Type fern to confirm'), 'fernx');
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(await within(dialog).findByText('Type your username exactly as shown to confirm')).toBeInTheDocument();
      expect(calls.some((c) => c.url === '/api/account/delete')).toBe(false);
    });

    it('forgets what was typed when the dialog is cancelled', async () => {
      const { user } = setUp();
      let dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText('Password'), 'my password');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      dialog = await openDialog(user);
      expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    });

    it('shows a wrong password on its field', async () => {
      const { user } = setUp({ remove: { status: 400, body: { error: PASSWORD_INCORRECT } } });
      const dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText('Password'), 'wrong password');
      await user.type(within(dialog).getByLabelText('Type fern to confirm'), 'fern');
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(await within(dialog).findByText(PASSWORD_INCORRECT)).toBeInTheDocument();
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).not.toBeNull();
    });

    it('deletes the account, forgets the session and goes home', async () => {
      const { calls, router, user } = setUp();
      const dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText('Password'), 'my password');
      await user.type(within(dialog).getByLabelText('Type fern to confirm'), 'fern');
      await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(await screen.findByText(ACCOUNT_DELETED)).toBeInTheDocument();
      expect(calls.find((c) => c.url === '/api/account/delete')?.body).toEqual({ password: 'my password' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
      expect(screen.getByText('home')).toBeInTheDocument();
    });
  });
});
