import type { AdminReport } from '@rootshare/contracts/admin';
import { REMOTE_SERVER_UNREACHABLE } from '@rootshare/contracts/federation-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer, mockApi, page, renderRoutes, sampleProfile, sentBody, signInAs } from '@/test/render';
import { AdminPage } from './admin-page';
import { REPORTED_POST_ID, sampleReport } from '@/test/reports';

const admin = sampleProfile({ full_name: 'Fern Gully', is_admin: true });
const member = sampleProfile({ is_admin: false });

type Answer = { status: number; body?: unknown };
type Handler = (url: string, init: RequestInit) => Answer | Promise<Answer> | undefined;

/** /admin for `viewer`, the queue answered by `queue` (per view), other admin calls by `other`. */
function renderAdmin(
  viewer: ReturnType<typeof sampleProfile>,
  queue: (url: string) => Answer | Promise<Answer>,
  other: Handler = () => undefined,
) {
  signInAs(viewer);
  const fetchMock = mockApi((url, init) => {
    if (url === `/api/profiles/${viewer.id}`) return { status: 200, body: viewer };
    if (url.startsWith('/api/admin/reports?')) return queue(url);
    return other(url, init);
  });
  renderRoutes([page('/admin', <AdminPage />)], '/admin');
  return fetchMock;
}

