import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { ivy, sampleReview } from '@/test/swaps';
import { ProfilePage } from './profile-page';

const me = sampleProfile({ full_name: 'Fern Gully' });
const other = sampleProfile({ id: ivy.id, username: ivy.username, email: 'ivy@example.test', full_name: 'Ivy Green' });
const stats = {
  plants: 0,
  available: 0,
  posts: 0,
  garden_photos: 0,
  swaps_completed: 1,
  rating: { average: 4, count: 1 },
  reply_speed: null,
};

/** Fern, signed in, on a profile page; the profile's plants are empty and its reviews hold one. */
function renderProfile(path: string) {
  signInAs(me);
  mockApi((url) => {
    for (const profile of [me, other]) {
      if (url === `/api/profiles/${profile.id}`) return { status: 200, body: profile };
      if (url === `/api/profiles/${profile.id}/stats`) return { status: 200, body: stats };
      if (url === `/api/user-plants?user_id=${profile.id}`) return { status: 200, body: [] };
      if (url === `/api/reviews?user_id=${profile.id}`)
        return { status: 200, body: { reviews: [sampleReview({ reviewed_user_id: profile.id })], nextCursor: null, average: 4, count: 1 } };
    }
    if (url.startsWith('/api/user-swaps?status=active'))
      return { status: 200, body: { swaps: [], nextCursor: null, counts: { active: 0, pending: 0, completed: 1, total: 1 } } };
    return undefined;
  });
  renderRoutes([page('/profile', <ProfilePage />), page('/profile/:userId', <ProfilePage />)], path);
}

afterEach(() => vi.unstubAllGlobals());

describe('ProfilePage swaps and reviews', () => {
  it('gives the own profile a Swaps tab with its sub-tab counts', async () => {
    renderProfile('/profile');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Swaps' }));
    expect(await screen.findByRole('tab', { name: 'Completed 1' })).toBeInTheDocument();
    expect(screen.getByText('1 swap in total')).toBeInTheDocument();
  });

  it("shows no Swaps tab on another member's profile, and their reviews under Reviews", async () => {
    renderProfile(`/profile/${other.id}`);
    const reviews = await screen.findByRole('tab', { name: 'Reviews' });
    expect(screen.queryByRole('tab', { name: 'Swaps' })).not.toBeInTheDocument();
    await userEvent.setup().click(reviews);
    expect(await screen.findByText('Lovely cutting, well packed.')).toBeInTheDocument();
    expect(screen.getByText('1 review')).toBeInTheDocument();
  });
});
