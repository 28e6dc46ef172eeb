import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_CHANGED,
  EMAIL_LINK_EXPIRED,
  EMAIL_LINK_INVALID,
  EMAIL_LINK_USED,
  EMAIL_VERIFIED,
} from '@rootshare/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailReminder } from '../components/email-reminder';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { VerifyEmailPage } from './verify-email-page';

const unconfirmed = sampleProfile({ email_verified: false });
const layout = {
  element: (
    <>
      <EmailReminder />
      <Outlet />
    </>
  ),
  children: [page('/auth/verify', <VerifyEmailPage />), page('/', <p>home page</p>), page('/settings', <p>settings page</p>)],
};

type Answer = { status: number; body?: unknown };

/** The page at /auth/verify?token=…; `confirmAnswer` is the server's answer to the button's POST. */
function setUp(confirmAnswer: Answer, { signedIn = true, token = 'a-mailed-token' } = {}) {
  if (signedIn) signInAs(unconfirmed);
  let current = unconfirmed;
  const sent: unknown[] = [];
  mockApi((url, init) => {
    if (url === `/api/profiles/${unconfirmed.id}`) return { status: 200, body: current };
    if (url === '/api/auth/email/confirm' && init.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      if (confirmAnswer.status === 200) current = { ...unconfirmed, email_verified: true };
      return confirmAnswer;
    }
    return undefined;
  });
  renderRoutes([layout], token ? `/auth/verify?token=${token}` : '/auth/verify');
  return { sent, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('VerifyEmailPage', () => {
  it('spends the link only when the button is pressed, then the reminder goes away without a reload', async () => {
    const { sent, user } = setUp({ status: 200, body: { outcome: 'verified', message: EMAIL_VERIFIED } });
    expect(await screen.findByRole('region', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm my address' }));
    expect(await screen.findByRole('heading', { name: 'E-mail address confirmed' })).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'a-mailed-token' }]);
    expect(screen.getByRole('status')).toHaveTextContent(EMAIL_VERIFIED);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/create-profile');
  });

  it('says a changed address is in use, and offers sign-in to a visitor', async () => {
    const { user } = setUp({ status: 200, body: { outcome: 'changed', message: EMAIL_CHANGED } }, { signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Confirm my address' }));
    expect(await screen.findByRole('heading', { name: 'E-mail address changed' })).toBeInTheDocument();
    expect(screen.getAllByText(EMAIL_CHANGED).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?mode=signin');
  });

  it("says 'Already confirmed' when a used link of a confirmed address is opened again, with no error", async () => {
    const { user } = setUp({ status: 200, body: { outcome: 'already_verified', message: EMAIL_ALREADY_VERIFIED } });
    await user.click(await screen.findByRole('button', { name: 'Confirm my address' }));
    expect(await screen.findByRole('heading', { name: 'Already confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(EMAIL_ALREADY_VERIFIED);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('This link does not work')).toBeNull();
  });

  it('explains a used link and lets a signed-in, unconfirmed member ask for a new one', async () => {
    const { user } = setUp({ status: 410, body: { error: EMAIL_LINK_USED } });
    await user.click(await screen.findByRole('button', { name: 'Confirm my address' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EMAIL_LINK_USED);
    expect(within(alert).getByRole('button', { name: 'Resend link' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings#email');
  });

  it('explains an expired link to a visitor and asks them to sign in for a new one', async () => {
    const { user } = setUp({ status: 410, body: { error: EMAIL_LINK_EXPIRED } }, { signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Confirm my address' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(EMAIL_LINK_EXPIRED);
    expect(within(alert).getByRole('link', { name: 'Sign in to ask for a new link' })).toHaveAttribute('href', '/auth?mode=signin');
  });

  it('says at once that a link without its token is not valid, asking nothing of the server', async () => {
    const { sent } = setUp({ status: 200 }, { signedIn: false, token: '' });
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_LINK_INVALID);
    expect(screen.queryByRole('button', { name: 'Confirm my address' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
