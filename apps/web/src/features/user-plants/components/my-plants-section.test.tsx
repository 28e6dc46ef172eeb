import { PEST_FREE_REQUIRED, type UserPlant } from '@rootshare/contracts/user-plants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ImageFiles from '@/lib/image-files';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/session-storage';
import { answerInvasiveListings, oregonIvyListing } from '@/test/invasive';
import { liveToken, page, renderRoutes, sampleProfile, sampleUserPlant } from '@/test/render';
import { MyPlantsSection } from './my-plants-section';

vi.mock('@/lib/image-files', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageFiles>()),
  resizeImageFile: vi.fn(async () => 'data:image/jpeg;base64,UkVTSVpFRA=='),
}));

const owner = sampleProfile({ full_name: 'Fern Gully' });
const OWNER_ID = owner.id;

const samplePlant = sampleUserPlant;

const detailOf = (plant: UserPlant) => ({
  userPlant: plant,
  plant: { id: plant.plant_id, image_urls: [], ...plant.plants },
  profile: plant.profiles,
  lineage: { parents: [], children: [] },
  care_card: null,
  invasive_in: [],
});

type Answer = { status: number; body?: unknown };
type Handler = (url: string, init: RequestInit) => Answer | Promise<Answer> | undefined;

/** Like mockApi, but a handler may answer later, to watch optimistic changes in between. */
function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const answer = (url.startsWith('/api/profiles/') ? { status: 200, body: owner } : await handler(url, init)) ?? {
      status: 404,
      body: { error: 'Not found' },
    };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signIn() {
  localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: owner.id, username: owner.username, email: owner.email, profile: owner }));
}

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, pattern: RegExp) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && pattern.test(String(url)));

