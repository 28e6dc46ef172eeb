import type { GardenPhoto } from '@rootshare/contracts/garden-photos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile } from '@/test/render';
import { ProfilePage } from '../pages/profile-page';
import { GardenGallery } from './garden-gallery';

const member = sampleProfile({ full_name: 'Fern Gully' });
const GALLERY = new RegExp(`^/api/garden-photos\\?user_id=${member.id}(?:&cursor=(.+))?$`);

let photoCounter = 0;
function samplePhoto(overrides: Partial<GardenPhoto> = {}): GardenPhoto {
  photoCounter += 1;
  return {
    id: `44444444-4444-4444-8444-${String(photoCounter).padStart(12, '0')}`,
    user_id: member.id,
    image_url: `/media/gardens/${photoCounter}.webp`,
    thumbnail_url: `/media/gardens/${photoCounter}.thumb.webp`,
    caption: null,
    location: null,
    description: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Pages = Record<string, { photos: GardenPhoto[]; nextCursor: string | null }>;

/** Answers the gallery as pages (cursor → page; 'first' without one) and records deletions. */
function mockGallery(pages: Pages) {
  const deleted: string[] = [];
  const fetchMock = mockApi((url, init) => {
    const removed = /^\/api\/garden-photos\/([^/?]+)$/.exec(url);
    if (removed?.[1] && init.method === 'DELETE') {
      deleted.push(removed[1]);
      return { status: 204 };
    }
    const gallery = GALLERY.exec(url);
    if (!gallery) return undefined;
    const answer = pages[gallery[1] ?? 'first'] ?? { photos: [], nextCursor: null };
    return { status: 200, body: { ...answer, photos: answer.photos.filter((photo) => !deleted.includes(photo.id)) } };
  });
  return { deleted, fetchMock };
}

function renderGallery(isOwner: boolean) {
  return renderRoutes([page('/', <GardenGallery userId={member.id} isOwner={isOwner} />)], '/');
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('GardenGallery', () => {
  it('shows thumbnails under the Garden photos heading with their caption and location', async () => {
    mockGallery({
      first: { photos: [samplePhoto({ caption: 'First tomatoes', location: 'Back yard' }), samplePhoto()], nextCursor: null },
    });
    renderGallery(false);
    const gallery = await screen.findByRole('region', { name: 'Garden photos' });
    expect(within(gallery).getByText('First tomatoes')).toBeInTheDocument();
    expect(within(gallery).getByText('Back yard')).toBeInTheDocument();
    const thumbnails = within(gallery).getAllByRole('button', { name: /^View / });
    expect(thumbnails.map((button) => button.querySelector('img')?.getAttribute('src'))).toEqual([
      expect.stringMatching(/\.thumb\.webp$/),
      expect.stringMatching(/\.thumb\.webp$/),
    ]);
  });

  it('opens the full image in a dialog when a thumbnail is clicked', async () => {
    const photo = samplePhoto({ caption: 'Dahlias in August', location: 'Allotment 12' });
    mockGallery({ first: { photos: [photo], nextCursor: null } });
    renderGallery(false);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'View Dahlias in August' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dahlias in August' });
    expect(within(dialog).getByRole('img', { name: 'Garden photo: Dahlias in August' })).toHaveAttribute('src', photo.image_url);
    expect(within(dialog).getByText('Allotment 12')).toBeInTheDocument();
  });

  it('loads the next page with Load more and then offers no more', async () => {
    mockGallery({
      first: { photos: [samplePhoto({ caption: 'Page one' })], nextCursor: 'c2' },
      c2: { photos: [samplePhoto({ caption: 'Page two' })], nextCursor: null },
    });
    renderGallery(false);
    expect(await screen.findByText('Page one')).toBeInTheDocument();
    expect(screen.queryByText('Page two')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Page two')).toBeInTheDocument();
    expect(screen.getByText('Page one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows nothing to visitors when the member has no garden photos', async () => {
    const { fetchMock } = mockGallery({ first: { photos: [], nextCursor: null } });
    renderGallery(false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading garden photos' })).not.toBeInTheDocument());
    expect(screen.queryByText(/garden photos/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('tells the owner they have no garden photos yet', async () => {
    mockGallery({ first: { photos: [], nextCursor: null } });
    renderGallery(true);
    expect(await screen.findByText("You haven't added any garden photos yet.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Garden photos' })).toBeInTheDocument();
  });

  it('gives visitors no delete buttons', async () => {
    mockGallery({ first: { photos: [samplePhoto({ caption: 'Ferns' })], nextCursor: null } });
    renderGallery(false);
    expect(await screen.findByText('Ferns')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('lets the owner delete a photo after confirming, and the photo disappears', async () => {
    const keep = samplePhoto({ caption: 'Keep me' });
    const remove = samplePhoto({ caption: 'Blurry snap' });
    const { deleted } = mockGallery({ first: { photos: [keep, remove], nextCursor: null } });
    renderGallery(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Blurry snap' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Photo' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this photo?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Photo deleted')).toBeInTheDocument();
    expect(deleted).toEqual([remove.id]);
    await waitFor(() => expect(screen.queryByText('Blurry snap')).not.toBeInTheDocument());
    expect(screen.getByText('Keep me')).toBeInTheDocument();
  });

  it('keeps the photo when the owner cancels the deletion', async () => {
    const { deleted } = mockGallery({ first: { photos: [samplePhoto({ caption: 'Sunflowers' })], nextCursor: null } });
    renderGallery(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Sunflowers' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Photo' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Photo' })).not.toBeInTheDocument());
    expect(deleted).toEqual([]);
    expect(screen.getByText('Sunflowers')).toBeInTheDocument();
  });

  it('sits on the profile above the Brag Board', async () => {
    mockApi((url) => {
      if (url === `/api/profiles/${member.id}`) return { status: 200, body: member };
      if (GALLERY.test(url)) return { status: 200, body: { photos: [samplePhoto({ caption: 'Raised beds' })], nextCursor: null } };
      if (url === `/api/posts?user_id=${member.id}`) return { status: 200, body: { posts: [], nextCursor: null, total: 0 } };
      return undefined;
    });
    renderRoutes([page('/profile/:userId', <ProfilePage />)], `/profile/${member.id}?tab=brag-board`);
    const gallery = await screen.findByRole('region', { name: 'Garden photos' });
    const board = await screen.findByRole('region', { name: '0 posts' });
    expect(gallery.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
