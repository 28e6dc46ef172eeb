import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { PEST_FREE_REQUIRED } from '@rootshare/contracts/user-plants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type * as ImageFiles from '@/lib/image-files';
import { useSession } from '@/lib/session';
import { answerInvasiveListings, oregonIvyListing } from '@/test/invasive';
import { mockApi, page, renderRoutes, sampleProfile, samplePlant, samplePost, signInAs } from '@/test/render';
import { CreateProfilePage } from './create-profile-page';

vi.mock('@/lib/image-files', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageFiles>()),
  resizeImageFile: vi.fn(async () => 'data:image/jpeg;base64,R0FSREVO'),
}));

type Handler = Parameters<typeof mockApi>[0];

const pothos: CataloguePlant = { ...samplePlant('Golden Pothos', 'Epipremnum aureum'), image_url: null };
const plantDetail = (userId: string) => {
  const owner = { id: userId, username: 'newbie', location: null, avatar_url: null };
  const userPlant = {
    id: crypto.randomUUID(),
    user_id: userId,
    plant_id: pothos.id,
    custom_name: null,
    size: null,
    age: null,
    swap_type: 'any',
    notes: null,
    available_for_swap: true,
    pest_free_confirmed_at: '2026-01-01T00:00:00.000Z',
    image_urls: ['/media/plants/p.webp'],
    thumbnail_urls: ['/media/plants/p.t.webp'],
    image_descriptions: [null],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    plants: pothos,
    profiles: owner,
  };
  return { userPlant, plant: pothos, profile: owner, lineage: { parents: [], children: [] }, care_card: null, invasive_in: [] };
};
const png = (name = 'garden.png') => new File(['png'], name, { type: 'image/png' });

