import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FULL_NAME_INVISIBLE, FULL_NAME_LOOKALIKE, PLACE_CHANGE_LIMIT } from '@rootshare/contracts/profiles';
import { FakeXhr, mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { ProfilePage } from '../pages/profile-page';

// The real cropper needs laid-out images; this one reports a crop area as soon as it shows.
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper({ onCropComplete }: { onCropComplete: (area: object, pixels: object) => void }) {
    const reported = useRef(false);
    useEffect(() => {
      if (reported.current) return;
      reported.current = true;
      onCropComplete({ x: 0, y: 0, width: 100, height: 100 }, { x: 0, y: 0, width: 600, height: 600 });
    }, [onCropComplete]);
    return <div data-testid="cropper" />;
  },
}));
const cropImageFile = vi.fn(async (_file: Blob, _area: object, output: { width: number; height: number }, name: string) => {
  const cropped = new File([`${output.width}x${output.height}`], name, { type: 'image/jpeg' });
  return cropped;
});
vi.mock('../lib/crop-image', () => ({ cropImageFile: (...args: Parameters<typeof cropImageFile>) => cropImageFile(...args) }));

const owner = sampleProfile({
  full_name: 'Fern Gully',
  location: 'Portland, OR',
  bio: 'Grows ferns.',
  swap_preferences: JSON.stringify({ swapTypes: ['cuttings'], interests: ['herbs'], careLevels: [], preferredDistance: '15' }),
});

const KB = 1024;
const MB = 1024 * KB;
const file = (name: string, type: string, size = 50 * KB) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

const seattle = {
  display_name: 'Seattle, Washington, United States',
  formatted: 'Seattle, Washington',
  city: 'Seattle',
  state: 'Washington',
  postcode: null,
  country: 'United States',
  lat: 47.60621,
  lon: -122.33207,
};

interface Setup {
  update?: (body: Record<string, unknown>) => { status: number; body?: unknown };
}

/** The owner's own profile page; PUT /api/profiles/{id} answers from `update` (the merged profile by default). */
function renderOwnProfile({ update }: Setup = {}) {
  signInAs(owner);
  let current: Record<string, unknown> = owner;
  const sent: Array<Record<string, unknown>> = [];
  mockApi((url, init) => {
    if (url === `/api/profiles/${owner.id}` && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      if (update) return update(body);
      current = { ...current, ...body };
      return { status: 200, body: current };
    }
    if (url === `/api/profiles/${owner.id}`) return { status: 200, body: current };
    if (url.startsWith('/api/geo/autocomplete?')) return { status: 200, body: { results: [seattle] } };
    if (url === '/api/objects/upload' && init.method === 'POST') return { status: 200, body: { uploadURL: '/api/objects/upload/slot-1' } };
    if (url === '/api/objects/upload/slot-1' && init.method === 'PUT') return { status: 200 };
    if (url === '/api/plant-images' && init.method === 'PUT')
      return { status: 200, body: { objectPath: '/media/plants/avatar-1.webp', thumbnailPath: '/media/plants/avatar-1.thumb.webp' } };
    return undefined;
  });
  renderRoutes([page('/profile', <ProfilePage />)], '/profile');
  return { sent };
}

async function openDialog() {
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled());
  return { user, dialog };
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  cropImageFile.mockClear();
  vi.restoreAllMocks();
});

