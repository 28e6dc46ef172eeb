import { EMAIL_ALREADY_VERIFIED, EMAIL_VERIFICATION_SENT, VERIFICATION_MAILS_LIMIT } from '@rootshare/contracts/auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_USER_KEY } from '@/lib/session-storage';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { EmailReminder } from './email-reminder';
import { BANNER_HIDDEN_KEY } from './verify-email-banner';

const unconfirmed = sampleProfile({ email_verified: false });

/** The reminder above a page, as the app's layout places it under the header. */
const layout = {
  element: (
    <>
      <EmailReminder />
      <Outlet />
    </>
  ),
  children: [page('/', <p>home page</p>)],
};

/** A member on `/`; the profile answers as the server would, confirmed once `confirm()` is called. */
function setUp(profile = unconfirmed, resend?: () => { status: number; body?: unknown; headers?: Record<string, string> }) {
  signInAs(profile);
  let current = profile;
  const fetchMock = mockApi((url, init) => {
    if (url === `/api/profiles/${profile.id}`) return { status: 200, body: current };
    if (url === '/api/auth/email/verification' && init.method === 'POST')
      return resend?.() ?? { status: 202, body: { message: EMAIL_VERIFICATION_SENT } };
    return undefined;
  });
  renderRoutes([layout], '/');
  return { fetchMock, user: userEvent.setup(), confirm: () => (current = { ...profile, email_verified: true }) };
}
const reminder = () => screen.findByRole('region', { name: 'Confirm your e-mail address' });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the reminder to confirm the e-mail address', () => {
  it('shows an unconfirmed member their address, and hides for the rest of the tab once dismissed', async () => {
    const { user } = setUp();
    const banner = await reminder();
    expect(banner).toHaveTextContent('Please confirm your e-mail address: open the link we sent to fern@example.test.');
    await user.click(within(banner).getByRole('button', { name: 'Hide this reminder' }));
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
    expect(sessionStorage.getItem(BANNER_HIDDEN_KEY)).toBe(unconfirmed.id);
  });

  it('stays hidden when the tab already dismissed it for this member', async () => {
    sessionStorage.setItem(BANNER_HIDDEN_KEY, unconfirmed.id);
    setUp();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull());
  });

  it('shows nothing to a member whose address is confirmed', async () => {
    setUp(sampleProfile());
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });

  it('resends the link and says so', async () => {
    const { user, fetchMock } = setUp();
    await user.click(within(await reminder()).getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(EMAIL_VERIFICATION_SENT);
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/email/verification')).toHaveLength(1);
  });

  it("says, when the hour's links are spent, after what time to try again", async () => {
    const { user } = setUp(unconfirmed, () => ({
      status: 429,
      headers: { 'retry-after': '600' },
      body: {
        error: `${VERIFICATION_MAILS_LIMIT} Try again in 10 minutes.`,
        details: { limit: VERIFICATION_MAILS_LIMIT, retry_after_seconds: 600 },
      },
    }));
    await user.click(within(await reminder()).getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^We send at most 3 confirmation links an hour\. Try again after \d{1,2}:\d{2}/,
    );
  });

  it('goes away without a reload when Resend finds the address confirmed already', async () => {
    const state = { confirm: () => undefined as unknown };
    const { user, confirm } = setUp(unconfirmed, () => {
      state.confirm();
      return { status: 409, body: { error: EMAIL_ALREADY_VERIFIED } };
    });
    state.confirm = confirm;
    await user.click(within(await reminder()).getByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull());
    expect(JSON.parse(localStorage.getItem(AUTH_USER_KEY) ?? '{}')).toMatchObject({ emailVerified: true });
  });

  it('goes away without a reload when another tab stores the member as confirmed', async () => {
    const { confirm } = setUp();
    await reminder();
    confirm();
    const stored = JSON.stringify({ id: unconfirmed.id, emailVerified: true, profile: { ...unconfirmed, email_verified: true } });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_USER_KEY, newValue: stored }));
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull());
  });
});
