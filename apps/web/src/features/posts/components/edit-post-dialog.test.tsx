import type { Post } from '@rootshare/contracts/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, mockApi, page, renderRoutes, sampleProfile, samplePost, signInAs } from '@/test/render';
import { BragBoardTab } from './brag-board-tab';

vi.mock('../lib/video-poster', () => ({ prepareMedia: vi.fn(async (file: File) => ({ media: file, poster: null })) }));

const owner = sampleProfile({ full_name: 'Fern Gully' });

/** The owner's board with one post; PUT answers come from `update` (the edited post by default). */
function renderBoard(post: Post, update?: (form: FormData) => { status: number; body?: unknown }) {
  signInAs(owner);
  let current = post;
  mockApi((url, init) => {
    if (url === `/api/profiles/${owner.id}`) return { status: 200, body: owner };
    if (url === `/api/posts/${post.id}` && init.method === 'PUT') {
      const form = init.body as FormData;
      if (update) return update(form);
      current = {
        ...current,
        title: String(form.get('title')),
        content: String(form.get('content')),
        tags: String(form.get('tags')) || null,
      };
      return { status: 200, body: current };
    }
    if (url === `/api/posts?user_id=${owner.id}`) return { status: 200, body: { posts: [current], nextCursor: null, total: 1 } };
    return undefined;
  });
  renderRoutes([page('/', <BragBoardTab userId={owner.id} isOwner />)], '/');
}

async function openEdit(title: string) {
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name: title });
  await user.click(await within(card).findByRole('button', { name: 'Edit post' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Edit Post' }) };
}

const sentForm = () => FakeXhr.sent[0]?.body as FormData;
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('EditPostDialog', () => {
  it("fills in the post, saves new text without touching the media and says 'Your post has been updated.'", async () => {
    const post = samplePost({ title: 'Sunny window', content: 'Morning light.', tags: 'monstera', user_id: owner.id });
    renderBoard(post);
    const { user, dialog } = await openEdit('Sunny window');
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Sunny window');
    expect(within(dialog).getByLabelText(/^Content/)).toHaveValue('Morning light.');
    expect(within(dialog).getByLabelText(/^Tags/)).toHaveValue('monstera');
    expect(within(dialog).getByRole('img', { name: 'Current photo' })).toHaveAttribute('src', post.media_urls[0]);
    expect(within(dialog).queryByRole('button', { name: 'Remove current media' })).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Title/));
    await user.type(within(dialog).getByLabelText(/^Title/), 'Sunnier window');
    await user.clear(within(dialog).getByLabelText(/^Tags/));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your post has been updated.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Sunnier window' })).toBeInTheDocument();
    expect(FakeXhr.sent[0]?.method).toBe('PUT');
    expect([...sentForm().entries()]).toEqual([
      ['title', 'Sunnier window'],
      ['content', 'Morning light.'],
      ['tags', ''],
      ['media_description', ''],
    ]);
  });

  it('replaces the media with a new file, and removing the new file returns to the current one', async () => {
    const post = samplePost({ title: 'Sunny window', user_id: owner.id });
    renderBoard(post);
    const { user, dialog } = await openEdit('Sunny window');
    expect(within(dialog).getByRole('button', { name: 'Replace' })).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Choose a photo'), png('new-leaf.png'));
    expect(within(dialog).getByRole('img', { name: 'Preview of new-leaf.png' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Current photo' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove new-leaf.png' }));
    expect(within(dialog).getByRole('img', { name: 'Current photo' })).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Choose a photo'), png('newer-leaf.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your post has been updated.')).toBeInTheDocument();
    const form = sentForm();
    expect(form.get('replaceMedia')).toBe('true');
    expect((form.get('media') as File).name).toBe('newer-leaf.png');
    expect([...form.keys()].at(-1)).toBe('media');
  });

  it('lets a blog post drop its media, and take that back', async () => {
    const post = samplePost({ type: 'blog_post', title: 'Care guide', user_id: owner.id });
    renderBoard(post);
    const { user, dialog } = await openEdit('Care guide');
    await user.click(within(dialog).getByRole('button', { name: 'Remove current media' }));
    expect(within(dialog).queryByRole('img', { name: 'Current photo' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep current media' }));
    expect(within(dialog).getByRole('img', { name: 'Current photo' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove current media' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your post has been updated.')).toBeInTheDocument();
    expect(sentForm().get('replaceMedia')).toBe('true');
    expect(sentForm().has('media')).toBe(false);
  });

  it("says 'Failed to update post. Please try again.' and keeps the changes when the server refuses", async () => {
    renderBoard(samplePost({ title: 'Sunny window', user_id: owner.id }), () => ({ status: 500 }));
    const { user, dialog } = await openEdit('Sunny window');
    await user.type(within(dialog).getByLabelText(/^Content/), ' And evening.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update post. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled());
    expect(within(dialog).getByLabelText(/^Content/)).toHaveValue('Look at this new leaf! And evening.');
  });
});
