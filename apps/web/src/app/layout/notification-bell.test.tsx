import type { Notification } from '@rootshare/contracts/notifications';
import type { Review } from '@rootshare/contracts/swaps';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer, mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { fern, ivy, sampleNotification, sampleReview, sampleSwap, SWAP_CONVERSATION_ID, SWAP_ID } from '@/test/swaps';
import { NotificationBell } from './notification-bell';

const me = sampleProfile({ full_name: 'Fern Gully' });

type Answer = { status: number; body?: unknown };

interface Options {
  unread?: number;
  list?: (cursor: string | null) => Answer | Promise<Answer>;
  readAll?: Answer;
  reviews?: Review[];
}

/** The bell for fern, signed in, with an inbox page to go to. */
function renderBell({
  unread = 2,
  list = () => ({ status: 200, body: { notifications: [], nextCursor: null } }),
  readAll = { status: 204 },
  reviews = [],
}: Options = {}) {
  signInAs(me);
  let count = unread;
  const fetchMock = mockApi((url, init) => {
    const method = init.method ?? 'GET';
    if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
    if (url === '/api/notifications/unread-count') return { status: 200, body: { unreadCount: count } };
    if (url === '/api/notifications') return list(null);
    if (url.startsWith('/api/notifications?cursor=')) return list(decodeURIComponent(url.split('cursor=')[1] ?? ''));
    if (url === '/api/notifications/read-all' && method === 'POST') {
      if (readAll.status === 204) count = 0;
      return readAll;
    }
    if (/^\/api\/notifications\/[^/]+\/read$/.test(url) && method === 'POST') return { status: 204 };
    if (/^\/api\/notifications\/[^/]+$/.test(url) && method === 'DELETE') return { status: 204 };
    if (url === `/api/swap-requests/${SWAP_ID}`)
      return { status: 200, body: sampleSwap({ status: 'completed', requester_completed: true, recipient_completed: true, reviews }) };
    return undefined;
  });
  const utils = renderRoutes([page('/', <NotificationBell />), page('/messages', <p>inbox</p>)], '/');
  return { ...utils, fetchMock };
}

const listOf = (notifications: Notification[], nextCursor: string | null = null): Answer => ({
  status: 200,
  body: { notifications, nextCursor },
});
const requests = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string | RegExp) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => (init?.method ?? 'GET') === method && (typeof url === 'string' ? String(u) === url : url.test(String(u))),
  );

