import { UNSUBSCRIBE_LINK_INVALID, type UnsubscribeState } from '@rootshare/contracts/notification-settings';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes } from '@/test/render';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = '11111111-1111-4111-8111-111111111111.swap_requests~c2lnbmF0dXJl';

/** The page for a link, answering the server's side from `state` (null: a token the server did not make). */
function setUp(state: UnsubscribeState | null, path = `/unsubscribe?token=${encodeURIComponent(TOKEN)}`) {
  let current = state;
  const calls: string[] = [];
  mockApi((url, init) => {
    if (!url.startsWith('/api/unsubscribe')) return undefined;
    calls.push(`${init.method ?? 'GET'} ${url}`);
    if (!current) return { status: 400, body: { error: UNSUBSCRIBE_LINK_INVALID } };
    if (init.method === 'POST') current = { ...current, unsubscribed: true };
    return { status: 200, body: current };
  });
  renderRoutes([page('/unsubscribe', <UnsubscribePage />), page('/settings', <p>settings</p>)], path);
  return { calls, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UnsubscribePage', () => {
  it('says which e-mails the link stops, changes nothing until asked, then confirms with a link to Settings', async () => {
    const { calls, user } = setUp({ topic: 'swap_requests', unsubscribed: false });
    expect(await screen.findByRole('heading', { name: 'Unsubscribe?' })).toBeInTheDocument();
    expect(screen.getByText('Stop e-mails about swap requests.')).toBeInTheDocument();
    expect(calls).toEqual([`GET /api/unsubscribe?token=${encodeURIComponent(TOKEN)}`]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('Rootshare will not e-mail you about swap requests any more.')).toBeInTheDocument();
    expect(calls).toContain(`POST /api/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
  });

  it('says so at once when those e-mails are already off', async () => {
    setUp({ topic: 'weekly_digest', unsubscribed: true });
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText('Rootshare will not e-mail you about your weekly digest any more.')).toBeInTheDocument();
  });

  it('refuses a link the server did not make, and one without a token, pointing to Settings', async () => {
    setUp(null);
    expect(await screen.findByRole('heading', { name: 'Link not valid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(UNSUBSCRIBE_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
  });

  it('refuses a link without a token, asking nothing of the server', async () => {
    const { calls } = setUp({ topic: 'reviews', unsubscribed: false }, '/unsubscribe');
    expect(await screen.findByRole('heading', { name: 'Link not valid' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
