import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { OutboxPage } from './outbox-page';

const admin = sampleProfile({ is_admin: true });
const MAIL_ID = '1700000000000-0123456789ab';
const resetMail = {
  id: MAIL_ID,
  to: 'ivy@example.test',
  subject: 'Reset your Rootshare password',
  created_at: new Date().toISOString(),
};

function renderOutbox(mode: 'smtp' | 'outbox', at = '/admin/outbox') {
  signInAs(admin);
  mockApi((url) => {
    if (url === `/api/profiles/${admin.id}`) return { status: 200, body: admin };
    if (url === '/api/admin/outbox') return { status: 200, body: { mode, mails: mode === 'outbox' ? [resetMail] : [] } };
    if (url === `/api/admin/outbox/${MAIL_ID}`)
      return { status: 200, body: { ...resetMail, text: 'Choose a new password: https://rootshare.test/auth/reset?token=abc', html: '' } };
    return undefined;
  });
  renderRoutes([page('/admin/outbox/:id?', <OutboxPage />)], at);
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('OutboxPage', () => {
  it('says that reset and confirmation links are kept here only because no SMTP server is configured', async () => {
    renderOutbox('outbox');
    expect(await screen.findByRole('link', { name: /Reset your Rootshare password/ })).toBeInTheDocument();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('No SMTP server is configured');
    expect(notice).toHaveTextContent('password-reset and address-confirmation links included');
    expect(notice).toHaveTextContent('pass it only to that member');
  });

  it('repeats the warning above a kept mail that holds a live link', async () => {
    renderOutbox('outbox', `/admin/outbox/${MAIL_ID}`);
    expect(await screen.findByRole('link', { name: /auth\/reset\?token=abc/ })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('opens the member');
  });

  it('shows no mail and says so when mail goes out through SMTP', async () => {
    renderOutbox('smtp');
    const empty = await screen.findByText('Mail goes out through SMTP');
    expect(within(empty.parentElement ?? document.body).getByText(/no password-reset or confirmation link/)).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