function renderSection(isOwner: boolean) {
  return renderRoutes([page('/', <MyPlantsSection userId={OWNER_ID} isOwner={isOwner} />)], '/');
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('MyPlantsSection', () => {
  it('invites the owner to add a first plant when the collection is empty', async () => {
    signIn();
    stubApi((url) => (url.startsWith('/api/user-plants?') ? { status: 200, body: [] } : undefined));
    renderSection(true);
    expect(await screen.findByRole('heading', { name: 'No Plants Yet' })).toBeInTheDocument();
    expect(screen.getByText('Start building your plant collection!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Plants' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Your First Plant' }));
    expect(await screen.findByRole('dialog', { name: 'Add Plant' })).toBeInTheDocument();
  });

  it("tells visitors that a member hasn't shared any plants yet, without an Add Plant button", async () => {
    stubApi((url) => (url.startsWith('/api/user-plants?') ? { status: 200, body: [] } : undefined));
    renderSection(false);
    expect(await screen.findByRole('heading', { name: 'No Plants Shared' })).toBeInTheDocument();
    expect(screen.getByText("This user hasn't shared any plants yet.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Plant/ })).not.toBeInTheDocument();
  });

  it('asks for the list of the profile it shows', async () => {
    const fetchMock = stubApi((url) => (url.startsWith('/api/user-plants?') ? { status: 200, body: [] } : undefined));
    renderSection(false);
    await screen.findByText('No Plants Shared');
    expect(calls(fetchMock, 'GET', /^\/api\/user-plants\?user_id=/)[0]?.[0]).toBe(`/api/user-plants?user_id=${OWNER_ID}`);
  });

  it("shows the owner's swappable plants first and the rest under My Collection with its count", async () => {
    signIn();
    const plants = [
      samplePlant({ id: 'a1111111-1111-4111-8111-111111111111', custom_name: 'Shelf monstera', available_for_swap: false }),
      samplePlant({ id: 'a2222222-2222-4222-8222-222222222222', custom_name: 'Kitchen pothos', available_for_swap: true }),
      samplePlant({
        id: 'a3333333-3333-4333-8333-333333333333',
        available_for_swap: false,
        plants: { ...samplePlant().plants, common_name: 'Snake Plant' },
      }),
    ];
    stubApi((url) => (url.startsWith('/api/user-plants?') ? { status: 200, body: plants } : undefined));
    renderSection(true);
    const available = await screen.findByRole('region', { name: /Available for Swap/ });
    const collection = screen.getByRole('region', { name: /My Collection/ });
    expect(within(available).getByRole('link', { name: 'Kitchen pothos' })).toHaveAttribute('href', `/plant/${plants[1]?.id}`);
    expect(within(collection).getByRole('heading', { name: /My Collection/ })).toHaveTextContent('2');
    expect(within(collection).getByRole('link', { name: 'Shelf monstera' })).toBeInTheDocument();
    expect(within(collection).getByRole('link', { name: 'Snake Plant' })).toBeInTheDocument();
    expect(available.compareDocumentPosition(collection) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole('button', { name: 'Edit Kitchen pothos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Kitchen pothos' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Message/ })).not.toBeInTheDocument();
  });

  it('gives visitors a Message link to the owner on swappable plants and no edit or remove buttons', async () => {
    stubApi((url) => (url.startsWith('/api/user-plants?') ? { status: 200, body: [samplePlant()] } : undefined));
    renderSection(false);
    const message = await screen.findByRole('link', { name: 'Message fern about Golden Pothos' });
    expect(message).toHaveAttribute('href', `/messages?recipient=${OWNER_ID}`);
    expect(screen.queryByRole('button', { name: /Edit|Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /My Collection/ })).not.toBeInTheDocument();
  });

  it("shows the first photo's thumbnail, else the catalogue picture, and 'Unknown Plant' without a name", async () => {
    const plants = [
      samplePlant({
        id: 'b1111111-1111-4111-8111-111111111111',
        custom_name: 'With photo',
        image_urls: ['/media/p/1.jpg'],
        thumbnail_urls: ['/media/p/1-thumb.jpg'],
      }),
      samplePlant({ id: 'b2222222-2222-4222-8222-222222222222', custom_name: null, plants: { ...samplePlant().plants, common_name: '' } }),
    ];
    stubApi((url) => (url.startsWith('/api/user-plants?') ? { status: 200, body: plants } : undefined));
    const { container } = renderSection(false);
    await screen.findByRole('link', { name: 'With photo' });
    expect(screen.getByRole('link', { name: 'Unknown Plant' })).toBeInTheDocument();
    const sources = Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/media/p/1-thumb.jpg', '/api/placeholder-image?category=houseplant']);
  });

  it('offers a retry when the plants cannot be loaded', async () => {
    let fail = true;
    stubApi((url) =>
      url.startsWith('/api/user-plants?')
        ? fail
          ? { status: 400, body: { error: 'Something went wrong' } }
          : { status: 200, body: [] }
        : undefined,
    );
    renderSection(false);
    expect(await screen.findByRole('heading', { name: "Couldn't load plants" })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No Plants Shared')).toBeInTheDocument();
  });
});

describe('removing a plant', () => {
  it("confirms, reads 'Removing...' while busy, removes the card and says 'Plant removed'", async () => {
    signIn();
    let plants = [samplePlant()];
    const answer = deferred<Answer>();
    const fetchMock = stubApi((url, init) => {
      if (url.startsWith('/api/user-plants?')) return { status: 200, body: plants };
      if (init.method === 'DELETE') return answer.promise;
      return undefined;
    });
    renderSection(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Golden Pothos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Plant' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Plant' }));
    expect(await within(dialog).findByRole('button', { name: 'Removing...' })).toBeDisabled();
    plants = [];
    answer.resolve({ status: 204 });
    expect(await screen.findByText('Plant removed')).toBeInTheDocument();
    expect(await screen.findByText('No Plants Yet')).toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', /\/api\/user-plants\/22222222-2222-4222-8222-222222222222$/)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Removal failed' and keeps the plant when the server refuses", async () => {
    signIn();
    stubApi((url, init) => {
      if (url.startsWith('/api/user-plants?')) return { status: 200, body: [samplePlant()] };
      if (init.method === 'DELETE') return { status: 404, body: { error: 'Plant not found' } };
      return undefined;
    });
    renderSection(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Golden Pothos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove Plant' }));
    expect(await screen.findByText('Removal failed')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Plant' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Golden Pothos', hidden: true })).toBeInTheDocument();
  });
});

describe('editing a plant', () => {
  it('warns in the edit dialog when the plant is of an invasive species, with a link to the list', async () => {
    signIn();
    const plant = samplePlant();
    stubApi((url) => (url.startsWith('/api/user-plants?') ? { status: 200, body: [plant] } : answerInvasiveListings(url, plant.plant_id)));
    renderSection(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Golden Pothos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Golden Pothos' });
    const note = await within(dialog).findByRole('note', { name: 'Invasive in Oregon' });
    expect(within(note).getByRole('link', { name: oregonIvyListing.list })).toHaveAttribute('href', oregonIvyListing.source_url);
  });

  it("sends the changed details with the same schema the server uses and says 'Plant updated successfully!'", async () => {
    signIn();
    let plant = samplePlant();
    const fetchMock = stubApi((url, init) => {
      if (url.startsWith('/api/user-plants?')) return { status: 200, body: [plant] };
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Partial<UserPlant>;
        plant = { ...plant, ...body };
        return { status: 200, body: detailOf(plant) };
      }
      return undefined;
    });
    renderSection(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Golden Pothos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Golden Pothos' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['cutting', 'full_plant', 'seed', 'any']);
    await user.type(within(dialog).getByLabelText('Custom name'), 'Trailing pothos');
    await user.click(within(dialog).getByRole('radio', { name: 'Any' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Available for swap' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Plant updated successfully!')).toBeInTheDocument();
    const [, init] = calls(fetchMock, 'PUT', /\/api\/user-plants\/22222222-2222-4222-8222-222222222222$/)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      custom_name: 'Trailing pothos',
      size: '',
      age: '',
      notes: '',
      swap_type: 'any',
      available_for_swap: false,
    });
    expect(await screen.findByRole('region', { name: /My Collection/ })).toHaveTextContent('Trailing pothos');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the pest-free confirmation when a plant from the collection is listed, and saves only once it is ticked', async () => {
    signIn();
    let plant = samplePlant({ available_for_swap: false, pest_free_confirmed_at: null });
    const fetchMock = stubApi((url, init) => {
      if (url.startsWith('/api/user-plants?')) return { status: 200, body: [plant] };
      if (init.method === 'PUT') {
        plant = { ...plant, available_for_swap: true, pest_free_confirmed_at: '2026-11-20T10:00:00.000Z' };
        return { status: 200, body: detailOf(plant) };
      }
      return undefined;
    });
    renderSection(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Golden Pothos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Golden Pothos' });
    expect(within(dialog).queryByRole('checkbox', { name: 'This plant is free of pests' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Available for swap' }));
    const confirmation = within(dialog).getByRole('checkbox', { name: 'This plant is free of pests' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(PEST_FREE_REQUIRED)).toBeInTheDocument();
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, 'PUT', /\/api\/user-plants\//)).toHaveLength(0);

    await user.click(confirmation);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Plant updated successfully!')).toBeInTheDocument();
    const [, init] = calls(fetchMock, 'PUT', /\/api\/user-plants\//)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ available_for_swap: true, pest_free_confirmed: true });
  });

  it('says when the owner confirmed a listed plant free of pests instead of asking again', async () => {
    signIn();
    stubApi((url) =>
      url.startsWith('/api/user-plants?')
        ? { status: 200, body: [samplePlant({ pest_free_confirmed_at: '2026-11-20T10:00:00.000Z' })] }
        : undefined,
    );
    renderSection(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Golden Pothos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Golden Pothos' });
    expect(within(dialog).getByText('You confirmed it free of pests on 20 Nov 2026.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'This plant is free of pests' })).not.toBeInTheDocument();
  });

  it("keeps the dialog open and says 'Failed to update plant: {message}' when saving fails", async () => {
    signIn();
    stubApi((url, init) => {
      if (url.startsWith('/api/user-plants?')) return { status: 200, body: [samplePlant()] };
      if (init.method === 'PUT') return { status: 400, body: { error: 'At most 200 characters' } };
      return undefined;
    });
    renderSection(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Golden Pothos' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update plant: At most 200 characters')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a new photo at once, uploads it resized, and keeps it once the server answers', async () => {
    signIn();
    let plant = samplePlant();
    const answer = deferred<Answer>();
    const fetchMock = stubApi((url, init) => {
      if (url.startsWith('/api/user-plants?')) return { status: 200, body: [plant] };
      if (init.method === 'POST' && url.endsWith('/images')) return answer.promise;
      return undefined;
    });
    renderSection(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Golden Pothos' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Add photo'), new File(['png'], 'leaf.png', { type: 'image/png' }));
    const shown = await within(dialog).findByRole('img', { name: 'Photo 1 of Golden Pothos' });
    expect(shown).toHaveAttribute('src', 'data:image/jpeg;base64,UkVTSVpFRA==');
    const [, init] = calls(fetchMock, 'POST', /\/images$/)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ image_data: 'data:image/jpeg;base64,UkVTSVpFRA==' });
    plant = { ...plant, image_urls: ['/media/p/new.jpg'], thumbnail_urls: ['/media/p/new-thumb.jpg'] };
    answer.resolve({ status: 201, body: detailOf(plant) });
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Photo 1 of Golden Pothos' })).toHaveAttribute('src', '/media/p/new-thumb.jpg'),
    );
  });

  it("takes a new photo back and says 'Failed to upload image: {message}' when the upload fails", async () => {
    signIn();
    const answer = deferred<Answer>();
    stubApi((url, init) => {
      if (url.startsWith('/api/user-plants?')) return { status: 200, body: [samplePlant()] };
      if (init.method === 'POST') return answer.promise;
      return undefined;
    });
    renderSection(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Golden Pothos' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Add photo'), new File(['png'], 'leaf.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'Photo 1 of Golden Pothos' })).toBeInTheDocument();
    answer.resolve({ status: 413, body: { error: 'Image too large' } });
    expect(await screen.findByText('Failed to upload image: Image too large')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /Photo 1/ })).not.toBeInTheDocument();
  });

  it('refuses a HEIC photo before uploading it', async () => {
    signIn();
    const fetchMock = stubApi((url) => (url.startsWith('/api/user-plants?') ? { status: 200, body: [samplePlant()] } : undefined));
    renderSection(true);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Edit Golden Pothos' }));
    await user.upload(
      within(await screen.findByRole('dialog')).getByLabelText('Add photo'),
      new File(['x'], 'leaf.heic', { type: 'image/heic' }),
    );
    expect(await screen.findByText(/Failed to upload image: leaf.heic: HEIC\/HEIF images are not supported/)).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', /\/images$/)).toHaveLength(0);
  });

  it("hides a deleted photo at once and brings it back with 'Failed to delete image: {message}' when deleting fails", async () => {
    signIn();
    const plant = samplePlant({
      image_urls: ['/media/p/1.jpg', '/media/p/2.jpg'],
      thumbnail_urls: ['/media/p/1-t.jpg', '/media/p/2-t.jpg'],
    });
    const answer = deferred<Answer>();
    const fetchMock = stubApi((url, init) => {
      if (url.startsWith('/api/user-plants?')) return { status: 200, body: [plant] };
      if (init.method === 'DELETE') return answer.promise;
      return undefined;
    });
    renderSection(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Golden Pothos' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo 1' }));
    await waitFor(() => expect(within(dialog).getAllByRole('img', { name: /^Photo \d of/ })).toHaveLength(1));
    expect(within(dialog).getByRole('img', { name: 'Photo 1 of Golden Pothos' })).toHaveAttribute('src', '/media/p/2-t.jpg');
    expect(calls(fetchMock, 'DELETE', /\/images\/0$/)).toHaveLength(1);
    answer.resolve({ status: 404, body: { error: 'Image not found' } });
    expect(await screen.findByText('Failed to delete image: Image not found')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: /^Photo \d of/ })).toHaveLength(2);
  });

  it("says 'Image deleted successfully!' once the server deletes a photo", async () => {
    signIn();
    let plant = samplePlant({ image_urls: ['/media/p/1.jpg'], thumbnail_urls: ['/media/p/1-t.jpg'] });
    stubApi((url, init) => {
      if (url.startsWith('/api/user-plants?')) return { status: 200, body: [plant] };
      if (init.method === 'DELETE') {
        plant = { ...plant, image_urls: [], thumbnail_urls: [] };
        return { status: 200, body: detailOf(plant) };
      }
      return undefined;
    });
    renderSection(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Golden Pothos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete photo 1' }));
    expect(await screen.findByText('Image deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Photo 1 of/ })).not.toBeInTheDocument();
  });
});
