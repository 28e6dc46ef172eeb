import type { SwapRequest } from '@rootshare/contracts/swaps';
import { useInfiniteQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesQueryOptions } from '@/features/messaging/api/list-messages';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { fern, ivy, sampleOwnPlant, sampleReview, sampleSwap, SWAP_CONVERSATION_ID, SWAP_ID } from '@/test/swaps';
import { SwapRequestCard } from './swap-request-card';

const me = sampleProfile({ full_name: 'Fern Gully' });
const SWAP_URL = `/api/swap-requests/${SWAP_ID}`;
const MESSAGES_URL = `/api/messages?conversation_id=${SWAP_CONVERSATION_ID}`;
const spare = sampleOwnPlant('Fern string of pearls');
const kept = sampleOwnPlant('Fern fiddle leaf', { available_for_swap: false });

type Answer = { status: number; body?: unknown };
type Handler = (url: string, init: RequestInit) => Answer | Promise<Answer> | undefined;

/** Counts the chat's fetches, so a test can see the chat reload. */
function ChatProbe() {
  useInfiniteQuery(messagesQueryOptions(SWAP_CONVERSATION_ID));
  return null;
}

/** The card for fern, signed in, with GET answering `swap()` (404 for null) and other calls by `handler`. */
function renderCard(swap: () => SwapRequest | null, handler: Handler = () => undefined) {
  signInAs(me);
  const fetchMock = mockApi((url, init) => {
    if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
    if (url === SWAP_URL && (init.method ?? 'GET') === 'GET') {
      const answer = swap();
      return answer ? { status: 200, body: answer } : { status: 404, body: { error: 'Swap request not found' } };
    }
    if (url === `/api/user-plants?user_id=${fern.id}`) return { status: 200, body: [spare, kept] };
    if (url === MESSAGES_URL) return { status: 200, body: { messages: [], nextCursor: null } };
    return handler(url, init);
  });
  renderRoutes(
    [
      page(
        '/',
        <>
          <SwapRequestCard swapRequestId={SWAP_ID} />
          <ChatProbe />
        </>,
      ),
    ],
    '/',
  );
  return fetchMock;
}

/** The card for a swap that becomes `after(before)` once fern POSTs to its `step` (respond or complete). */
function renderChangingCard(before: SwapRequest, step: 'respond' | 'complete', after: (before: SwapRequest) => SwapRequest) {
  let current = before;
  return renderCard(
    () => current,
    (url) => {
      if (url !== `${SWAP_URL}/${step}`) return undefined;
      current = after(current);
      return { status: 200, body: current };
    },
  );
}

