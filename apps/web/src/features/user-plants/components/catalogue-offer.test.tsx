import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, sampleUserPlant, signInAs } from '@/test/render';
import { CatalogueOffersEditor } from './catalogue-offer';

const member = sampleProfile({ full_name: 'Fern Gully' });
const plant = sampleUserPlant({
  image_urls: ['/media/plants/a.webp', '/media/plants/b.webp'],
  thumbnail_urls: ['/media/plants/a.thumb.webp', '/media/plants/b.thumb.webp'],
  image_descriptions: [null, null],
});
const offersUrl = `/api/user-plants/${plant.id}/catalogue-offers`;
const offered = (image_url: string, removed = false) => ({ image_url, offered_at: '2026-11-01T10:00:00.000Z', removed });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('CatalogueOffersEditor', () => {
  it('shows which photos are offered, offers another with one tick and says what it means', async () => {
    signInAs(member);
    let offers = [offered('/media/plants/a.webp')];
    const fetchMock = mockApi((url, init) => {
      if (url.startsWith('/api/profiles/')) return { status: 200, body: member };
      if (url === offersUrl) return { status: 200, body: { offers, species_has_photo: false } };
      if (url === `/api/user-plants/${plant.id}/images/1/catalogue-offer` && init.method === 'PUT') {
        offers = [...offers, offered('/media/plants/b.webp')];
        return { status: 200, body: { offers, species_has_photo: false } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes([page('/', <CatalogueOffersEditor plant={plant} />)], '/');

    const first = await screen.findByRole('checkbox', { name: 'Offer photo 1 to the catalogue' });
    await waitFor(() => expect(first).toBeChecked());
    const second = screen.getByRole('checkbox', { name: 'Offer photo 2 to the catalogue' });
    expect(second).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Plant catalogue' })).toHaveAccessibleDescription(
      /“Photo: Fern Gully, CC BY 4\.0” linking to your profile/,
    );

    await user.click(second);
    await waitFor(() => expect(second).toBeChecked());
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/user-plants/${plant.id}/images/1/catalogue-offer`,
      expect.objectContaining({ method: 'PUT' }),
    );
    expect(await screen.findByText('Photo offered to the catalogue')).toBeInTheDocument();
  });

  it('withdraws an offer when unticked, and locks a photo a moderator removed', async () => {
    signInAs(member);
    let offers = [offered('/media/plants/a.webp'), offered('/media/plants/b.webp', true)];
    const fetchMock = mockApi((url, init) => {
      if (url.startsWith('/api/profiles/')) return { status: 200, body: member };
      if (url === offersUrl) return { status: 200, body: { offers, species_has_photo: false } };
      if (url === `/api/user-plants/${plant.id}/images/0/catalogue-offer` && init.method === 'DELETE') {
        offers = offers.filter((offer) => offer.removed);
        return { status: 200, body: { offers, species_has_photo: false } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes([page('/', <CatalogueOffersEditor plant={plant} />)], '/');

    const removed = await screen.findByRole('checkbox', { name: /Offer photo 2 to the catalogue/ });
    await waitFor(() => expect(removed).toBeDisabled());
    expect(removed).not.toBeChecked();
    expect(screen.getByText('Removed by a moderator')).toBeInTheDocument();

    const first = screen.getByRole('checkbox', { name: 'Offer photo 1 to the catalogue' });
    await user.click(first);
    await waitFor(() => expect(first).not.toBeChecked());
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/user-plants/${plant.id}/images/0/catalogue-offer`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(await screen.findByText('Photo withdrawn from the catalogue')).toBeInTheDocument();
  });

  it('says a species with a catalogue photo of its own takes no offers, instead of offering its photos', async () => {
    signInAs(member);
    mockApi((url) => {
      if (url.startsWith('/api/profiles/')) return { status: 200, body: member };
      if (url === offersUrl) return { status: 200, body: { offers: [], species_has_photo: true } };
      return undefined;
    });
    renderRoutes([page('/', <CatalogueOffersEditor plant={plant} />)], '/');
    expect(
      await screen.findByText('Golden Pothos has a catalogue photo of its own, so its photos are not offered to the catalogue.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
