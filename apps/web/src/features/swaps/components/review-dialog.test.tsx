import { REVIEW_ALREADY_LEFT, type SwapRequest } from '@rootshare/contracts/swaps';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { fern, ivy, sampleReview, sampleSwap, SWAP_ID } from '@/test/swaps';
import { ReviewDialog } from './review-dialog';

const me = sampleProfile({ full_name: 'Fern Gully' });
const SWAP_URL = `/api/swap-requests/${SWAP_ID}`;
const completed = (overrides: Partial<SwapRequest> = {}) =>
  sampleSwap({ status: 'completed', requester_completed: true, recipient_completed: true, ...overrides });

type Answer = { status: number; body?: unknown };

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <ReviewDialog swapRequestId={SWAP_ID} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The dialog open for fern, with GET of the swap answered by `swap` and the review POST by `review`. */
function renderDialog(
  swap: () => Answer | Promise<Answer>,
  review: () => Answer = () => ({ status: 201, body: sampleReview({ reviewer_id: fern.id, reviewed_user_id: ivy.id }) }),
) {
  signInAs(me);
  const fetchMock = mockApi((url, init) => {
    if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
    if (url === SWAP_URL) return swap();
    if (url === `${SWAP_URL}/review` && init.method === 'POST') return review();
    return undefined;
  });
  renderRoutes([page('/', <Harness />)], '/');
  return fetchMock;
}

/** The star radio `stars` of the rating group named `group`. */
const star = (group: RegExp, stars: string) => within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: stars });

const reviewBody = (fetchMock: ReturnType<typeof mockApi>) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url) === `${SWAP_URL}/review`)?.[1]?.body)) as unknown;

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('ReviewDialog', () => {
  it('shows a loading state while the swap loads', async () => {
    renderDialog(() => new Promise(() => undefined));
    expect(await screen.findByRole('status', { name: 'Loading review' })).toBeInTheDocument();
  });

  it("says 'Error Loading Review' / 'Please try again later.' when the swap cannot be loaded", async () => {
    renderDialog(() => ({ status: 404, body: { error: 'Swap request not found' } }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Error Loading Review')).toBeInTheDocument();
    expect(within(dialog).getByText('Please try again later.')).toBeInTheDocument();
  });

  it('requires an overall rating: submit is disabled at 0 with "Please provide an overall rating"', async () => {
    renderDialog(() => ({ status: 200, body: completed() }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave a Review' });
    const submit = await within(dialog).findByRole('button', { name: 'Submit Review' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Please provide an overall rating')).toBeInTheDocument();
    await userEvent.setup().click(star(/Overall rating/, '3 stars'));
    expect(submit).toBeEnabled();
    expect(within(dialog).queryByText('Please provide an overall rating')).not.toBeInTheDocument();
  });

  it('reviews the other member with the overall rating, the optional ratings chosen by keyboard and a comment', async () => {
    const fetchMock = renderDialog(() => ({ status: 200, body: completed() }));
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Leave a Review' });
    await within(dialog).findByRole('radiogroup', { name: /Overall rating/ });
    await user.click(star(/Overall rating/, '4 stars'));
    star(/Plant quality/, '1 star').focus();
    await user.keyboard(' ');
    // Held keys: Radix moves focus a tick after keydown and chooses the star it lands on.
    await user.keyboard('{ArrowRight>}{/ArrowRight}{ArrowRight>}{/ArrowRight}');
    expect(star(/Plant quality/, '3 stars')).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Healthy roots!');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
    expect(reviewBody(fetchMock)).toEqual({
      rating: 4,
      plant_quality: 3,
      communication: null,
      packaging: null,
      comment: 'Healthy roots!',
      reviewed_user_id: ivy.id,
    });
    await waitFor(() => expect(screen.getByText('dialog closed')).toBeInTheDocument());
  });

  it("shows the server's sentence when a review is refused", async () => {
    renderDialog(
      () => ({ status: 200, body: completed() }),
      () => ({ status: 409, body: { error: REVIEW_ALREADY_LEFT } }),
    );
    const user = userEvent.setup();
    await screen.findByRole('radiogroup', { name: /Overall rating/ });
    await user.click(star(/Overall rating/, '5 stars'));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(REVIEW_ALREADY_LEFT)).toBeInTheDocument();
    expect(screen.getByText('dialog open')).toBeInTheDocument();
  });

  it("falls back to 'Failed to submit review' when the server gives no reason", async () => {
    renderDialog(
      () => ({ status: 200, body: completed() }),
      () => ({ status: 500 }),
    );
    const user = userEvent.setup();
    await screen.findByRole('radiogroup', { name: /Overall rating/ });
    await user.click(star(/Overall rating/, '5 stars'));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to submit review')).toBeInTheDocument();
  });

  it("shows the viewer's own review read-only once submitted", async () => {
    const mine = sampleReview({ reviewer_id: fern.id, reviewed_user_id: ivy.id, rating: 5, comment: 'Great swap' });
    renderDialog(() => ({ status: 200, body: completed({ reviews: [mine] }) }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Review' });
    expect(await within(dialog).findByText('Review Submitted')).toBeInTheDocument();
    expect(within(dialog).getByText('Overall').nextElementSibling).toContainElement(
      within(dialog).getAllByRole('img', { name: '5 out of 5 stars' })[0] ?? null,
    );
    expect(within(dialog).getByText('Great swap')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });
});