describe('EditProfileDialog', () => {
  it("opens from the owner's Edit Profile button with the profile filled in", async () => {
    renderOwnProfile();
    const { dialog } = await openDialog();
    expect(within(dialog).getByLabelText('Username')).toHaveValue('fern');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('fern@example.test');
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Fern Gully');
    expect(within(dialog).getByLabelText('Location')).toHaveValue('Portland, OR');
    expect(within(dialog).getByLabelText('Bio')).toHaveValue('Grows ferns.');
    const prefs = within(dialog).getByRole('group', { name: 'Swap Preferences' });
    expect(within(prefs).getByRole('checkbox', { name: 'cuttings' })).toBeChecked();
    expect(within(prefs).getByRole('checkbox', { name: 'seeds' })).not.toBeChecked();
  });

  it('requires a username and sends nothing without one', async () => {
    const { sent } = renderOwnProfile();
    const { user, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Username is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('requires at least one swap type, says so under the swap preferences and sends nothing', async () => {
    const { sent } = renderOwnProfile();
    const { user, dialog } = await openDialog();
    const prefs = within(dialog).getByRole('group', { name: 'Swap Preferences' });
    await user.click(within(prefs).getByRole('checkbox', { name: 'cuttings' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(prefs).findByText('Choose at least one swap type')).toBeInTheDocument();
    expect(prefs).toHaveAccessibleDescription('Choose at least one swap type');
    expect(sent).toEqual([]);
    await user.click(within(prefs).getByRole('checkbox', { name: 'bulbs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(String(sent[0]?.swap_preferences))).toMatchObject({ swapTypes: ['bulbs'], interests: ['herbs'] });
  });

  it('checks the fields with the shared profile rules', async () => {
    const { sent } = renderOwnProfile();
    const { user, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'no spaces allowed');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Username may use letters, numbers, dots, dashes and underscores')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the e-mail address without letting it be edited here, and points to Settings', async () => {
    const { sent } = renderOwnProfile();
    const { user, dialog } = await openDialog();
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(/^Change it in Settings/);
    expect(within(dialog).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings#email');
    await user.type(email, 'x');
    expect(email).toHaveValue('fern@example.test');
    await user.type(within(dialog).getByLabelText('Bio'), ' And mosses.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('email');
  });

  it('explains a taken username next to the field and in an Update failed toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOwnProfile({ update: () => ({ status: 409, body: { error: 'Username already exists' } }) });
    const { user, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'moss');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
      'This username is already taken. Please choose a different one.',
    );
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it("explains a full name refused as a look-alike of another member's next to the field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOwnProfile({ update: () => ({ status: 409, body: { error: FULL_NAME_LOOKALIKE } }) });
    const { user, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText('Full name'));
    await user.type(within(dialog).getByLabelText('Full name'), 'Jоhn Smith');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Full name')).toHaveAccessibleDescription(FULL_NAME_LOOKALIKE);
  });

  it('refuses a full name with invisible characters before sending it', async () => {
    const sent: unknown[] = [];
    renderOwnProfile({
      update: (body) => {
        sent.push(body);
        return { status: 200, body: {} };
      },
    });
    const { user, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText('Full name'));
    await user.type(within(dialog).getByLabelText('Full name'), 'Fern\u200bGully');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(FULL_NAME_INVISIBLE)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("shows 'Update failed' with the server's message for other failures", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOwnProfile({ update: () => ({ status: 500, body: { error: 'Database unavailable' } }) });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Bio'), ' And mosses.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it("sends only the changed fields, says 'Profile updated' and shows the new profile", async () => {
    const { sent } = renderOwnProfile();
    const { user, dialog } = await openDialog();
    await user.clear(within(dialog).getByLabelText('Full name'));
    await user.type(within(dialog).getByLabelText('Full name'), 'Fern Mossley');
    await user.clear(within(dialog).getByLabelText('Location'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'seeds' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        full_name: 'Fern Mossley',
        location: null,
        latitude: null,
        longitude: null,
        swap_preferences: JSON.stringify({
          swapTypes: ['cuttings', 'seeds'],
          interests: ['herbs'],
          careLevels: [],
          preferredDistance: '15',
        }),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Profile' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Fern Mossley' })).toBeInTheDocument();
  });

  it("sends the chosen place's coordinates with the new location", async () => {
    const { sent } = renderOwnProfile();
    const { user, dialog } = await openDialog();
    const location = within(dialog).getByRole('combobox', { name: 'Location' });
    await user.clear(location);
    await user.type(location, 'Seat');
    await user.click(await within(dialog).findByRole('option', { name: /Seattle, Washington/ }));
    expect(location).toHaveValue('Seattle, Washington');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent).toEqual([{ location: 'Seattle, Washington', latitude: 47.60621, longitude: -122.33207 }]);
  });

  it('explains a place moved too often today under the location field, keeping the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = `${PLACE_CHANGE_LIMIT} Try again in about 5 hours.`;
    renderOwnProfile({ update: () => ({ status: 429, body: { error: refusal } }) });
    const { user, dialog } = await openDialog();
    const location = within(dialog).getByRole('combobox', { name: 'Location' });
    await user.clear(location);
    await user.type(location, 'Seat');
    await user.click(await within(dialog).findByRole('option', { name: /Seattle, Washington/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    await waitFor(() => expect(location).toHaveAccessibleDescription(refusal));
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('clears the coordinates when the location is typed by hand, and leaves them alone when it is unchanged', async () => {
    const { sent } = renderOwnProfile();
    const first = await openDialog();
    await first.user.type(within(first.dialog).getByLabelText('Location'), ' area');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent).toEqual([{ location: 'Portland, OR area', latitude: null, longitude: null }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Profile' })).not.toBeInTheDocument());
    const second = await openDialog();
    await second.user.type(within(second.dialog).getByLabelText('Bio'), ' And mosses.');
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ bio: 'Grows ferns. And mosses.' });
  });

  it('disables Save changes while the update is under way', async () => {
    let answer: (value: { status: number; body?: unknown }) => void = () => undefined;
    signInAs(owner);
    mockApi((url, init) => {
      if (url === `/api/profiles/${owner.id}` && init.method === 'PUT') return new Promise((resolve) => (answer = resolve));
      if (url === `/api/profiles/${owner.id}`) return { status: 200, body: owner };
      return undefined;
    });
    renderRoutes([page('/profile', <ProfilePage />)], '/profile');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Bio'), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer({ status: 200, body: { ...owner, bio: 'Grows ferns.!' } });
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
  });

  it.each([
    ['an unsupported type', file('notes.pdf', 'application/pdf'), 'Unsupported file format', /JPG, PNG, WebP or GIF/],
    [
      'an image whose name has another extension',
      file('leaf.bmp', 'image/png'),
      'Invalid file extension',
      /\.jpg, \.jpeg, \.png, \.webp or \.gif/,
    ],
    ['an image over 5 MB', file('huge.jpg', 'image/jpeg', 6 * MB), 'File too large', /6\.0 MB/],
    ['an image under 1 KB', file('tiny.png', 'image/png', 512), 'File too small', /corrupted or empty/],
  ])('refuses %s as an avatar with its message and opens no cropper', async (_case, chosen, title, detail) => {
    renderOwnProfile();
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose profile photo'), chosen);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Crop profile photo' })).not.toBeInTheDocument();
  });

  it('applies the same rules to the banner', async () => {
    renderOwnProfile();
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose banner image'), file('banner.tiff', 'image/tiff'));
    expect(await screen.findByText('Unsupported file format')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Crop banner' })).not.toBeInTheDocument();
  });

  it("crops a large avatar after a 'Processing image' notice, uploads it and saves its /media path", async () => {
    const { sent } = renderOwnProfile();
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose profile photo'), file('me.png', 'image/png', 3 * MB));
    expect(await screen.findByText('Processing image')).toBeInTheDocument();
    const crop = await screen.findByRole('dialog', { name: 'Crop profile photo' });
    await user.click(within(crop).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(cropImageFile).toHaveBeenCalledWith(
        expect.any(File),
        { x: 0, y: 0, width: 600, height: 600 },
        expect.objectContaining({ width: 300, height: 300 }),
        'avatar.jpg',
      ),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled());
    expect(FakeXhr.sent.map((request) => [request.method, request.url])).toEqual([['PUT', '/api/objects/upload/slot-1']]);
    expect((FakeXhr.sent[0]?.body as File).type).toBe('image/jpeg');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent).toEqual([{ avatar_url: '/media/plants/avatar-1.webp' }]);
  });

  it('opens the crop dialog for one image dropped on the profile photo', async () => {
    renderOwnProfile();
    const { dialog } = await openDialog();
    const dropArea = within(dialog).getByRole('group', { name: 'Profile photo' });
    fireEvent.dragOver(dropArea, { dataTransfer: { files: [] } });
    fireEvent.drop(dropArea, { dataTransfer: { files: [file('me.png', 'image/png')] } });
    expect(await screen.findByRole('dialog', { name: 'Crop profile photo' })).toBeInTheDocument();
  });

  it('highlights the drop area while an image is dragged over it', async () => {
    renderOwnProfile();
    const { dialog } = await openDialog();
    const dropArea = within(dialog).getByRole('group', { name: 'Banner' });
    fireEvent.dragOver(dropArea, { dataTransfer: { files: [] } });
    expect(dropArea).toHaveClass('border-primary');
    fireEvent.dragLeave(dropArea, { relatedTarget: document.body });
    expect(dropArea).not.toHaveClass('border-primary');
  });

  it.each([
    ['nothing', [], 'No files dropped'],
    ['two images', [file('a.png', 'image/png'), file('b.png', 'image/png')], 'Too many files'],
    ['an empty item', [file('folder', '', 0)], 'Invalid drop'],
    ['a file the picker would refuse', [file('notes.pdf', 'application/pdf')], 'Unsupported file format'],
  ])("refuses a drop of %s on the banner with '%s' and opens no cropper", async (_case, files, title) => {
    renderOwnProfile();
    const { dialog } = await openDialog();
    fireEvent.drop(within(dialog).getByRole('group', { name: 'Banner' }), { dataTransfer: { files } });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Crop banner' })).not.toBeInTheDocument();
  });

  it('crops a banner to 1200 × 300 and saves it as banner_image_url', async () => {
    const { sent } = renderOwnProfile();
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Choose banner image'), file('garden.webp', 'image/webp'));
    const crop = await screen.findByRole('dialog', { name: 'Crop banner' });
    await user.click(within(crop).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(cropImageFile).toHaveBeenCalledWith(
        expect.any(File),
        expect.anything(),
        expect.objectContaining({ width: 1200, height: 300 }),
        'banner.jpg',
      ),
    );
    expect(await within(dialog).findByRole('img', { name: 'Banner preview' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent).toEqual([{ banner_image_url: '/media/plants/avatar-1.webp' }]);
  });
});
