import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, samplePost, signInAs } from '@/test/render';
import { PostPage } from './post-page';

const author = sampleProfile({ full_name: 'Fern Gully' });
const longRead = samplePost({
  type: 'blog_post',
  title: 'The complete repotting guide',
  content: `${'Roots need room. '.repeat(20)}THE END`,
  media_type: null,
  media_urls: [],
  user_id: author.id,
});
const routes = [page('/posts/:id', <PostPage />), page('/profile', <p>my profile</p>)];

type Handler = Parameters<typeof mockApi>[0];

function mockPost(handler: Handler = () => undefined) {
  return mockApi((url, init) => {
    const answer = handler(url, init);
    if (answer) return answer;
    if (url === `/api/profiles/${author.id}`) return { status: 200, body: author };
    if (url === `/api/posts/${longRead.id}`) return { status: 200, body: longRead };
    if (url === `/api/posts/${longRead.id}/comments`) return { status: 200, body: { comments: [], nextCursor: null } };
    return undefined;
  });
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('PostPage', () => {
  it('shows the whole post with its comments open and names the tab after it', async () => {
    mockPost();
    renderRoutes(routes, `/posts/${longRead.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'The complete repotting guide' })).toBeInTheDocument();
    expect(screen.getByText(/THE END/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Read more/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
    expect(document.title).toBe('The complete repotting guide — Rootshare');
  });

  it("says 'Post not found' when the post does not exist", async () => {
    mockPost();
    renderRoutes(routes, '/posts/00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Community' })).toHaveAttribute('href', '/browse?tab=content');
  });

  it("asks for the member's like status only when signed in", async () => {
    const visit = mockPost();
    const { unmount } = renderRoutes(routes, `/posts/${longRead.id}`);
    await screen.findByRole('heading', { level: 1 });
    expect(visit.mock.calls.some(([url]) => String(url).endsWith('/like-status'))).toBe(false);
    unmount();

    signInAs(author);
    mockPost((url) => (url.endsWith('/like-status') ? { status: 200, body: { hasLiked: true } } : undefined));
    renderRoutes(routes, `/posts/${longRead.id}`);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true'));
  });

  it("goes to the author's Brag Board after the post is deleted", async () => {
    signInAs(author);
    mockPost((url, init) =>
      init.method === 'DELETE' ? { status: 204 } : url.endsWith('/like-status') ? { status: 200, body: { hasLiked: false } } : undefined,
    );
    const { router } = renderRoutes(routes, `/posts/${longRead.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Post' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('my profile')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=brag-board');
    expect(screen.getByText('Post deleted successfully')).toBeInTheDocument();
  });
});
