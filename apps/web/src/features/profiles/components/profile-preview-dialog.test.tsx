import type { GardenPhoto } from '@rootshare/contracts/garden-photos';
import type { ProfileStats } from '@rootshare/contracts/profiles';
import type { UserPlant } from '@rootshare/contracts/user-plants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, sampleUserPlant, signInAs } from '@/test/render';
import { ProfilePage } from '../pages/profile-page';

const owner = sampleProfile({ full_name: 'Fern Gully', bio: 'Grows ferns.', location: 'Pearl District, Portland, Oregon' });
const visitor = sampleProfile({ id: '22222222-2222-4222-8222-222222222222', username: 'ivy', email: 'ivy@example.test' });

let counter = 0;
const nextId = (prefix: string) => `${prefix}-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

function plant(name: string, available: boolean): UserPlant {
  return sampleUserPlant({
    id: nextId('55555555'),
    custom_name: name,
    available_for_swap: available,
    plants: { ...sampleUserPlant().plants, scientific_name: null },
  });
}

function photo(caption: string): GardenPhoto {
  const id = nextId('66666666');
  return {
    id,
    user_id: owner.id,
    image_url: `/media/gardens/${id}.webp`,
    thumbnail_url: `/media/gardens/${id}.thumb.webp`,
    caption,
    location: null,
    description: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

const swappable = (n: number) => Array.from({ length: n }, (_, i) => plant(`Swappable ${i + 1}`, true));
const photos = (n: number) => Array.from({ length: n }, (_, i) => photo(`Garden ${i + 1}`));

interface Setup {
  plants: UserPlant[];
  gallery: GardenPhoto[];
  stats?: Partial<ProfileStats>;
}

/** The owner's profile with this collection and gallery; the stats default to matching counts. */
function renderOwnProfile({ plants, gallery, stats = {} }: Setup) {
  signInAs(owner);
  const counts: ProfileStats = {
    plants: plants.length,
    available: plants.filter((p) => p.available_for_swap).length,
    posts: 0,
    garden_photos: gallery.length,
    swaps_completed: 0,
    rating: { average: null, count: 0 },
    reply_speed: null,
    ...stats,
  };
  mockApi((url) => {
    if (url === `/api/profiles/${owner.id}`) return { status: 200, body: owner };
    if (url === `/api/profiles/${owner.id}/stats`) return { status: 200, body: counts };
    if (url === `/api/user-plants?user_id=${owner.id}`) return { status: 200, body: plants };
    if (url === `/api/garden-photos?user_id=${owner.id}`) return { status: 200, body: { photos: gallery, nextCursor: null } };
    return undefined;
  });
  renderRoutes([page('/profile', <ProfilePage />)], '/profile');
}

async function openPreview() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Preview public profile' }));
  return screen.findByRole('dialog', { name: 'Public profile preview' });
}

/** A count in the preview, by its label. */
function countOf(dialog: HTMLElement, label: string) {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return within(term.parentElement ?? term).getByRole('definition');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePreviewDialog', () => {
  it('shows the owner as others see them: avatar initial, name, username, short location and bio, but no e-mail', async () => {
    renderOwnProfile({ plants: [], gallery: [] });
    const dialog = await openPreview();
    expect(within(dialog).getByRole('heading', { name: 'Fern Gully' })).toBeInTheDocument();
    expect(within(dialog).getByText('@fern')).toBeInTheDocument();
    expect(within(dialog).getByText('Portland, Oregon')).toBeInTheDocument();
    expect(within(dialog).getByText('Grows ferns.')).toBeInTheDocument();
    expect(within(dialog).getByText('F')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(owner.email);
  });

  it('counts Plants, Available, Posts and Photos from the profile stats', async () => {
    renderOwnProfile({ plants: [...swappable(3), plant('Kept back', false)], gallery: photos(2), stats: { posts: 5 } });
    const dialog = await openPreview();
    await waitFor(() => expect(countOf(dialog, 'Plants')).toHaveTextContent('4'));
    expect(countOf(dialog, 'Available')).toHaveTextContent('3');
    expect(countOf(dialog, 'Posts')).toHaveTextContent('5');
    expect(countOf(dialog, 'Photos')).toHaveTextContent('2');
  });

  it("shows the first 6 of 8 swappable plants with '+2 more plants available', and none kept out of swaps", async () => {
    renderOwnProfile({ plants: [plant('Not for swap', false), ...swappable(8)], gallery: [] });
    const dialog = await openPreview();
    const section = await within(dialog).findByRole('region', { name: 'Available for swap' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(6));
    expect(within(section).getByText('Swappable 1')).toBeInTheDocument();
    expect(within(section).getByText('Swappable 6')).toBeInTheDocument();
    expect(within(section).queryByText('Swappable 7')).not.toBeInTheDocument();
    expect(within(section).queryByText('Not for swap')).not.toBeInTheDocument();
    expect(within(section).getByText('+2 more plants available')).toBeInTheDocument();
  });

  it('shows every swappable plant and no more-plants line when there are 6 or fewer', async () => {
    renderOwnProfile({ plants: swappable(6), gallery: [] });
    const dialog = await openPreview();
    const section = await within(dialog).findByRole('region', { name: 'Available for swap' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(6));
    expect(within(section).queryByText(/more plants? available/)).not.toBeInTheDocument();
  });

  it('shows only the first 6 gallery photos', async () => {
    renderOwnProfile({ plants: [], gallery: photos(8) });
    const dialog = await openPreview();
    const section = within(dialog).getByRole('region', { name: 'Garden photos' });
    await waitFor(() => expect(within(section).getAllByRole('img')).toHaveLength(6));
    expect(within(section).getByRole('img', { name: 'Garden photo: Garden 6' })).toBeInTheDocument();
    expect(within(section).queryByRole('img', { name: 'Garden 7' })).not.toBeInTheDocument();
  });

  it('says so when there are no swappable plants or photos to show', async () => {
    renderOwnProfile({ plants: [plant('Not for swap', false)], gallery: [] });
    const dialog = await openPreview();
    expect(await within(dialog).findByText('No plants available for swap yet.')).toBeInTheDocument();
    expect(await within(dialog).findByText('No garden photos yet.')).toBeInTheDocument();
  });

  it('is offered to the owner only', async () => {
    signInAs(visitor);
    mockApi((url) => (url === `/api/profiles/${owner.id}` ? { status: 200, body: owner } : undefined));
    renderRoutes([page('/profile/:userId', <ProfilePage />)], `/profile/${owner.id}`);
    expect(await screen.findByRole('link', { name: 'Message' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview public profile' })).not.toBeInTheDocument();
  });
});
