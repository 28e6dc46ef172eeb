import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { PEST_FREE_REQUIRED } from '@rootshare/contracts/user-plants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/session-storage';
import { answerInvasiveListings, oregonIvyListing } from '@/test/invasive';
import { FakeXhr, liveToken, mockApi, page, renderRoutes, sampleProfile } from '@/test/render';
import { AddPlantPage } from './add-plant-page';

const monstera: CataloguePlant = {
  id: '22222222-2222-4222-8222-222222222222',
  common_name: 'Monstera',
  scientific_name: 'Monstera deliciosa',
  description: 'Split leaves.',
  image_url: '/api/placeholder-image?category=houseplant',
  image_urls: ['/api/placeholder-image?category=houseplant'],
  category: 'houseplant',
  care_level: 'beginner',
  light_requirements: 'Bright indirect light',
  water_requirements: 'Weekly',
  image_credit: null,
  popularity: 0,
};
const member = sampleProfile({ full_name: 'Fern Gully' });
const token = liveToken();

interface ApiOptions {
  uploadUrl?: number;
  put?: number;
  commit?: number;
  create?: { status: number; body?: unknown };
  /** The catalogue plant the invasive lists name. */
  listedPlantId?: string;
}
function mockPlantApi({ uploadUrl = 200, put = 200, commit = 200, create, listedPlantId = '' }: ApiOptions = {}) {
  let slot = 0;
  return mockApi((url, init) => {
    if (url.startsWith('/api/profiles/')) return { status: 200, body: member };
    if (url === '/api/plants') return { status: 200, body: [monstera] };
    if (url === '/api/objects/upload' && init.method === 'POST') {
      slot += 1;
      return uploadUrl === 200
        ? { status: 200, body: { uploadURL: `/api/objects/upload/aaaaaaaa-aaaa-4aaa-8aaa-00000000000${slot}` } }
        : { status: uploadUrl, body: { error: 'nope' } };
    }
    if (url.startsWith('/api/objects/upload/') && init.method === 'PUT') return { status: put };
    if (url === '/api/plant-images' && init.method === 'PUT') {
      const { imageURL } = JSON.parse(String(init.body)) as { imageURL: string };
      const id = imageURL.slice(-1);
      return commit === 200
        ? { status: 200, body: { objectPath: `/media/plants/p${id}.webp`, thumbnailPath: `/media/plants/p${id}.thumb.webp` } }
        : { status: commit, body: { error: 'Image is unreadable' } };
    }
    if (url === '/api/user-plants' && init.method === 'POST') return create ?? { status: 201, body: { error: 'unchecked' } };
    return answerInvasiveListings(url, listedPlantId);
  });
}

const created = {
  userPlant: {
    id: '33333333-3333-4333-8333-333333333333',
    user_id: member.id,
    plant_id: monstera.id,
    custom_name: 'Monty',
    size: 'Small',
    age: null,
    swap_type: 'seed',
    notes: null,
    available_for_swap: true,
    pest_free_confirmed_at: '2026-01-01T00:00:00.000Z',
    image_urls: ['/media/plants/p1.webp', '/media/plants/p2.webp'],
    thumbnail_urls: ['/media/plants/p1.thumb.webp', '/media/plants/p2.thumb.webp'],
    image_descriptions: [null, 'Monty by the window'],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    plants: monstera,
    profiles: { id: member.id, username: member.username, location: null, avatar_url: null },
  },
  plant: monstera,
  profile: { id: member.id, username: member.username, location: null, avatar_url: null },
  lineage: { parents: [], children: [] },
  care_card: null,
  invasive_in: [],
};

const signIn = () => {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: member.id, username: member.username, email: member.email, profile: member }));
};
const routes = [page('/add-plant', <AddPlantPage />), page('/profile', <p>my profile</p>)];
const png = (name = 'leaf.png', type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });
const createCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/user-plants' && init?.method === 'POST');

async function chooseMonstera(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('combobox', { name: 'Plant type' }), 'mons');
  await user.click(await screen.findByRole('option', { name: /Monstera/ }));
}

