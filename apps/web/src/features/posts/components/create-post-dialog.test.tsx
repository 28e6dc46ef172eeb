import { IMAGE_TOO_LARGE, REEL_NEEDS_VIDEO, type Post } from '@rootshare/contracts/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, mockApi, page, renderRoutes, sampleProfile, samplePost, signInAs } from '@/test/render';
import { BragBoardTab } from './brag-board-tab';

vi.mock('../lib/video-poster', () => ({
  prepareMedia: vi.fn(async (file: File) => ({
    media: file,
    poster: file.type.startsWith('video/') ? new Blob(['jpeg'], { type: 'image/jpeg' }) : null,
  })),
}));

const owner = sampleProfile({ full_name: 'Fern Gully' });
const MB = 1024 * 1024;

function file(name: string, type: string, size?: number) {
  const made = new File(['bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}

type Handler = Parameters<typeof mockApi>[0];

/** The owner's empty Brag Board; `create` answers POST /api/posts (through XMLHttpRequest). */
function renderBoard(create: Handler = () => undefined) {
  signInAs(owner);
  const board: Post[] = [];
  mockApi((url, init) => {
    if (url === `/api/profiles/${owner.id}`) return { status: 200, body: owner };
    if (url === '/api/posts' && init.method === 'POST') {
      const answer = create(url, init);
      if (answer && !(answer instanceof Promise) && answer.status === 201) board.unshift(answer.body as Post);
      return answer;
    }
    if (url === `/api/posts?user_id=${owner.id}`) return { status: 200, body: { posts: board, nextCursor: null, total: board.length } };
    return undefined;
  });
  renderRoutes([page('/', <BragBoardTab userId={owner.id} isOwner />)], '/');
}

async function openForm(typeLabel: 'Photo' | 'Video Reel' | 'Blog Post', options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  await user.click(await screen.findByRole('button', { name: 'Create Post' }));
  const chooser = await screen.findByRole('dialog', { name: 'Create Post' });
  await user.click(within(chooser).getByRole('button', { name: new RegExp(`^${typeLabel}`) }));
  return { user, dialog: await screen.findByRole('dialog') };
}

const sentForms = () => FakeXhr.sent.map((request) => request.body as FormData);

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('CreatePostDialog', () => {
  it('asks for the type first, then shows that type’s form', async () => {
    renderBoard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Post' }));
    const chooser = await screen.findByRole('dialog', { name: 'Create Post' });
    expect(
      within(within(chooser).getByRole('group', { name: 'Post type' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringMatching(/^Photo/), expect.stringMatching(/^Video Reel/), expect.stringMatching(/^Blog Post/)]);
    await user.click(within(chooser).getByRole('button', { name: /^Blog Post/ }));
    const form = await screen.findByRole('dialog', { name: 'Write a Blog Post' });
    expect(within(form).getByRole('group', { name: /Photo or video \(optional\)/ })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Change type' }));
    expect(await screen.findByRole('dialog', { name: 'Create Post' })).toBeInTheDocument();
  });

  it('keeps the text, and a file that suits the new type, when the type changes', async () => {
    renderBoard();
    const { user, dialog } = await openForm('Blog Post');
    await user.type(within(dialog).getByLabelText(/^Title/), 'Window sill');
    await user.upload(within(dialog).getByLabelText('Choose a photo or video'), file('sill.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Change type' }));
    await user.click(await screen.findByRole('button', { name: /^Photo/ }));
    const photoForm = await screen.findByRole('dialog', { name: 'Share a Photo' });
    expect(within(photoForm).getByLabelText(/^Title/)).toHaveValue('Window sill');
    expect(within(photoForm).getByRole('img', { name: 'Preview of sill.png' })).toBeInTheDocument();
    await user.click(within(photoForm).getByRole('button', { name: 'Change type' }));
    await user.click(await screen.findByRole('button', { name: /^Video Reel/ }));
    const reelForm = await screen.findByRole('dialog', { name: 'Create a Video Reel' });
    expect(within(reelForm).queryByRole('img', { name: 'Preview of sill.png' })).not.toBeInTheDocument();
  });

  it("says what is missing: the title, the content and a reel's video", async () => {
    renderBoard();
    const { user, dialog } = await openForm('Video Reel');
    expect(dialog).toHaveAccessibleName('Create a Video Reel');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Content is required')).toBeInTheDocument();
    expect(within(dialog).getByText(REEL_NEEDS_VIDEO)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('counts the title and refuses one over 200 characters', async () => {
    renderBoard();
    const { user, dialog } = await openForm('Blog Post');
    const title = within(dialog).getByLabelText(/^Title/);
    await user.click(title);
    await user.paste('t'.repeat(201));
    expect(within(dialog).getByText('201/200')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Title must be at most 200 characters')).toBeInTheDocument();
  });

  it('refuses a video over 200MB, a photo over 10MB and a HEIC photo, saying why', async () => {
    renderBoard();
    const { user, dialog } = await openForm('Video Reel', { applyAccept: false });
    await user.upload(within(dialog).getByLabelText('Choose a video'), file('tour.mp4', 'video/mp4', 201 * MB));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('File too large: Please select a video smaller than 200MB');
    await user.click(within(dialog).getByRole('button', { name: 'Change type' }));
    await user.click(await screen.findByRole('button', { name: /^Photo/ }));
    const photoForm = await screen.findByRole('dialog', { name: 'Share a Photo' });
    await user.upload(within(photoForm).getByLabelText('Choose a photo'), file('huge.jpg', 'image/jpeg', 11 * MB));
    expect(await within(photoForm).findByRole('alert')).toHaveTextContent(IMAGE_TOO_LARGE);
    await user.upload(within(photoForm).getByLabelText('Choose a photo'), file('IMG_0001.HEIC', 'image/heic'));
    expect(await within(photoForm).findByRole('alert')).toHaveTextContent(
      'IMG_0001.HEIC: HEIC/HEIF images are not supported. Please convert to JPG, PNG or WebP.',
    );
    expect(within(photoForm).queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();
  });

  it('previews the chosen photo with a button that removes it', async () => {
    renderBoard();
    const { user, dialog } = await openForm('Photo');
    expect(within(dialog).getByLabelText('Choose a photo')).toHaveAttribute('accept', expect.stringContaining('image/webp'));
    await user.upload(within(dialog).getByLabelText('Choose a photo'), file('leaf.png', 'image/png'));
    expect(within(dialog).getByRole('img', { name: 'Preview of leaf.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await user.click(within(dialog).getByRole('button', { name: 'Remove leaf.png' }));
    expect(within(dialog).queryByRole('img', { name: 'Preview of leaf.png' })).not.toBeInTheDocument();
  });

  it("sends a reel with its poster, showing real progress and 'Posting', then announces it", async () => {
    const created = samplePost({
      type: 'reel',
      title: 'Repotting day',
      media_type: 'video',
      media_urls: ['/media/posts/r.mp4'],
      user_id: owner.id,
    });
    renderBoard(() => ({ status: 201, body: created }));
    FakeXhr.hold = true;
    const { user, dialog } = await openForm('Video Reel');
    await user.type(within(dialog).getByLabelText(/^Title/), 'Repotting day');
    await user.type(within(dialog).getByLabelText(/^Content/), 'Root bound no more.');
    await user.type(within(dialog).getByLabelText(/^Tags/), 'repotting, #monstera');
    await user.upload(within(dialog).getByLabelText('Choose a video'), file('repot.mp4', 'video/mp4'));
    expect(within(dialog).getByLabelText('Preview of repot.mp4').tagName).toBe('VIDEO');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Posting' })).toBeDisabled();
    FakeXhr.sent[0]?.progress(42, 100);
    await waitFor(() =>
      expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '42'),
    );
    expect(within(dialog).getByText('42%')).toBeInTheDocument();
    await FakeXhr.sent[0]?.finish();

    expect(await screen.findByText('Your video reel has been posted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Repotting day' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 post' })).toBeInTheDocument();
    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/posts');
    expect(request?.headers.authorization).toMatch(/^Bearer /);
    const form = sentForms()[0];
    expect([...(form?.keys() ?? [])]).toEqual(['title', 'content', 'type', 'tags', 'poster', 'media']);
    expect(form?.get('type')).toBe('reel');
    expect(form?.get('tags')).toBe('repotting, monstera');
    expect((form?.get('media') as File).name).toBe('repot.mp4');
  });

  it('sends a blog post without media and without empty tags', async () => {
    renderBoard(() => ({ status: 201, body: samplePost({ type: 'blog_post', media_type: null, media_urls: [] }) }));
    const { user, dialog } = await openForm('Blog Post');
    await user.type(within(dialog).getByLabelText(/^Title/), '  Care guide  ');
    await user.type(within(dialog).getByLabelText(/^Content/), 'Water less in winter.');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Your blog post has been posted.')).toBeInTheDocument();
    const form = sentForms()[0];
    expect([...(form?.keys() ?? [])]).toEqual(['title', 'content', 'type']);
    expect(form?.get('title')).toBe('Care guide');
  });

  it("keeps everything typed when the server refuses, showing its sentence or 'Failed to create post. Please try again.'", async () => {
    let answer = { status: 413, body: { error: 'File too large' } as unknown };
    renderBoard(() => answer);
    const { user, dialog } = await openForm('Photo');
    await user.type(within(dialog).getByLabelText(/^Title/), 'Sunny window');
    await user.type(within(dialog).getByLabelText(/^Content/), 'Morning light.');
    await user.upload(within(dialog).getByLabelText('Choose a photo'), file('leaf.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    answer = { status: 500, body: undefined };
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Failed to create post. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Sunny window');
    expect(within(dialog).getByLabelText(/^Content/)).toHaveValue('Morning light.');
    expect(within(dialog).getByRole('img', { name: 'Preview of leaf.png' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Post' })).toBeEnabled();
  });

  it('stops the upload with Cancel upload and keeps the form', async () => {
    renderBoard(() => ({ status: 201, body: samplePost() }));
    FakeXhr.hold = true;
    const { user, dialog } = await openForm('Photo');
    await user.type(within(dialog).getByLabelText(/^Title/), 'Sunny window');
    await user.type(within(dialog).getByLabelText(/^Content/), 'Morning light.');
    await user.upload(within(dialog).getByLabelText('Choose a photo'), file('leaf.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Post' })).toBeEnabled();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Sunny window');
  });
});
