import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { PEST_FREE_REQUIRED } from '@rootshare/contracts/user-plants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ImageFiles from '@/lib/image-files';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/session-storage';
import { answerInvasiveListings, oregonIvyListing } from '@/test/invasive';
import { liveToken, mockApi, page, renderRoutes, sampleProfile } from '@/test/render';
import { MyPlantsSection } from './my-plants-section';

vi.mock('@/lib/image-files', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageFiles>()),
  resizeImageFile: vi.fn(async () => 'data:image/jpeg;base64,UkVTSVpFRA=='),
}));

const owner = sampleProfile({ full_name: 'Fern Gully' });
const pothos: CataloguePlant = {
  id: '44444444-4444-4444-8444-444444444444',
  common_name: 'Golden Pothos',
  scientific_name: 'Epipremnum aureum',
  description: 'A trailing vine.',
  image_url: null,
  image_urls: [],
  category: 'houseplant',
  care_level: 'beginner',
  light_requirements: null,
  water_requirements: null,
  image_credit: null,
  popularity: 0,
};

const createdDetail = {
  userPlant: {
    id: '55555555-5555-4555-8555-555555555555',
    user_id: owner.id,
    plant_id: pothos.id,
    custom_name: 'Desk pothos',
    size: null,
    age: null,
    swap_type: 'bulb',
    notes: null,
    available_for_swap: false,
    pest_free_confirmed_at: null,
    image_urls: ['/media/p/1.jpg'],
    thumbnail_urls: ['/media/p/1-t.jpg'],
    image_descriptions: [null],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    plants: { ...pothos },
    profiles: { id: owner.id, username: owner.username, location: null, avatar_url: null },
  },
  plant: pothos,
  profile: { id: owner.id, username: owner.username, location: null, avatar_url: null },
  lineage: { parents: [], children: [] },
  care_card: null,
  invasive_in: [],
};

