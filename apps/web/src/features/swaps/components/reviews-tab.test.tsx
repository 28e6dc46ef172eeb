import type { Review } from '@rootshare/contracts/swaps';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes } from '@/test/render';
import { fern, sampleReview } from '@/test/swaps';
import { ReviewsTab } from './reviews-tab';

const REVIEWS_URL = `/api/reviews?user_id=${fern.id}`;

/** The Reviews tab of fern's profile, seen by a visitor; `answer` gives each page by cursor. */
function renderTab(
  answer: (cursor: string | null) => { reviews: Review[]; nextCursor: string | null; average: number | null; count: number },
) {
  mockApi((url) => {
    if (url === REVIEWS_URL) return { status: 200, body: answer(null) };
    if (url.startsWith(`${REVIEWS_URL}&cursor=`)) return { status: 200, body: answer(decodeURIComponent(url.split('cursor=')[1] ?? '')) };
    return undefined;
  });
  renderRoutes([page('/', <ReviewsTab userId={fern.id} />)], '/');
}

afterEach(() => vi.unstubAllGlobals());

describe('ReviewsTab', () => {
  it('shows the average to one decimal, the count, and each review with its reviewer, stars, sub-ratings, comment and plants', async () => {
    renderTab(() => ({ reviews: [sampleReview()], nextCursor: null, average: 4.5, count: 2 }));
    expect(await screen.findByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'ivy' })).toHaveAttribute('href', '/profile/ivy');
    expect(within(card).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(card).getByText('Plant quality')).toBeInTheDocument();
    expect(within(card).getByText('Packaging')).toBeInTheDocument();
    expect(within(card).queryByText('Communication')).not.toBeInTheDocument();
    expect(within(card).getByText('Lovely cutting, well packed.')).toBeInTheDocument();
    expect(within(card).getByText('Ivy monstera, Fern pothos')).toBeInTheDocument();
    expect(within(card).getByText('2d ago')).toBeInTheDocument();
  });

  it("says 'No reviews' when the member has none", async () => {
    renderTab(() => ({ reviews: [], nextCursor: null, average: null, count: 0 }));
    expect(await screen.findByRole('heading', { name: 'No reviews' })).toBeInTheDocument();
  });

  it('loads older reviews with Load more', async () => {
    renderTab((cursor) => ({
      reviews: [sampleReview({ comment: cursor ? 'Older one' : 'Newer one' })],
      nextCursor: cursor ? null : 'page-2',
      average: 4,
      count: 2,
    }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(screen.getByText('Newer one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
