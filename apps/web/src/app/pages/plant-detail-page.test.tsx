import type { UserPlantDetail } from '@rootshare/contracts/user-plants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '@/lib/navigation';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/session-storage';
import { CONVERSATION_ID, openedConversation } from '@/test/messaging';
import { liveToken, mockApi, page, renderRoutes, sampleProfile } from '@/test/render';
import { PlantDetailPage } from './plant-detail-page';

const PLANT_ID = '33333333-3333-4333-8333-333333333333';
const owner = {
  id: '44444444-4444-4444-8444-444444444444',
  username: 'ivy',
  location: '12 Elm Street, Portland, Oregon',
  avatar_url: null,
};
const catalogue = {
  id: '22222222-2222-4222-8222-222222222222',
  common_name: 'Monstera',
  scientific_name: 'Monstera deliciosa',
  description: 'A climbing aroid with split leaves.',
  image_url: '/api/placeholder-image?category=houseplant',
  image_urls: ['/api/placeholder-image?category=houseplant'],
  category: 'houseplant' as const,
  care_level: 'intermediate' as const,
  light_requirements: 'Bright indirect light',
  water_requirements: 'When the top inch is dry',
  image_credit: null,
  popularity: 0,
};

function detail(overrides: Partial<UserPlantDetail['userPlant']> = {}): UserPlantDetail {
  return {
    userPlant: {
      id: PLANT_ID,
      user_id: owner.id,
      plant_id: catalogue.id,
      custom_name: 'Monty',
      size: 'Medium',
      age: '2 years',
      swap_type: 'cutting',
      notes: 'Happy to swap a rooted cutting.',
      available_for_swap: true,
      pest_free_confirmed_at: '2026-11-20T10:00:00.000Z',
      image_urls: ['/media/plants/a.webp', '/media/plants/b.webp'],
      thumbnail_urls: ['/media/plants/a.thumb.webp', '/media/plants/b.thumb.webp'],
      image_descriptions: ['Monty trailing from a shelf', null],
      is_hidden: false,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      plants: catalogue,
      profiles: owner,
      ...overrides,
    },
    plant: catalogue,
    profile: owner,
    lineage: { parents: [], children: [] },
    care_card: null,
    invasive_in: [],
  };
}

function mockPlant(
  answer: { status: number; body?: unknown },
  profile = sampleProfile(),
  conversation: { status: number; body?: unknown } = { status: 201, body: openedConversation(CONVERSATION_ID, PLANT_ID) },
) {
  return mockApi((url, init) => {
    if (url === `/api/user-plants/${PLANT_ID}`) return answer;
    if (url.startsWith('/api/profiles/')) return { status: 200, body: profile };
    if (url === '/api/conversations' && init.method === 'POST') return conversation;
    return undefined;
  });
}

const signInAs = (profile: ReturnType<typeof sampleProfile>) => {
  localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: profile.id, username: profile.username, email: profile.email, profile }));
};