const calls = (fetchMock: ReturnType<typeof mockApi>, url: string, method = 'GET') =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === url && (init?.method ?? 'GET') === method);
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, url: string) =>
  JSON.parse(String(calls(fetchMock, url, 'POST')[0]?.[1]?.body)) as unknown;

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('SwapRequestCard', () => {
  it("titles a request 'Swap Request from {username}' for its recipient and shows both sides' plants and the message, expanded", async () => {
    renderCard(() => sampleSwap());
    const trigger = await screen.findByRole('button', { name: 'Swap Request from ivy' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ivy offers' }).parentElement).toHaveTextContent('Ivy monstera');
    expect(screen.getByRole('heading', { name: 'ivy asks you for' }).parentElement).toHaveTextContent('Fern pothos');
    expect(screen.getByText('Would you swap?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it("titles a request 'Your Swap Request' for its requester, who cannot answer it", async () => {
    renderCard(() => sampleSwap({ requester_id: fern.id, requester: fern, recipient_id: ivy.id, recipient: ivy }));
    expect(await screen.findByRole('button', { name: 'Your Swap Request' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for ivy to respond.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('collapses and expands from its header', async () => {
    renderCard(() => sampleSwap());
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'Swap Request from ivy' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(trigger);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it("lists only the responder's own plants available for swap, and shows Counter-offer only once plants are chosen or a message is typed", async () => {
    renderCard(() => sampleSwap());
    const user = userEvent.setup();
    const plant = await screen.findByRole('checkbox', { name: /Fern string of pearls/ });
    expect(screen.queryByRole('checkbox', { name: /Fern fiddle leaf/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Counter-offer' })).not.toBeInTheDocument();
    await user.click(plant);
    expect(screen.getByRole('button', { name: 'Counter-offer' })).toBeInTheDocument();
    await user.click(plant);
    expect(screen.queryByRole('button', { name: 'Counter-offer' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Message/ }), '   ');
    expect(screen.queryByRole('button', { name: 'Counter-offer' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Maybe another one?');
    expect(screen.getByRole('button', { name: 'Counter-offer' })).toBeInTheDocument();
  });

  it('accepts with a toast, then shows the request as answered, clears the form and reloads the chat', async () => {
    const fetchMock = renderChangingCard(sampleSwap(), 'respond', () => sampleSwap({ status: 'accepted' }));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Message/ }), 'Deal!');
    await waitFor(() => expect(calls(fetchMock, MESSAGES_URL)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Response sent')).toBeInTheDocument();
    expect(screen.getByText('Swap request accepted! Contact the requester to arrange the exchange.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `${SWAP_URL}/respond`)).toEqual({ action: 'accept', message: 'Deal!', counter_plants: [] });
    expect(await screen.findByText('In Progress')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Message/ })).not.toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, MESSAGES_URL).length).toBeGreaterThan(1));
    await waitFor(() => expect(calls(fetchMock, SWAP_URL).length).toBeGreaterThan(1));
  });

  it("sends a counter-offer with the chosen plants; the card then reads as the counterer's own request", async () => {
    const fetchMock = renderChangingCard(sampleSwap(), 'respond', () =>
      sampleSwap({ requester_id: fern.id, requester: fern, recipient_id: ivy.id, recipient: ivy, message: 'How about this?' }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Fern string of pearls/ }));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'How about this?');
    await user.click(screen.getByRole('button', { name: 'Counter-offer' }));
    expect(await screen.findByText('Counter-offer sent! The requester will see your plant selection.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `${SWAP_URL}/respond`)).toEqual({ action: 'counter', message: 'How about this?', counter_plants: [spare.id] });
    expect(await screen.findByRole('button', { name: 'Your Swap Request' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for ivy to respond.')).toBeInTheDocument();
  });

  it("tells of a failed answer with 'Error' and 'Failed to {action} swap request. Please try again.', keeping the form", async () => {
    renderCard(
      () => sampleSwap(),
      (url) => (url === `${SWAP_URL}/respond` ? { status: 500, body: { error: 'Internal server error' } } : undefined),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to decline swap request. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
  });

  it('offers Mark Complete on an accepted swap, then tells the first side the review waits for the other and shows it waiting', async () => {
    const fetchMock = renderChangingCard(
      sampleSwap({ status: 'accepted', requester_id: fern.id, requester: fern, recipient_id: ivy.id, recipient: ivy }),
      'complete',
      (before) => ({ ...before, requester_completed: true }),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('In Progress')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText('Marked complete')).toBeInTheDocument();
    expect(screen.getByText('You can leave a review once ivy marks it complete too.')).toBeInTheDocument();
    expect(screen.queryByText('You can now leave a review for this swap.')).not.toBeInTheDocument();
    expect(await screen.findByText('Waiting for recipient to mark complete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review Pending' })).toBeDisabled();
    expect(calls(fetchMock, `${SWAP_URL}/complete`, 'POST')).toHaveLength(1);
  });

  it('tells the second side to mark complete that the swap is completed and a review can be left now', async () => {
    renderChangingCard(sampleSwap({ status: 'accepted', requester_completed: true }), 'complete', (before) => ({
      ...before,
      recipient_completed: true,
      status: 'completed',
    }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText('Swap marked as completed!')).toBeInTheDocument();
    expect(screen.getByText('You can now leave a review for this swap.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Leave Review' })).toBeEnabled();
  });

  it('lets either member choose the handover of an accepted swap, with what it asks of them, by click or arrow key', async () => {
    let current = sampleSwap({ status: 'accepted' });
    const fetchMock = renderCard(
      () => current,
      (url, init) => {
        if (url !== `${SWAP_URL}/handover` || init.method !== 'PUT') return undefined;
        current = { ...current, handover: (JSON.parse(String(init.body)) as { handover: SwapRequest['handover'] }).handover };
        return { status: 200, body: current };
      },
    );
    const user = userEvent.setup();
    const group = await screen.findByRole('radiogroup', { name: 'Handover' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => [r.textContent?.trim(), r.getAttribute('aria-checked')]),
    ).toEqual([
      ['Meet up', 'false'],
      ['Porch pickup', 'false'],
      ['Post', 'false'],
    ]);
    expect(screen.getByText('Choose how the plants change hands. Keep addresses to this chat.')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Porch pickup' }));
    expect(await screen.findByText('Handover saved')).toBeInTheDocument();
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Porch pickup' })).toHaveAttribute('aria-checked', 'true'));
    expect(group).toHaveAccessibleDescription('Share the pickup address only in this chat, and agree on a time window.');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Post' })).toHaveAttribute('aria-checked', 'true'));
    expect(within(group).getByRole('radio', { name: 'Post' })).toHaveFocus();
    expect(calls(fetchMock, `${SWAP_URL}/handover`, 'PUT').map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { handover: 'porch_pickup' },
      { handover: 'post' },
    ]);
  });

  it('says how a completed swap was handed over', async () => {
    renderCard(() => sampleSwap({ status: 'completed', requester_completed: true, recipient_completed: true, handover: 'meet_up' }));
    expect(await screen.findByText('Swap completed (meet up). Thanks for sharing your roots!')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('shows the recipient who marked complete that they wait for the requester', async () => {
    renderCard(() => sampleSwap({ status: 'accepted', recipient_completed: true }));
    expect(await screen.findByText('Waiting for requester to mark complete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
  });

  it('tells of a failed Mark Complete', async () => {
    renderCard(
      () => sampleSwap({ status: 'accepted' }),
      (url) => (url === `${SWAP_URL}/complete` ? { status: 500, body: { error: 'Internal server error' } } : undefined),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText('Failed to mark swap as completed. Please try again.')).toBeInTheDocument();
  });

  it('offers Leave Review on a completed swap the viewer has not reviewed, which opens the review dialog', async () => {
    renderCard(() => sampleSwap({ status: 'completed', requester_completed: true, recipient_completed: true }));
    const user = userEvent.setup();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave a Review' });
    expect(within(dialog).getByText('Your swap with ivy')).toBeInTheDocument();
  });

  it('shows Review Submitted once the viewer has reviewed the swap', async () => {
    const mine = sampleReview({
      reviewer_id: fern.id,
      reviewed_user_id: ivy.id,
      reviewer: { avatar_url: null, username: 'fern', full_name: 'Fern Gully' },
    });
    renderCard(() => sampleSwap({ status: 'completed', requester_completed: true, recipient_completed: true, reviews: [mine] }));
    expect(await screen.findByRole('button', { name: 'Review Submitted' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Review' })).not.toBeInTheDocument();
  });

  it('shows a status note on a declined request and no actions', async () => {
    renderCard(() => sampleSwap({ status: 'declined' }));
    expect(await screen.findByText('This swap request was declined.')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load swap request details' when the request cannot be loaded", async () => {
    renderCard(() => null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load swap request details');
  });
});