/** Picks the Monstera and confirms it free of pests, as listing it (the default) needs. */
async function pickMonstera(user: ReturnType<typeof userEvent.setup>) {
  await chooseMonstera(user);
  await user.click(screen.getByRole('checkbox', { name: 'This plant is free of pests' }));
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('AddPlantPage', () => {
  it('shows visitors a login-required screen with a Login button to /auth', async () => {
    mockApi(() => undefined);
    renderRoutes(routes, '/add-plant');
    expect(await screen.findByRole('heading', { name: 'Login required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  });

  it('offers Cutting, Full Plant, Seeds and Any, with Any chosen and the plant available for swap by default', async () => {
    signIn();
    mockPlantApi();
    renderRoutes(routes, '/add-plant');
    const group = await screen.findByRole('group', { name: 'Swap type' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Cutting', 'Full Plant', 'Seeds', 'Any']);
    expect(within(group).getByRole('radio', { name: 'Any' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Available for swap' })).toBeChecked();
    // The limit the server applies, in the wizard's words too.
    expect(screen.getByText(/^JPG, PNG or WebP, up to 50 MB each · up to 5 photos\./)).toBeInTheDocument();
  });

  it('warns that the chosen species is invasive where a list names it, with a link to the list', async () => {
    signIn();
    mockPlantApi({ listedPlantId: monstera.id });
    const user = userEvent.setup();
    renderRoutes(routes, '/add-plant');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await chooseMonstera(user);
    const note = await screen.findByRole('note', { name: 'Invasive in Oregon' });
    expect(within(note).getByRole('link', { name: oregonIvyListing.list })).toHaveAttribute('href', oregonIvyListing.source_url);
  });

  it('offers the first photo to the catalogue only when the member ticks the box, saying what that means', async () => {
    signIn();
    const fetchMock = mockPlantApi({ create: { status: 201, body: created } });
    const user = userEvent.setup();
    renderRoutes(routes, '/add-plant');
    await pickMonstera(user);
    const label = 'Offer the first photo to the plant catalogue (CC BY 4.0)';
    expect(screen.queryByRole('checkbox', { name: label })).not.toBeInTheDocument();

    await user.upload(document.getElementById('add-plant-photos') as HTMLInputElement, [png('one.png')]);
    const offer = screen.getByRole('checkbox', { name: label });
    expect(offer).not.toBeChecked();
    expect(offer).toHaveAccessibleDescription(
      'The photo becomes public: the catalogue shows it for Monstera to everyone, with the credit “Photo: Fern Gully, CC BY 4.0” linking to your profile. Under CC BY 4.0 anyone may reuse it if they credit you. You can withdraw it from the catalogue later.',
    );
    await user.click(offer);
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));

    expect(await screen.findByText('my profile')).toBeInTheDocument();
    const [, init] = createCalls(fetchMock)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ image_urls: ['/media/plants/p1.webp'], offer_photo_to_catalogue: true });
  });

  it('asks for a plant type before sending anything', async () => {
    signIn();
    const fetchMock = mockPlantApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/add-plant');
    await user.click(await screen.findByRole('button', { name: 'Add Plant' }));
    expect(await screen.findByText('Please select a plant')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Plant type' })).toHaveAttribute('aria-invalid', 'true');
    expect(createCalls(fetchMock)).toHaveLength(0);
  });

  it('uploads each photo through the presigned flow, adds the plant and goes to /profile', async () => {
    signIn();
    const fetchMock = mockPlantApi({ create: { status: 201, body: created } });
    const user = userEvent.setup();
    renderRoutes(routes, '/add-plant');

    await pickMonstera(user);
    await user.upload(document.getElementById('add-plant-photos') as HTMLInputElement, [png('one.png'), png('two.jpg', 'image/jpeg')]);
    expect(screen.getByRole('img', { name: 'Photo 1: one.png' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Describe photo 2 (optional)'), 'Monty by the window');
    await user.type(screen.getByLabelText('Custom name (optional)'), 'Monty');
    await user.type(screen.getByLabelText('Size (optional)'), 'Small');
    await user.click(screen.getByRole('radio', { name: 'Seeds' }));
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));

    expect(await screen.findByText('my profile')).toBeInTheDocument();
    expect(await screen.findByText('Plant added successfully!')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(2);
    for (const xhr of FakeXhr.sent) {
      expect(xhr.method).toBe('PUT');
      expect(xhr.url).toMatch(/^\/api\/objects\/upload\/aaaaaaaa-/);
      expect(xhr.headers.authorization).toBe(`Bearer ${token}`);
      expect(xhr.body).toBeInstanceOf(File);
      expect(xhr.headers['content-type']).toBe((xhr.body as File).type);
    }
    const [, init] = createCalls(fetchMock)[0] ?? [];
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toEqual({
      plant_id: monstera.id,
      custom_name: 'Monty',
      size: 'Small',
      age: null,
      notes: null,
      swap_type: 'seed',
      available_for_swap: true,
      pest_free_confirmed: true,
      image_urls: expect.arrayContaining(['/media/plants/p1.webp', '/media/plants/p2.webp']),
      offer_photo_to_catalogue: false,
      image_descriptions: [null, 'Monty by the window'],
    });
    expect((body.image_urls as string[]).length).toBe(2);
  });

  it('asks for the pest-free confirmation only while the plant is to be listed, and sends nothing until it is given', async () => {
    signIn();
    const fetchMock = mockPlantApi({ create: { status: 201, body: created } });
    const user = userEvent.setup();
    renderRoutes(routes, '/add-plant');
    await chooseMonstera(user);
    const confirmation = screen.getByRole('checkbox', { name: 'This plant is free of pests' });
    expect(confirmation).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));
    await waitFor(() => expect(confirmation).toHaveAttribute('aria-invalid', 'true'));
    expect(confirmation).toHaveAccessibleDescription(expect.stringContaining(PEST_FREE_REQUIRED));
    expect(createCalls(fetchMock)).toHaveLength(0);

    await user.click(screen.getByRole('switch', { name: 'Available for swap' }));
    expect(screen.queryByRole('checkbox', { name: 'This plant is free of pests' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Available for swap' }));
    await user.click(screen.getByRole('checkbox', { name: 'This plant is free of pests' }));
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));
    expect(await screen.findByText('my profile')).toBeInTheDocument();
    expect(JSON.parse(String(createCalls(fetchMock)[0]?.[1]?.body))).toMatchObject({ available_for_swap: true, pest_free_confirmed: true });
  });

  it('keeps a plant in the collection without asking about pests', async () => {
    signIn();
    const fetchMock = mockPlantApi({ create: { status: 201, body: created } });
    const user = userEvent.setup();
    renderRoutes(routes, '/add-plant');
    await chooseMonstera(user);
    await user.click(screen.getByRole('switch', { name: 'Available for swap' }));
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));
    expect(await screen.findByText('my profile')).toBeInTheDocument();
    expect(JSON.parse(String(createCalls(fetchMock)[0]?.[1]?.body))).toMatchObject({ available_for_swap: false });
  });

  it('shows each photo’s real upload progress while it is sent', async () => {
    signIn();
    mockPlantApi();
    FakeXhr.hold = true;
    const user = userEvent.setup();
    renderRoutes(routes, '/add-plant');
    await pickMonstera(user);
    await user.upload(document.getElementById('add-plant-photos') as HTMLInputElement, png('big.png'));
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Uploading photos…' })).toBeDisabled();
    FakeXhr.sent[0]?.progress(40, 100);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Uploading big.png' })).toHaveAttribute('aria-valuenow', '40'));
  });

  it('refuses HEIC photos with advice to use JPG, PNG or WebP', async () => {
    signIn();
    mockPlantApi();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(routes, '/add-plant');
    await screen.findByRole('combobox', { name: 'Plant type' });
    await user.upload(document.getElementById('add-plant-photos') as HTMLInputElement, png('IMG_0001.HEIC', 'image/heic'));
    expect(
      await screen.findByText('IMG_0001.HEIC: HEIC/HEIF images are not supported. Please convert to JPG, PNG or WebP.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
  });

  it('keeps at most five photos', async () => {
    signIn();
    mockPlantApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/add-plant');
    await screen.findByRole('combobox', { name: 'Plant type' });
    await user.upload(
      document.getElementById('add-plant-photos') as HTMLInputElement,
      Array.from({ length: 6 }, (_, i) => png(`p${i}.png`)),
    );
    expect(within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('img')).toHaveLength(5);
    expect(await screen.findByText('You can add up to 5 photos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();
  });

  it('reports a failed upload URL as a failed add and stays on the page', async () => {
    signIn();
    const fetchMock = mockPlantApi({ uploadUrl: 500 });
    const user = userEvent.setup();
    renderRoutes(routes, '/add-plant');
    await pickMonstera(user);
    await user.upload(document.getElementById('add-plant-photos') as HTMLInputElement, png());
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));
    expect(await screen.findByText('Failed to add plant: Failed to get upload URL', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(createCalls(fetchMock)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add Plant' })).toBeEnabled();
  });

  it('names the file whose upload failed', async () => {
    signIn();
    mockPlantApi({ put: 500 });
    const user = userEvent.setup();
    renderRoutes(routes, '/add-plant');
    await pickMonstera(user);
    await user.upload(document.getElementById('add-plant-photos') as HTMLInputElement, png('fern.png'));
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));
    expect(await screen.findByText('Failed to add plant: Failed to upload fern.png')).toBeInTheDocument();
  });

  it('reports a failed commit as failed image permissions', async () => {
    signIn();
    mockPlantApi({ commit: 500 });
    const user = userEvent.setup();
    renderRoutes(routes, '/add-plant');
    await pickMonstera(user);
    await user.upload(document.getElementById('add-plant-photos') as HTMLInputElement, png());
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));
    expect(await screen.findByText('Failed to add plant: Failed to set image permissions')).toBeInTheDocument();
  });

  it('shows the server’s sentence when the plant cannot be added', async () => {
    signIn();
    mockPlantApi({ create: { status: 400, body: { error: 'Please select a plant' } } });
    const user = userEvent.setup();
    renderRoutes(routes, '/add-plant');
    await pickMonstera(user);
    await user.click(screen.getByRole('button', { name: 'Add Plant' }));
    expect(await screen.findByText('Failed to add plant: Please select a plant')).toBeInTheDocument();
    expect(screen.queryByText('my profile')).not.toBeInTheDocument();
  });
});