const routes = [
  page('/plant/:plantId', <PlantDetailPage />),
  page('/messages', <p>messages page</p>),
  page('/explore', <p>explore page</p>),
];

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('PlantDetailPage', () => {
  it('shows a loading skeleton first', () => {
    mockApi(() => undefined);
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    expect(screen.getByRole('status', { name: 'Loading plant' })).toBeInTheDocument();
  });

  it('shows the plant: photos, names, badges, tiles, owner card, description and notes', async () => {
    mockPlant({ status: 200, body: detail() });
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monty' })).toBeInTheDocument();
    expect(screen.getByText('Monstera', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Monstera deliciosa')).toBeInTheDocument();
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expect(screen.getByText('Available for swap:').parentElement).toHaveTextContent('Cutting');
    expect(screen.getByRole('img', { name: 'Monty trailing from a shelf' })).toHaveAttribute('src', '/media/plants/a.webp');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 2' })).toBeInTheDocument();

    const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(tile('Size')).toHaveTextContent('Medium');
    expect(tile('Age')).toHaveTextContent('2 years');
    expect(tile('Available for')).toHaveTextContent('Cutting');
    expect(tile('Light')).toHaveTextContent('Bright indirect light');
    expect(tile('Water')).toHaveTextContent('When the top inch is dry');

    const ownerCard = screen.getByRole('link', { name: /@ivy/ });
    expect(ownerCard).toHaveAttribute('href', '/profile/ivy');
    expect(ownerCard).toHaveTextContent('Portland, Oregon');
    expect(ownerCard).not.toHaveTextContent('Elm Street');
    expect(screen.getByText('A climbing aroid with split leaves.')).toBeInTheDocument();
    expect(screen.getByText('Happy to swap a rooted cutting.')).toBeInTheDocument();
  });

  it('says on the owner card how quickly the owner usually replies, once the server knows', async () => {
    mockApi((url) => {
      if (url === `/api/user-plants/${PLANT_ID}`) return { status: 200, body: detail() };
      if (url === `/api/profiles/${owner.id}/stats`) {
        const stats = { plants: 3, available: 1, posts: 0, garden_photos: 0, swaps_completed: 2 };
        return { status: 200, body: { ...stats, rating: { average: null, count: 0 }, reply_speed: 'hours' } };
      }
      return undefined;
    });
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    const ownerCard = await screen.findByRole('link', { name: /@ivy/ });
    expect(await within(ownerCard).findByText('Usually replies within a few hours')).toBeInTheDocument();
  });

  it('says when the owner confirmed the plant free of pests, and nothing about pests when they have not', async () => {
    mockPlant({ status: 200, body: detail() });
    const { unmount } = renderRoutes(routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByText('Owner confirmed free of pests on 20 Nov 2026')).toBeInTheDocument();
    unmount();

    mockPlant({ status: 200, body: detail({ pest_free_confirmed_at: null }) });
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monty' })).toBeInTheDocument();
    expect(screen.queryByText(/free of pests/)).not.toBeInTheDocument();
  });

  it('switches photos with the thumbnails, each read out by its description or else the plant’s name', async () => {
    mockPlant({ status: 200, body: detail() });
    const user = userEvent.setup();
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Show photo 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Monty' })).toHaveAttribute('src', '/media/plants/b.webp');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('uses the common name and the catalogue picture when the owner gave neither', async () => {
    mockPlant({ status: 200, body: detail({ custom_name: null, image_urls: [], thumbnail_urls: [], available_for_swap: false }) });
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monstera' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Illustration of a houseplant' })).toHaveAttribute(
      'src',
      '/api/placeholder-image?category=houseplant',
    );
    expect(screen.queryByText('Available for swap:')).not.toBeInTheDocument();
    expect(screen.getByText('Available for', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Not for swap');
  });

  it("shows a listing without photos its species' own drawing, read out as a drawing of that plant and credited to nobody", async () => {
    const drawn = {
      ...catalogue,
      image_url: '/api/plant-drawings/monstera-deliciosa.svg',
      image_urls: ['/api/plant-drawings/monstera-deliciosa.svg'],
    };
    const body = { ...detail({ custom_name: null, image_urls: [], thumbnail_urls: [], plants: drawn }), plant: drawn };
    mockPlant({ status: 200, body });
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByRole('img', { name: 'Drawing of Monstera' })).toHaveAttribute(
      'src',
      '/api/plant-drawings/monstera-deliciosa.svg',
    );
    expect(screen.queryByText(/catalogue photo/i)).not.toBeInTheDocument();
  });

  it('credits the catalogue photo a listing without photos shows: author, licence and a link to the original', async () => {
    const photo = '/api/plant-photos/house_epipremnum-aureum-pothos.jpg';
    const credit = {
      author: 'Filo gèn’',
      licence: 'CC BY-SA 4.0',
      source_url: 'https://commons.wikimedia.org/wiki/File:Epipremnum_aureum_(Golden_pothos).jpg',
    };
    const body = detail({ custom_name: null, image_urls: [], thumbnail_urls: [] });
    mockPlant({
      status: 200,
      body: { ...body, plant: { ...catalogue, common_name: 'Pothos', image_url: photo, image_urls: [photo], image_credit: credit } },
    });
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByRole('img', { name: 'Pothos, catalogue photo' })).toHaveAttribute('src', `${photo}?w=960`);
    expect(screen.getByText(/Catalogue photo by Filo gèn’, CC BY-SA 4\.0\./)).toBeInTheDocument();
    const original = screen.getByRole('link', { name: 'Original photo (opens in a new tab)' });
    expect(original).toHaveAttribute('href', credit.source_url);
    expect(original).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('credits a photo another member offered to the catalogue with their name and CC BY 4.0, linking to their profile', async () => {
    const photo = '/media/plants/offered.webp';
    const credit = {
      author: 'Maya Green',
      licence: 'CC BY 4.0',
      source_url: '/profile/77777777-7777-4777-8777-777777777777',
      by_member: true,
    };
    const body = detail({ custom_name: null, image_urls: [], thumbnail_urls: [] });
    mockPlant({ status: 200, body: { ...body, plant: { ...catalogue, image_url: photo, image_urls: [photo], image_credit: credit } } });
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByRole('img', { name: `${catalogue.common_name}, photo by Maya Green` })).toHaveAttribute('src', photo);
    const line = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Photo: Maya Green, CC BY 4.0');
    expect(within(line).getByRole('link', { name: 'Maya Green' })).toHaveAttribute('href', credit.source_url);
    expect(screen.queryByRole('link', { name: /Original photo/ })).not.toBeInTheDocument();
  });

  it('shows no catalogue credit when the owner has photos of their own, nor for a drawing', async () => {
    const credit = { author: 'Filo gèn’', licence: 'CC BY-SA 4.0', source_url: 'https://commons.wikimedia.org/' };
    mockPlant({ status: 200, body: { ...detail(), plant: { ...catalogue, image_credit: credit } } });
    const { unmount } = renderRoutes(routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByRole('img', { name: 'Monty trailing from a shelf' })).toBeInTheDocument();
    expect(screen.queryByText(/Catalogue photo by/)).not.toBeInTheDocument();
    unmount();
    mockPlant({ status: 200, body: detail({ image_urls: [], thumbnail_urls: [] }) });
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByRole('img', { name: 'Illustration of a houseplant' })).toBeInTheDocument();
    expect(screen.queryByText(/Catalogue photo by/)).not.toBeInTheDocument();
  });

  it('shows No photos available when neither the owner nor the catalogue has a picture', async () => {
    const body = detail({ image_urls: [], thumbnail_urls: [] });
    mockPlant({ status: 200, body: { ...body, plant: { ...catalogue, image_url: null, image_urls: [] } } });
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByText('No photos available')).toBeInTheDocument();
  });

  it('falls back to Unknown Plant when the plant has no name', async () => {
    const body = detail({ custom_name: '  ' });
    mockPlant({ status: 200, body: { ...body, plant: { ...catalogue, common_name: '' } } });
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown Plant' })).toBeInTheDocument();
  });

  it('shows Plant not found with Back to Explore for a missing plant', async () => {
    mockPlant({ status: 404, body: { error: 'Plant not found' } });
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Plant not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Explore' })).toHaveAttribute('href', '/explore');
  });

  it('shows Plant not found for an address that is not a plant id', async () => {
    mockApi((url) => (url === '/api/user-plants/not-a-plant' ? { status: 400, body: { error: 'Plant not found' } } : undefined));
    renderRoutes(routes, '/plant/not-a-plant');
    expect(await screen.findByRole('heading', { name: 'Plant not found' })).toBeInTheDocument();
  });

  it('offers to try again when the plant could not be loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockPlant({ status: 503, body: { error: 'Service unavailable' } });
      renderRoutes(routes, `/plant/${PLANT_ID}`);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await screen.findByRole('heading', { name: 'This plant could not be loaded' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks visitors to log in before contacting the owner or requesting a swap', async () => {
    mockPlant({ status: 200, body: detail() });
    const user = userEvent.setup();
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Contact Owner' }));
    expect(await screen.findByText('Sign in to contact plant owners.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Swap' }));
    expect(await screen.findByText('Please log in to request plant swaps.')).toBeInTheDocument();
    expect(screen.queryByText('messages page')).not.toBeInTheDocument();
  });

  /** A member on the plant page, with POST /conversations answering `conversation`. */
  async function memberOnPlantPage(conversation?: { status: number; body?: unknown }) {
    const member = sampleProfile({ full_name: 'Fern Gully' });
    signInAs(member);
    const api = mockPlant({ status: 200, body: detail() }, member, conversation);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `/plant/${PLANT_ID}`);
    return { api, user, router, button: await screen.findByRole('button', { name: 'Contact Owner' }) };
  }

  it('opens the conversation about this plant with its owner from Contact Owner and goes to it in the inbox', async () => {
    const { api, user, router, button } = await memberOnPlantPage();
    await user.click(button);
    expect(await screen.findByText('messages page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?conversation=${CONVERSATION_ID}`);
    expect(await screen.findByText('Your chat is open: say hello and ask about the plant.')).toBeInTheDocument();
    const post = api.mock.calls.find(([url, init]) => url === '/api/conversations' && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ participant_id: owner.id, plant_id: PLANT_ID });
  });

  it("says 'Your session has ended' and goes to /auth when the server refuses the member's token", async () => {
    setNavigator(vi.fn());
    const { user, router, button } = await memberOnPlantPage({ status: 401, body: { error: 'Invalid token' } });
    await user.click(button);
    expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it("says 'Your session has ended' and goes to /auth when the stored token has gone", async () => {
    const { api, user, router, button } = await memberOnPlantPage();
    localStorage.removeItem(AUTH_TOKEN_KEY);
    await user.click(button);
    expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(api.mock.calls.some(([url]) => url === '/api/conversations')).toBe(false);
  });

  it("says 'The chat could not open. Please try again.' when the conversation cannot be opened", async () => {
    const { user, router, button } = await memberOnPlantPage({ status: 500, body: { error: 'Internal Server Error' } });
    await user.click(button);
    expect(await screen.findByText('The chat could not open. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/plant/${PLANT_ID}`);
  });

  it('opens the Request Swap dialog for a member, greeting the owner by name about this plant', async () => {
    const member = sampleProfile({ full_name: 'Fern Gully' });
    signInAs(member);
    mockPlant({ status: 200, body: detail() }, member);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `/plant/${PLANT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Request Swap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Swap' });
    expect(within(dialog).getByDisplayValue("Hi ivy! I'd love to swap for your Monty. Let me know what you think!")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/plant/${PLANT_ID}`);
  });

  it('shows the owner neither Contact Owner nor Request Swap', async () => {
    const self = sampleProfile({ id: owner.id, username: owner.username, full_name: 'Ivy Green' });
    signInAs(self);
    mockPlant({ status: 200, body: detail() }, self);
    renderRoutes(routes, `/plant/${PLANT_ID}`);
    const card = await screen.findByText(/This plant is in your collection/);
    expect(within(card.closest('div') as HTMLElement).getByRole('link', { name: 'My Plants' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Contact Owner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Swap' })).not.toBeInTheDocument();
    // The owner's care reminders load on their own: the test ends only once they have drawn.
    expect(await screen.findByRole('heading', { name: 'Care reminders' })).toBeInTheDocument();
  });
});