/** The header's sign-out, as a member uses it while on the wizard. */
function SignOutButton() {
  const { signOut } = useSession();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

/** Every call in the order it was made: 'METHOD path' for fetch and for uploads. */
let calls: string[] = [];

/** A signed-in member without a full name on /create-profile; the same id resumes that member's draft. */
function setUp(extra: Handler = () => undefined, id: string = crypto.randomUUID()) {
  const member = sampleProfile({ id, username: 'newbie', email: 'newbie@example.test' });
  signInAs(member);
  calls = [];
  let profile = member;
  let upload = 0;
  const handler: Handler = (url, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') calls.push(`${method} ${url}`);
    const answered = extra(url, init);
    if (answered) return answered;
    if (url.startsWith('/api/profiles/') && method === 'PUT') {
      profile = { ...profile, ...(JSON.parse(String(init.body)) as Record<string, unknown>) };
      return { status: 200, body: profile };
    }
    if (url.startsWith('/api/profiles/')) return { status: 200, body: profile };
    if (url === '/api/plants') return { status: 200, body: [pothos] };
    if (url === '/api/garden-photos')
      return {
        status: 201,
        body: {
          id: crypto.randomUUID(),
          user_id: member.id,
          image_url: '/media/g.webp',
          thumbnail_url: '/media/g.t.webp',
          caption: null,
          location: null,
          description: null,
          created_at: member.created_at,
        },
      };
    if (url === '/api/objects/upload')
      return { status: 200, body: { uploadURL: `/api/objects/upload/aaaaaaaa-aaaa-4aaa-8aaa-00000000000${(upload += 1)}` } };
    if (url.startsWith('/api/objects/upload/')) return { status: 200, body: { success: true } };
    if (url === '/api/posts') return { status: 201, body: samplePost({ user_id: id }) };
    if (url === '/api/user-plants') return { status: 201, body: plantDetail(id) };
    if (url === '/api/plant-images')
      return { status: 200, body: { objectPath: '/media/plants/p.webp', thumbnailPath: '/media/plants/p.t.webp' } };
    return undefined;
  };
  mockApi(handler);
  const wizard = (
    <>
      <SignOutButton />
      <CreateProfilePage />
    </>
  );
  const utils = renderRoutes(
    [page('/create-profile', wizard), page('/', <p>home page</p>), page('/auth', <p>sign-in page</p>)],
    '/create-profile',
  );
  // The file chooser's accept list is a hint; the checks must hold for whatever file arrives.
  return { ...utils, member, user: userEvent.setup({ applyAccept: false }) };
}

const stepHeading = (n: number) => screen.findByRole('heading', { level: 2, name: new RegExp(`^Step ${n}:`) });

/** Step 1 with a typed location, or with 'Chic' typed and the Chicago suggestion chosen. */
async function fillBasicInfo(user: ReturnType<typeof userEvent.setup>, { chooseSuggestion = false } = {}) {
  await stepHeading(1);
  await user.type(screen.getByLabelText('Full name'), 'Nova Bloom');
  if (chooseSuggestion) {
    await user.type(screen.getByLabelText('Location'), 'Chic');
    await user.click(await screen.findByRole('option', { name: /Chicago, Illinois/ }));
  } else {
    await user.type(screen.getByLabelText('Location'), 'Chicago, Illinois, United States');
  }
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading(2);
}

const chicago = {
  display_name: 'Chicago, Illinois, United States',
  formatted: 'Chicago, Illinois',
  city: 'Chicago',
  state: 'Illinois',
  postcode: null,
  country: 'United States',
  lat: 41.85003,
  lon: -87.65005,
};

/** Answers place suggestions with Chicago and records the body of every profile PUT. */
function placesAndProfileBodies(bodies: unknown[]): Handler {
  return (url, init) => {
    if (url.startsWith('/api/geo/autocomplete?')) return { status: 200, body: { results: [chicago] } };
    if (url.startsWith('/api/profiles/') && init.method === 'PUT') bodies.push(JSON.parse(String(init.body)));
    return undefined;
  };
}

async function addPlant(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Add a plant' }), 'pot');
  await user.click(await screen.findByRole('option', { name: /Golden Pothos/ }));
  await screen.findByRole('button', { name: 'Remove Golden Pothos' });
}

/** Fills every step: two garden photos, a post and one plant with a photo, then stops at step 5. */
async function reachPreview(user: ReturnType<typeof userEvent.setup>, basicInfo: { chooseSuggestion?: boolean } = {}) {
  await fillBasicInfo(user, basicInfo);
  await user.upload(screen.getByTestId('garden-photo-input'), [png('a.png'), png('b.png')]);
  await screen.findByText('2/10 items');
  const [firstCaption] = screen.getAllByLabelText('Caption');
  if (firstCaption) await user.type(firstCaption, 'Spring beds');
  await user.click(screen.getByRole('button', { name: 'Add a Brag Board post' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a Brag Board post' });
  await user.type(within(dialog).getByLabelText(/^Title/), 'First tomato');
  await user.type(within(dialog).getByLabelText(/^Content/), 'It finally ripened.');
  await user.upload(within(dialog).getByLabelText('Choose a photo'), png('tomato.png'));
  await user.click(within(dialog).getByRole('button', { name: 'Add post' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading(3);
  await addPlant(user);
  await user.upload(screen.getByTestId(/^plant-photo-input-/), png('leaf.png'));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading(4);
  await user.click(screen.getByRole('checkbox', { name: 'cuttings' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading(5);
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Whole wizard runs through five steps in happy-dom; a busy machine needs more than the default 5 s.
describe('CreateProfilePage', { timeout: 20_000 }, () => {
  it('asks for full name and username on step 1, shows the e-mail address to change in Settings, and stays there', async () => {
    const { user } = setUp();
    await stepHeading(1);
    await user.clear(screen.getByLabelText('Username'));
    expect(screen.getByLabelText('Email')).toHaveValue('newbie@example.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1: Basic Info' })).toBeInTheDocument();
  });

  it('marks a taken username on its field, in friendly words, and stays on step 1', async () => {
    const { user } = setUp((url, init) =>
      url.startsWith('/api/profiles/') && init.method === 'PUT' ? { status: 409, body: { error: 'Username already exists' } } : undefined,
    );
    await stepHeading(1);
    await user.type(screen.getByLabelText('Full name'), 'Nova Bloom');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription('This username is already taken. Please choose a different one.');
    expect(username).toHaveFocus();
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1: Basic Info' })).toBeInTheDocument();
  });

  it('ends on / when the member signs out from the wizard', async () => {
    const { user, router } = setUp();
    await stepHeading(1);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it("refuses an eleventh Brag Board item with 'Too many photos'", async () => {
    const { user } = setUp();
    await fillBasicInfo(user);
    await user.upload(
      screen.getByTestId('garden-photo-input'),
      Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many photos/);
    expect(screen.getByText('0/10 items')).toBeInTheDocument();
    await user.upload(
      screen.getByTestId('garden-photo-input'),
      Array.from({ length: 10 }, (_, i) => png(`p${i}.png`)),
    );
    expect(await screen.findByText('10/10 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add garden photos' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a Brag Board post' })).toBeDisabled();
  });

  it('refuses a HEIC garden photo with advice to use JPG, PNG or WebP', async () => {
    const { user } = setUp();
    await fillBasicInfo(user);
    await user.upload(screen.getByTestId('garden-photo-input'), new File(['heic'], 'IMG_1.HEIC', { type: 'image/heic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'IMG_1.HEIC: HEIC/HEIF images are not supported. Please convert to JPG, PNG or WebP.',
    );
    expect(screen.getByText('0/10 items')).toBeInTheDocument();
  });

  it('keeps Continue on step 3 disabled until a plant is added, and keeps at most 5 photos per plant', async () => {
    const { user } = setUp();
    await fillBasicInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(3);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByText('Add at least one plant to continue.')).toBeInTheDocument();
    await addPlant(user);
    expect(screen.getByRole('combobox', { name: 'Swap type' })).toHaveValue('any');
    expect(screen.getByRole('switch', { name: 'Available for swap' })).not.toBeChecked();
    expect(screen.getByText('(0/5, JPG, PNG or WebP, up to 50 MB each)')).toBeInTheDocument();
    await user.upload(
      screen.getByTestId(/^plant-photo-input-/),
      Array.from({ length: 6 }, (_, i) => png(`leaf${i}.png`)),
    );
    expect(await screen.findByText('You can add up to 5 photos per plant; leaf5.png was not added.')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Golden Pothos photo/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('asks on step 3 to confirm a plant up for swap free of pests before going on, and sends the confirmation at publish', async () => {
    const plantBodies: unknown[] = [];
    const { user } = setUp((url, init) => {
      if (url === '/api/user-plants') plantBodies.push(JSON.parse(String(init.body)));
      return undefined;
    });
    await fillBasicInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(3);
    await addPlant(user);
    await user.click(screen.getByRole('switch', { name: 'Available for swap' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirmation = screen.getByRole('checkbox', { name: 'This plant is free of pests' });
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription(expect.stringContaining(PEST_FREE_REQUIRED)));
    expect(confirmation).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: /^Step 3:/ })).toBeInTheDocument();

    await user.click(confirmation);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(4);
    await user.click(screen.getByRole('checkbox', { name: 'cuttings' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(5);
    await user.click(screen.getByRole('button', { name: 'Publish Profile' }));
    expect(await screen.findByText('Profile published successfully!')).toBeInTheDocument();
    expect(plantBodies).toEqual([expect.objectContaining({ available_for_swap: true, pest_free_confirmed: true })]);
  });

  it('keeps a plant added in the wizard in the collection, not listed, and lets it go on without a pest-free confirmation', async () => {
    const { user } = setUp();
    await fillBasicInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(3);
    await addPlant(user);
    expect(screen.getByRole('switch', { name: 'Available for swap' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'This plant is free of pests' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(4);
  });

  it('warns on step 3 that English ivy is invasive in Oregon, with a link to the list, as soon as it is added', async () => {
    const ivy: CataloguePlant = { ...samplePlant('English Ivy', 'Hedera helix'), image_url: null };
    const { user } = setUp((url) => (url === '/api/plants' ? { status: 200, body: [ivy] } : answerInvasiveListings(url, ivy.id)));
    await fillBasicInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(3);
    await user.type(screen.getByRole('combobox', { name: 'Add a plant' }), 'ivy');
    await user.click(await screen.findByRole('option', { name: /English Ivy/ }));
    const row = await screen.findByRole('generic', { name: 'English Ivy' });
    const note = await within(row).findByRole('note', { name: 'Invasive in Oregon' });
    expect(within(note).getByRole('link', { name: oregonIvyListing.list })).toHaveAttribute('href', oregonIvyListing.source_url);
  });

  it('refuses a plant photo over 50 MB and a HEIC one', async () => {
    const { user } = setUp();
    await fillBasicInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(3);
    await addPlant(user);
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 51 * 1024 * 1024 });
    await user.upload(screen.getByTestId(/^plant-photo-input-/), [huge, new File(['h'], 'leaf.heif', { type: 'image/heif' })]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('huge.png is too large. Images can be up to 50 MB.');
    expect(alert).toHaveTextContent('leaf.heif: HEIC/HEIF images are not supported.');
    expect(screen.queryAllByRole('img', { name: /^Golden Pothos photo/ })).toHaveLength(0);
  });

  it('keeps Continue on Swap Preferences disabled until a swap type is chosen, with 10 miles by default', async () => {
    const { user } = setUp();
    await fillBasicInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await addPlant(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(4);
    expect(screen.getByLabelText('Preferred distance (miles)')).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'seeds' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('asks a member whose place is in Canada for the distance in kilometres, 15 by default', async () => {
    const { user } = setUp((url) =>
      url === '/api/account/units' ? { status: 200, body: { distance_unit: 'auto', place_unit: 'km' } } : undefined,
    );
    await fillBasicInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await addPlant(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(4);
    const distance = await screen.findByLabelText('Preferred distance (km)');
    expect(distance).toHaveValue('15');
    await user.clear(distance);
    await user.type(distance, '40');
    expect(distance).toHaveValue('40');
  });

  it('resumes at the same step with the same data after the page is reloaded', async () => {
    // Only the save's delay is faked; everything else keeps real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const first = setUp();
    await fillBasicInfo(first.user);
    await first.user.upload(screen.getByTestId('garden-photo-input'), png());
    expect(await screen.findByText('1/10 items')).toBeInTheDocument();
    // The draft is saved a moment after the last change.
    await act(() => vi.runOnlyPendingTimersAsync());
    first.unmount();

    setUp(undefined, first.member.id);
    expect(await stepHeading(2)).toBeInTheDocument();
    expect(screen.getByText('1/10 items')).toBeInTheDocument();
  });

  it('publishes the profile, then garden photos, posts and plants in that order, and goes home after 500 ms', async () => {
    const { user, router, member } = setUp();
    await reachPreview(user);
    expect(screen.getByRole('region', { name: 'Garden photos (2)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Brag Board posts (1)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Plants (1)' })).toBeInTheDocument();
    calls = [];
    await user.click(screen.getByRole('button', { name: 'Publish Profile' }));
    expect(await screen.findByText('Profile published successfully!')).toBeInTheDocument();
    expect(calls).toEqual([
      `PUT /api/profiles/${member.id}`,
      'POST /api/garden-photos',
      'POST /api/garden-photos',
      'POST /api/posts',
      'POST /api/objects/upload',
      expect.stringMatching(/^PUT \/api\/objects\/upload\/[0-9a-f-]{36}$/),
      'PUT /api/plant-images',
      'POST /api/user-plants',
    ]);
    expect(router.state.location.pathname).toBe('/create-profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2000 });
  });

  /** Answers the member's choice about other servers as a server that federates or not would, recording each one sent. */
  const otherServers =
    (available: boolean, sent: unknown[]): Handler =>
    (url, init) => {
      if (url !== '/api/account/federation') return undefined;
      const federates = init.method === 'PUT' ? (JSON.parse(String(init.body)) as { federates: boolean }).federates : false;
      if (init.method === 'PUT') sent.push({ federates });
      return { status: 200, body: { federates, available, handle: available ? '@newbie@rootshare.example' : null } };
    };

  it('asks on the last step whether people on other servers may follow, off by default, and saves the answer with Publish', async () => {
    const sent: unknown[] = [];
    const { user, member } = setUp(otherServers(true, sent));
    await reachPreview(user);
    const question = await screen.findByRole('switch', { name: 'Let people on other servers follow me' });
    expect(question).toHaveAttribute('aria-checked', 'false');
    expect(question).toHaveAccessibleDescription(/Your messages, e-mail and exact place never leave this server\./);
    await user.click(question);
    expect(question).toHaveAttribute('aria-checked', 'true');
    calls = [];
    await user.click(screen.getByRole('button', { name: 'Publish Profile' }));
    expect(await screen.findByText('Profile published successfully!')).toBeInTheDocument();
    expect(calls.slice(0, 3)).toEqual([`PUT /api/profiles/${member.id}`, 'PUT /api/account/federation', 'POST /api/garden-photos']);
    expect(sent).toEqual([{ federates: true }]);
  });

  it('saves the question left off as off', async () => {
    const sent: unknown[] = [];
    const { user } = setUp(otherServers(true, sent));
    await reachPreview(user);
    await screen.findByRole('switch', { name: 'Let people on other servers follow me' });
    await user.click(screen.getByRole('button', { name: 'Publish Profile' }));
    expect(await screen.findByText('Profile published successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ federates: false }]);
  });

  it('leaves the question out, and sends no answer, on a Rootshare not connected to other servers', async () => {
    const sent: unknown[] = [];
    const { user } = setUp(otherServers(false, sent));
    await reachPreview(user);
    expect(screen.queryByRole('switch', { name: 'Let people on other servers follow me' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish Profile' }));
    expect(await screen.findByText('Profile published successfully!')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(calls).not.toContain('PUT /api/account/federation');
  });

  it("sends the chosen place's coordinates with the location at step 1, and again at publish", async () => {
    const bodies: unknown[] = [];
    const { user } = setUp(placesAndProfileBodies(bodies));
    await reachPreview(user, { chooseSuggestion: true });
    expect(bodies).toEqual([expect.objectContaining({ location: 'Chicago, Illinois', latitude: 41.85003, longitude: -87.65005 })]);
    await user.click(screen.getByRole('button', { name: 'Publish Profile' }));
    expect(await screen.findByText('Profile published successfully!')).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({ location: 'Chicago, Illinois', latitude: 41.85003, longitude: -87.65005 });
  });

  it('clears the coordinates for a location typed without choosing a suggestion', async () => {
    const bodies: unknown[] = [];
    const { user } = setUp(placesAndProfileBodies(bodies));
    await fillBasicInfo(user);
    expect(bodies).toEqual([expect.objectContaining({ location: 'Chicago, Illinois, United States', latitude: null, longitude: null })]);
  });

  it('warns when some items fail, keeps the profile, and retries only what is left', async () => {
    let failPlants = true;
    const { user } = setUp((url) =>
      url === '/api/user-plants' && failPlants ? { status: 500, body: { error: 'Server error' } } : undefined,
    );
    await reachPreview(user);
    await user.click(screen.getByRole('button', { name: 'Publish Profile' }));
    expect(await screen.findByText('Profile published with warning')).toBeInTheDocument();
    expect(screen.getByText(/Some plants could not be added and may be added later/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 item above could not be added yet');
    expect(screen.queryByRole('region', { name: /Garden photos/ })).not.toBeInTheDocument();

    failPlants = false;
    calls = [];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Profile published successfully!')).toBeInTheDocument();
    expect(calls.filter((c) => c.includes('garden-photos') || c.includes('/api/posts'))).toEqual([]);
    expect(calls).toContain('POST /api/user-plants');
  });

  it('names the quota met and when it resets, sends nothing after it, and keeps every item for Try again', async () => {
    let quotaMet = true;
    const limit = 'You can upload 220 photos and videos an hour.';
    const { user } = setUp((url) =>
      url === '/api/garden-photos' && quotaMet
        ? {
            status: 429,
            headers: { 'retry-after': '1200' },
            body: { error: `${limit} Try again in 20 minutes.`, details: { limit, retry_after_seconds: 1200 } },
          }
        : undefined,
    );
    await reachPreview(user);
    calls = [];
    await user.click(screen.getByRole('button', { name: 'Publish Profile' }));
    expect(await screen.findByText('Profile published with warning')).toBeInTheDocument();
    const notice = new RegExp(`${limit} Try again after .*\\d{2}:\\d{2}`);
    expect(screen.getByText(/^Some garden photos, Brag Board posts, plants could not be added yet/)).toHaveTextContent(notice);
    expect(screen.getByRole('alert')).toHaveTextContent('4 items above could not be added yet.');
    expect(screen.getByRole('alert')).toHaveTextContent(notice);
    expect(calls.filter((c) => !c.startsWith('PUT /api/profiles/'))).toEqual(['POST /api/garden-photos']);
    expect(screen.getByRole('region', { name: 'Garden photos (2)' })).toBeInTheDocument();

    quotaMet = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Profile published successfully!')).toBeInTheDocument();
    expect(calls.filter((c) => c === 'POST /api/garden-photos')).toHaveLength(3);
    expect(calls).toContain('POST /api/user-plants');
  });

  it('asks a member whose session ended to sign in, and goes to /auth', async () => {
    let expired = false;
    const { user } = setUp((url, init) =>
      expired && url.startsWith('/api/profiles/') && init.method === 'PUT' ? { status: 401, body: { error: 'Unauthorized' } } : undefined,
    );
    await reachPreview(user);
    expired = true;
    await user.click(screen.getByRole('button', { name: 'Publish Profile' }));
    expect(await screen.findByText('Authentication required: Please sign in to publish your profile.')).toBeInTheDocument();
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
  });

  it('shows Publishing... and disables Back and Publish while it runs', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = setUp((url, init) =>
      url.startsWith('/api/profiles/') && init.method === 'PUT' && calls.length > 1
        ? held.then(() => ({ status: 200, body: sampleProfile({ full_name: 'Nova Bloom' }) }))
        : undefined,
    );
    await reachPreview(user);
    await user.click(screen.getByRole('button', { name: 'Publish Profile' }));
    expect(await screen.findByRole('button', { name: 'Publishing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    release();
    expect(await screen.findByText('Profile published successfully!')).toBeInTheDocument();
  });
});
