import {
  EMAIL_CHANGE_CANCELLED,
  EMAIL_UNCHANGED,
  PASSWORD_INCORRECT,
  emailChangeRequested,
  type AccountEmail,
} from '@rootshare/contracts/account';
import { EMAIL_VERIFICATION_SENT } from '@rootshare/contracts/auth';
import { EMAIL_TAKEN_MESSAGE } from '@rootshare/contracts/profiles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { EmailSection } from './email-section';

const me = sampleProfile();
const NEW_ADDRESS = 'fern.new@example.org';
const EXPIRES = '2099-01-02T09:30:00.000Z';
const CONFIRMED: AccountEmail = { email: me.email, verified: true, pending: null };
const WAITING: AccountEmail = { ...CONFIRMED, pending: { email: NEW_ADDRESS, expires_at: EXPIRES } };

type Answer = { status: number; body?: unknown };

/** The section on /settings for a signed-in member; records what was sent. */
function setUp({ address = CONFIRMED as AccountEmail | Answer, change }: { address?: AccountEmail | Answer; change?: Answer } = {}) {
  signInAs(me);
  let current = 'status' in address ? null : address;
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  mockApi((url, init) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/profiles/')) return { status: 200, body: me };
    if (url.startsWith('/api/account/email') || url === '/api/auth/email/verification')
      sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/account/email' && method === 'GET') return current ? { status: 200, body: current } : (address as Answer);
    if (url === '/api/account/email' && method === 'POST') {
      if (change) return change;
      current = { ...CONFIRMED, pending: { email: NEW_ADDRESS, expires_at: EXPIRES } };
      return { status: 202, body: current };
    }
    if (url === '/api/account/email/pending' && method === 'DELETE') {
      current = CONFIRMED;
      return { status: 200, body: current };
    }
    if (url === '/api/auth/email/verification') return { status: 202, body: { message: EMAIL_VERIFICATION_SENT } };
    return undefined;
  });
  renderRoutes([page('/settings', <EmailSection username="fern" />)], '/settings');
  return { sent, user: userEvent.setup() };
}
const section = () => screen.findByRole('region', { name: 'E-mail address' });

async function askForChange(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  const form = screen.getByRole('form', { name: 'Change e-mail address' });
  await user.type(within(form).getByLabelText('New e-mail address'), email);
  await user.type(within(form).getByLabelText('Your password'), password);
  await user.click(within(form).getByRole('button', { name: 'Change e-mail address' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('EmailSection', () => {
  it('shows the own address, marked confirmed', async () => {
    setUp();
    const block = await section();
    expect(await within(block).findByText(me.email)).toBeInTheDocument();
    expect(within(block).getByText('Confirmed')).toBeInTheDocument();
    expect(within(block).queryByRole('button', { name: 'Resend link' })).toBeNull();
  });

  it('offers an unconfirmed address a new link', async () => {
    const { user, sent } = setUp({ address: { ...CONFIRMED, verified: false } });
    const block = await section();
    expect(await within(block).findByText('Not confirmed')).toBeInTheDocument();
    await user.click(within(block).getByRole('button', { name: 'Resend link' }));
    expect(await within(block).findByText(EMAIL_VERIFICATION_SENT)).toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'POST', url: '/api/auth/email/verification', body: undefined });
  });

  it('asks for a change with the new address and the password, then shows it waiting and says where the link went', async () => {
    const { user, sent } = setUp();
    await section();
    await askForChange(user, NEW_ADDRESS, 'my current password');
    expect(await screen.findByText(emailChangeRequested(NEW_ADDRESS))).toBeInTheDocument();
    expect(sent).toContainEqual({
      method: 'POST',
      url: '/api/account/email',
      body: { email: NEW_ADDRESS, password: 'my current password' },
    });
    expect(await screen.findByText(/Waiting for confirmation/)).toHaveTextContent(`Waiting for confirmation: ${NEW_ADDRESS}.`);
    expect(screen.getByLabelText('New e-mail address')).toHaveValue('');
    expect(screen.getByLabelText('Your password')).toHaveValue('');
  });

  it('shows a waiting change with when its link stops working, and cancels it', async () => {
    const { user, sent } = setUp({ address: WAITING });
    const waiting = await screen.findByText(/Waiting for confirmation/);
    expect(waiting.querySelector('time')).toHaveAttribute('datetime', EXPIRES);
    await user.click(screen.getByRole('button', { name: 'Cancel change' }));
    expect(await screen.findByText(EMAIL_CHANGE_CANCELLED)).toBeInTheDocument();
    expect(sent).toContainEqual({ method: 'DELETE', url: '/api/account/email/pending', body: undefined });
    await waitFor(() => expect(screen.queryByText(/Waiting for confirmation/)).toBeNull());
  });

  it('marks a wrong password on the password field', async () => {
    const { user } = setUp({ change: { status: 400, body: { error: PASSWORD_INCORRECT } } });
    await section();
    await askForChange(user, NEW_ADDRESS, 'not my password');
    const password = screen.getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(PASSWORD_INCORRECT));
    expect(password).toHaveFocus();
  });

  it('marks a taken address, and the address already in use, on the address field', async () => {
    const { user } = setUp({ change: { status: 409, body: { error: EMAIL_TAKEN_MESSAGE } } });
    await section();
    await askForChange(user, 'someone@example.org', 'my current password');
    await waitFor(() => expect(screen.getByLabelText('New e-mail address')).toHaveAccessibleDescription(EMAIL_TAKEN_MESSAGE));
  });

  it('checks the address and the password before sending anything', async () => {
    const { user, sent } = setUp({ change: { status: 400, body: { error: EMAIL_UNCHANGED } } });
    await section();
    const form = screen.getByRole('form', { name: 'Change e-mail address' });
    await user.type(within(form).getByLabelText('New e-mail address'), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Change e-mail address' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows a skeleton while loading, and Try again when the address cannot be loaded', async () => {
    setUp({ address: { status: 404, body: { error: 'Not found' } } });
    expect(await screen.findByRole('status', { name: 'Loading your e-mail address' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your e-mail address could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