function setUp(
  onCreate: (body: Record<string, unknown>) => { status: number; body?: unknown },
  { plants = [pothos], listedPlantId = '' }: { plants?: CataloguePlant[]; listedPlantId?: string } = {},
) {
  localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: owner.id, username: owner.username, email: owner.email, profile: owner }));
  const fetchMock = mockApi((url, init) => {
    if (url.startsWith('/api/profiles/')) return { status: 200, body: owner };
    if (url === '/api/plants') return { status: 200, body: plants };
    if (url.startsWith('/api/user-plants?')) return { status: 200, body: [] };
    if (url === '/api/user-plants' && init.method === 'POST') return onCreate(JSON.parse(String(init.body)) as Record<string, unknown>);
    return answerInvasiveListings(url, listedPlantId);
  });
  renderRoutes([page('/', <MyPlantsSection userId={owner.id} isOwner />)], '/');
  return fetchMock;
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Plant' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Plant' });
  return { user, dialog };
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('AddPlantDialog', () => {
  it('keeps Add Plant disabled until a plant, a swap type and a photo are chosen, then adds it as not available for swap', async () => {
    let sent: Record<string, unknown> | undefined;
    setUp((body) => {
      sent = body;
      return { status: 201, body: createdDetail };
    });
    const { user, dialog } = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Add Plant' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('To add this plant, choose a plant, a swap type and at least one photo.')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['cutting', 'seed', 'full_plant', 'bulb', 'propagation', 'division']);
    expect(within(dialog).getByRole('switch', { name: 'Available for swap' })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'This plant is free of pests' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: 'Plant' }), 'po');
    await user.click(await within(dialog).findByRole('option', { name: /Golden Pothos/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Bulb' }));
    expect(submit).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Add photos'), new File(['png'], 'leaf.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'New photo 1' })).toHaveAttribute('src', 'data:image/jpeg;base64,UkVTSVpFRA==');
    await user.type(within(dialog).getByLabelText('Custom name (optional)'), 'Desk pothos');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByText('Plant added!')).toBeInTheDocument();
    expect(sent).toEqual({
      plant_id: pothos.id,
      user_id: owner.id,
      swap_type: 'bulb',
      custom_name: 'Desk pothos',
      size: '',
      age: '',
      notes: '',
      available_for_swap: false,
      pest_free_confirmed: false,
      image_urls: ['data:image/jpeg;base64,UkVTSVpFRA=='],
      image_descriptions: [null],
      offer_photo_to_catalogue: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the first photo to the catalogue when the owner ticks the box under the photos', async () => {
    let sent: Record<string, unknown> | undefined;
    setUp((body) => {
      sent = body;
      return { status: 201, body: createdDetail };
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('combobox', { name: 'Plant' }), 'po');
    await user.click(await within(dialog).findByRole('option', { name: /Golden Pothos/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Bulb' }));
    await user.upload(within(dialog).getByLabelText('Add photos'), new File(['png'], 'leaf.png', { type: 'image/png' }));
    const offer = await within(dialog).findByRole('checkbox', { name: 'Offer the first photo to the plant catalogue (CC BY 4.0)' });
    expect(offer).not.toBeChecked();
    expect(offer).toHaveAccessibleDescription(/The photo becomes public: the catalogue shows it for Golden Pothos to everyone/);
    await user.click(offer);
    const submit = within(dialog).getByRole('button', { name: 'Add Plant' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByText('Plant added!')).toBeInTheDocument();
    expect(sent).toMatchObject({ image_urls: ['data:image/jpeg;base64,UkVTSVpFRA=='], offer_photo_to_catalogue: true });
  });

  it('warns as soon as an invasive species is chosen, and says nothing for one no list names', async () => {
    const ivy: CataloguePlant = {
      ...pothos,
      id: '66666666-6666-4666-8666-666666666666',
      common_name: 'English Ivy',
      scientific_name: 'Hedera helix',
    };
    const fetchMock = setUp(() => ({ status: 201, body: createdDetail }), { plants: [pothos, ivy], listedPlantId: ivy.id });
    const { user, dialog } = await openDialog();
    const search = within(dialog).getByRole('combobox', { name: 'Plant' });
    await user.type(search, 'po');
    await user.click(await within(dialog).findByRole('option', { name: /Golden Pothos/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/plants/${pothos.id}/invasive-listings`, expect.anything()));
    await screen.findByRole('combobox', { name: 'Plant' });
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByRole('combobox', { name: 'Plant' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Plant' }), 'english');
    await user.click(await within(dialog).findByRole('option', { name: /English Ivy/ }));
    const note = await within(dialog).findByRole('note', { name: 'Invasive in Oregon' });
    expect(within(note).getByRole('link', { name: oregonIvyListing.list })).toHaveAttribute('href', oregonIvyListing.source_url);
  });

  it('asks for the pest-free confirmation once the plant is to be listed, and adds it only when ticked', async () => {
    const sent: Array<Record<string, unknown>> = [];
    setUp((body) => {
      sent.push(body);
      return { status: 201, body: createdDetail };
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('combobox', { name: 'Plant' }), 'po');
    await user.click(await within(dialog).findByRole('option', { name: /Golden Pothos/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Cutting' }));
    await user.upload(within(dialog).getByLabelText('Add photos'), new File(['png'], 'leaf.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Available for swap' }));
    const confirmation = within(dialog).getByRole('checkbox', { name: 'This plant is free of pests' });
    const submit = within(dialog).getByRole('button', { name: 'Add Plant' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await within(dialog).findByText(PEST_FREE_REQUIRED)).toBeInTheDocument();
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.click(confirmation);
    await user.click(submit);
    expect(await screen.findByText('Plant added!')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ available_for_swap: true, pest_free_confirmed: true })]);
  });

  it("says 'Please add at least one photo' when the last photo is taken away", async () => {
    setUp(() => ({ status: 201, body: {} }));
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Add photos'), new File(['png'], 'leaf.png', { type: 'image/png' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Remove photo 1' }));
    expect(await within(dialog).findByText('Please add at least one photo')).toBeInTheDocument();
  });

  it("says 'Please select a plant' when a chosen plant is cleared", async () => {
    setUp(() => ({ status: 201, body: {} }));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('combobox', { name: 'Plant' }), 'po');
    await user.click(await within(dialog).findByRole('option', { name: /Golden Pothos/ }));
    await user.click(within(dialog).getByRole('button', { name: /Change plant/ }));
    expect(await within(dialog).findByText('Please select a plant')).toBeInTheDocument();
  });

  it("says 'Failed to add plant' and keeps the form when the server refuses", async () => {
    setUp(() => ({ status: 400, body: { error: 'Please select a plant' } }));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('combobox', { name: 'Plant' }), 'po');
    await user.click(await within(dialog).findByRole('option', { name: /Golden Pothos/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Cutting' }));
    await user.upload(within(dialog).getByLabelText('Add photos'), new File(['png'], 'leaf.png', { type: 'image/png' }));
    const submit = within(dialog).getByRole('button', { name: 'Add Plant' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Failed to add plant')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'New photo 1' })).toBeInTheDocument();
  });

  it('accepts at most five photos', async () => {
    setUp(() => ({ status: 201, body: {} }));
    const { user, dialog } = await openDialog();
    const files = Array.from({ length: 6 }, (_, i) => new File(['png'], `leaf-${i}.png`, { type: 'image/png' }));
    await user.upload(within(dialog).getByLabelText('Add photos'), files);
    expect(await screen.findByText('At most 5 photos')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: /^New photo/ })).toHaveLength(5);
    expect(within(dialog).queryByLabelText('Add photos')).not.toBeInTheDocument();
  });
});
