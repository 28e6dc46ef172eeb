import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { CataloguePhotosPage } from './catalogue-photos-page';

const admin = sampleProfile({ is_admin: true });
const OFFER_ID = '44444444-4444-4444-8444-444444444444';
const offeredPhoto = {
  id: OFFER_ID,
  image_url: '/media/plants/pearls.webp',
  thumbnail_url: '/media/plants/pearls.thumb.webp',
  species: 'String of Pearls',
  username: 'pearlgrower',
  user_plant_id: '55555555-5555-4555-8555-555555555555',
  offered_at: '2026-11-27T09:30:00.000Z',
  shown: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('CataloguePhotosPage', () => {
  it('lists offered photos with the species and member, and removes one for good', async () => {
    signInAs(admin);
    let photos = [offeredPhoto];
    const fetchMock = mockApi((url, init) => {
      if (url === `/api/profiles/${admin.id}`) return { status: 200, body: admin };
      if (url === '/api/admin/catalogue-photos') return { status: 200, body: { photos } };
      if (url === `/api/admin/catalogue-photos/${OFFER_ID}` && init.method === 'DELETE') {
        photos = [];
        return { status: 204 };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes([page('/admin/catalogue-photos', <CataloguePhotosPage />)], '/admin/catalogue-photos');

    expect(await screen.findByRole('img', { name: 'String of Pearls, offered by pearlgrower' })).toHaveAttribute(
      'src',
      offeredPhoto.thumbnail_url,
    );
    expect(screen.getByText('Shown in the catalogue')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the photo of String of Pearls by pearlgrower' }));

    expect(await screen.findByText('No offered photos')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/admin/catalogue-photos/${OFFER_ID}`, expect.objectContaining({ method: 'DELETE' }));
    await waitFor(() => expect(screen.getByText('Photo removed from the catalogue')).toBeInTheDocument());
  });

  it('shows a member the not-found page', async () => {
    const member = sampleProfile();
    signInAs(member);
    mockApi((url) => (url === `/api/profiles/${member.id}` ? { status: 200, body: member } : undefined));
    renderRoutes([page('/admin/catalogue-photos', <CataloguePhotosPage />)], '/admin/catalogue-photos');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});