const pageOf = (reports: AdminReport[], nextCursor: string | null = null): Answer => ({ status: 200, body: { reports, nextCursor } });

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AdminPage', () => {
  it('shows members who are not admins the not-found page and never asks for the queue', async () => {
    const fetchMock = renderAdmin(member, () => pageOf([]));
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin'))).toBe(false);
  });

  it('lists open reports with the reason, a preview, the reporter, the member responsible and their open reports', async () => {
    const { pending, release: answer } = heldAnswer<Answer>();
    renderAdmin(admin, pending);
    expect(await screen.findByRole('tab', { name: 'Open', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading reports' })).toBeInTheDocument();
    answer(pageOf([sampleReport()]));
    const card = await screen.findByRole('article', { name: /Spam/ });
    expect(within(card).getByText('Free cuttings!!!')).toBeInTheDocument();
    expect(within(card).getByText('Click my link')).toBeInTheDocument();
    expect(within(card).getByText('Posts the same link every hour')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '@ivy' })).toHaveAttribute('href', '/profile/ivy');
    expect(within(card).getByRole('link', { name: '@spammy' })).toBeInTheDocument();
    expect(within(card).getByText(/3 open reports/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open the reported post' })).toHaveAttribute('href', `/posts/${REPORTED_POST_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
  });

  it('says so when there is nothing to review, and shows every report on All reports', async () => {
    const user = userEvent.setup();
    const fetchMock = renderAdmin(admin, (url) =>
      url.includes('view=all') ? pageOf([sampleReport({ status: 'resolved', resolved_at: new Date().toISOString() })]) : pageOf([]),
    );
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All reports' }));
    const card = await screen.findByRole('article', { name: /Spam/ });
    expect(within(card).getByText('Resolved')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/reports?view=all')).toBe(true);
  });

  it('shows an error with Try again when the queue cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    // A 4xx is not retried, so the error shows at once.
    renderAdmin(admin, () => (fail ? { status: 400, body: { error: 'Invalid cursor' } } : pageOf([sampleReport()])));
    expect(await screen.findByText("Couldn't load the reports.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /Spam/ })).toBeInTheDocument();
  });

  it('hides the reported content, then offers to restore it', async () => {
    const user = userEvent.setup();
    let hidden = false;
    const fetchMock = renderAdmin(
      admin,
      () => pageOf([sampleReport({ content: { ...sampleReport().content, hidden } })]),
      (url, init) => {
        if (url === `/api/admin/content/post/${REPORTED_POST_ID}` && init.method === 'PUT') {
          hidden = true;
          return { status: 200, body: { hidden: true } };
        }
        return undefined;
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Hide post' }));
    expect(await screen.findByText('The post is hidden')).toBeInTheDocument();
    expect(sentBody(fetchMock, `/api/admin/content/post/${REPORTED_POST_ID}`)).toEqual({ hidden: true });
    expect(await screen.findByRole('button', { name: 'Restore post' })).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
  });

  it('sends a report on a reply from another server there once, after saying what goes, then says when it went', async () => {
    const user = userEvent.setup();
    let forwardedAt: string | null = null;
    const remote = () =>
      sampleReport({
        id: '00000000-0000-4000-a000-0000000000aa',
        target_type: 'comment',
        member: null,
        open_reports_against_member: 0,
        content: { ...sampleReport().content, title: 'Comment on “Dividing hostas”', elsewhere: 'mastodon.example' },
        forwarded_at: forwardedAt,
      });
    const fetchMock = renderAdmin(
      admin,
      () => pageOf([remote()]),
      (url, init) => {
        if (url === '/api/admin/federation/reports/00000000-0000-4000-a000-0000000000aa/forward' && init.method === 'POST') {
          forwardedAt = new Date().toISOString();
          return { status: 200, body: { forwarded_at: forwardedAt } };
        }
        return undefined;
      },
    );
    const card = await screen.findByRole('article', { name: /Spam/ });
    expect(within(card).getByText('mastodon.example')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send to mastodon.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this report to mastodon.example?' });
    expect(within(dialog).getByText(/never who reported it/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent to mastodon.example')).toBeInTheDocument();
    expect(await within(card).findByText(/Sent to mastodon.example/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send to mastodon.example' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/forward'))).toHaveLength(1);
  });

  it('names the server whose moderators sent a report, where a member would be named', async () => {
    renderAdmin(admin, () => pageOf([sampleReport({ reporter: null, reported_from: 'mastodon.example', reason: 'other' })]));
    const card = await screen.findByRole('article', { name: /Other/ });
    expect(within(card).getByText('the moderators of mastodon.example')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^@ivy/ })).not.toBeInTheDocument();
  });

  it('says why a report could not be sent when the other server does not answer', async () => {
    const user = userEvent.setup();
    renderAdmin(
      admin,
      () =>
        pageOf([
          sampleReport({ target_type: 'comment', member: null, content: { ...sampleReport().content, elsewhere: 'mastodon.example' } }),
        ]),
      (url) => (url.endsWith('/forward') ? { status: 502, body: { error: REMOTE_SERVER_UNREACHABLE } } : undefined),
    );
    await user.click(await screen.findByRole('button', { name: 'Send to mastodon.example' }));
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(REMOTE_SERVER_UNREACHABLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to mastodon.example' })).toBeInTheDocument();
  });

  it('asks before suspending the member responsible, then suspends them', async () => {
    const user = userEvent.setup();
    const report = sampleReport();
    const suspensionUrl = `/api/admin/members/${report.member?.id}/suspension`;
    const fetchMock = renderAdmin(
      admin,
      () => pageOf([report]),
      (url, init) =>
        url === suspensionUrl && init.method === 'PUT' ? { status: 200, body: { suspended: true, sessions_ended: 2 } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Suspend member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend @spammy?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('@spammy is suspended and signed out everywhere')).toBeInTheDocument();
    expect(sentBody(fetchMock, suspensionUrl)).toEqual({ suspended: true });
  });

  it('resolves and dismisses reports', async () => {
    const user = userEvent.setup();
    const [first, second] = [
      sampleReport(),
      sampleReport({
        reason: 'harassment',
        target_type: 'member',
        content: { title: '@spammy', text: null, image_url: null, link: '/profile/spammy', hidden: false, removed: false, elsewhere: null },
      }),
    ];
    const fetchMock = renderAdmin(
      admin,
      () => pageOf([first, second]),
      (_url, init) => (init.method === 'PATCH' ? { status: 204 } : undefined),
    );
    const firstCard = await screen.findByRole('article', { name: /Spam/ });
    await user.click(within(firstCard).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Report resolved')).toBeInTheDocument();
    const secondCard = screen.getByRole('article', { name: /Harassment/ });
    expect(within(secondCard).queryByRole('button', { name: /Hide/ })).not.toBeInTheDocument();
    await user.click(within(secondCard).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
    await waitFor(() => expect(sentBody(fetchMock, `/api/admin/reports/${second.id}`)).toEqual({ status: 'dismissed' }));
    expect(sentBody(fetchMock, `/api/admin/reports/${first.id}`)).toEqual({ status: 'resolved' });
  });

  it('loads the next page of reports on Load more', async () => {
    const user = userEvent.setup();
    renderAdmin(admin, (url) =>
      url.includes('cursor=') ? pageOf([sampleReport({ reason: 'other' })]) : pageOf([sampleReport()], 'next-page'),
    );
    await screen.findByRole('article', { name: /Spam/ });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: /Other/ })).toBeInTheDocument();
  });

  it('tells a moderator when reported content was deleted, and offers no Hide for it', async () => {
    renderAdmin(admin, () =>
      pageOf([
        sampleReport({ content: { title: null, text: null, image_url: null, link: null, hidden: false, removed: true, elsewhere: null } }),
      ]),
    );
    const card = await screen.findByRole('article', { name: /Spam/ });
    expect(within(card).getByText('Deleted since it was reported.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Hide|Restore/ })).not.toBeInTheDocument();
  });
});