async function openBell() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Notifications' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it("shows the unread count on the bell, capped at '99+'", async () => {
    const { unmount } = renderBell({ unread: 5 });
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toHaveTextContent('5');
    unmount();
    renderBell({ unread: 150 });
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');
  });

  it('marks everything read once per opening, and the badge clears', async () => {
    const { fetchMock } = renderBell({ unread: 3, list: () => listOf([sampleNotification()]) });
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    const { user, panel } = await openBell();
    expect(await within(panel).findByText('New swap request')).toBeInTheDocument();
    await waitFor(() => expect(requests(fetchMock, 'POST', '/api/notifications/read-all')).toHaveLength(1));
    // The badge clears at once; what was new stays marked while the dropdown is open.
    expect(await screen.findByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
    expect(within(panel).getByText('Unread:')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(requests(fetchMock, 'POST', '/api/notifications/read-all')).toHaveLength(2));
    expect(within(again).getByText('New swap request')).toBeInTheDocument();
    expect(within(again).queryByText('Unread:')).not.toBeInTheDocument();
  });

  it('shows a skeleton while the list loads, then its empty state', async () => {
    const { pending, release } = heldAnswer<Answer>();
    renderBell({ list: pending });
    const { panel } = await openBell();
    expect(await within(panel).findByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    release(listOf([]));
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    renderBell({ list: () => ({ status: 400, body: { error: 'Bad request' } }) });
    const { panel } = await openBell();
    expect(await within(panel).findByText("Couldn't load notifications")).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens the review dialog for a review notification, marking it read when it still is unread', async () => {
    const review = sampleNotification({
      type: 'review_opportunity',
      title: 'Swap completed',
      message: 'Your swap with ivy is complete. Leave a review!',
    });
    // Reading everything failed this time, so choosing the item reads it.
    const { fetchMock } = renderBell({ list: () => listOf([review]), readAll: { status: 500, body: { error: 'Internal server error' } } });
    const { user, panel } = await openBell();
    await waitFor(() => expect(requests(fetchMock, 'POST', '/api/notifications/read-all')).toHaveLength(1));
    await user.click(await within(panel).findByRole('button', { name: /^(Unread: )?Swap completed/ }));
    expect(await screen.findByRole('dialog', { name: 'Leave a Review' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(requests(fetchMock, 'POST', `/api/notifications/${review.id}/read`)).toHaveLength(1);
  });

  it("opens the review the member received for 'You received a review', not their own", async () => {
    const received = sampleReview({ rating: 2, comment: 'The cutting arrived wilted.' });
    const mine = sampleReview({
      reviewer_id: fern.id,
      reviewed_user_id: ivy.id,
      reviewer: { avatar_url: null, username: fern.username, full_name: fern.full_name },
      rating: 5,
      comment: 'A delight to swap with.',
    });
    const notification = sampleNotification({
      type: 'review_ready',
      title: 'You received a review',
      message: 'ivy gave your swap 2 of 5 stars.',
    });
    renderBell({ list: () => listOf([notification]), reviews: [mine, received] });
    const { user, panel } = await openBell();
    await user.click(await within(panel).findByRole('button', { name: /^(Unread: )?You received a review/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Review from ivy' });
    expect(within(dialog).getByRole('region', { name: "ivy's review of you" })).toHaveTextContent('The cutting arrived wilted.');
    expect(within(dialog).queryByText('A delight to swap with.')).not.toBeInTheDocument();
  });

  it("offers the member's own review form below the one received while theirs is still to write", async () => {
    const notification = sampleNotification({
      type: 'review_ready',
      title: 'You received a review',
      message: 'ivy gave your swap 4 of 5 stars. Leave yours!',
    });
    renderBell({ list: () => listOf([notification]), reviews: [sampleReview()] });
    const { user, panel } = await openBell();
    await user.click(await within(panel).findByRole('button', { name: /^(Unread: )?You received a review/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Review from ivy' });
    expect(within(dialog).getByRole('region', { name: "ivy's review of you" })).toHaveTextContent('Lovely cutting, well packed.');
    expect(
      within(within(dialog).getByRole('region', { name: 'Your review' })).getByRole('radiogroup', { name: /Overall rating/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Review' })).toBeDisabled();
  });

  it('goes to the conversation in the inbox for message and swap notifications, else to the inbox', async () => {
    const swap = sampleNotification({ type: 'swap_accept', title: 'Swap request accepted' });
    const general = sampleNotification({ type: 'swap_update', title: 'Swap marked complete', conversation_id: null, is_read: true });
    const { router, fetchMock } = renderBell({ list: () => listOf([swap, general]) });
    let opened = await openBell();
    await opened.user.click(await within(opened.panel).findByRole('button', { name: /^(Unread: )?Swap request accepted/ }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(`/messages?conversation=${SWAP_CONVERSATION_ID}`),
    );
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    await router.navigate('/');
    opened = await openBell();
    await opened.user.click(await within(opened.panel).findByRole('button', { name: /^(Unread: )?Swap marked complete/ }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/messages'));
    // Already read: no second request for it.
    expect(requests(fetchMock, 'POST', `/api/notifications/${general.id}/read`)).toHaveLength(0);
  });

  it('shows the member who caused an entry by their initial, and a globe or a bell, not a letter, for one no member here caused', async () => {
    const fromIvy = sampleNotification({ title: 'New swap request' });
    const fromElsewhere = sampleNotification({
      type: 'message',
      title: 'New message from another server',
      message: '@maya@salem.example: Could I have a cutting?',
      other_user: null,
      swap_request_id: null,
      conversation_id: null,
      remote_conversation_id: '88888888-8888-4888-8888-888888888888',
    });
    const meet = sampleNotification({ type: 'meet_changed', title: 'Meet moved', other_user: null, conversation_id: null });
    renderBell({ list: () => listOf([fromIvy, fromElsewhere, meet]) });
    const { panel } = await openBell();
    const row = async (title: string) => within(panel).findByRole('button', { name: new RegExp(`^(Unread: )?${title}`) });
    // The picture comes first in each entry.
    const picture = async (title: string) => (await row(title)).firstElementChild;
    expect((await picture('New swap request'))?.textContent).toBe('I');
    expect((await picture('New message from another server'))?.querySelector('svg.lucide-globe')).not.toBeNull();
    expect((await picture('New message from another server'))?.textContent).toBe('');
    expect((await picture('Meet moved'))?.querySelector('svg.lucide-bell')).not.toBeNull();
  });

  it('deletes a notification with its own button', async () => {
    const doomed = sampleNotification({ title: 'New swap request' });
    const { fetchMock } = renderBell({ list: () => listOf([doomed]) });
    const { user, panel } = await openBell();
    await user.click(await within(panel).findByRole('button', { name: 'Delete notification: New swap request' }));
    await waitFor(() => expect(within(panel).queryByText('New swap request')).not.toBeInTheDocument());
    expect(requests(fetchMock, 'DELETE', `/api/notifications/${doomed.id}`)).toHaveLength(1);
  });

  it('loads older notifications with Load more', async () => {
    renderBell({
      list: (cursor) =>
        cursor ? listOf([sampleNotification({ title: 'Older one' })]) : listOf([sampleNotification({ title: 'Newer one' })], 'page-2'),
    });
    const { user, panel } = await openBell();
    await user.click(await within(panel).findByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText('Older one')).toBeInTheDocument();
    expect(within(panel).getByText('Newer one')).toBeInTheDocument();
  });

  it('closes on an outside click', async () => {
    renderBell();
    const { user } = await openBell();
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
  });
});
