import type { Post } from '@rootshare/contracts/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/layout/header';
import { ShareKnowledgeCard } from '@/features/home/components/share-knowledge-card';
import { ProfilePage } from '@/features/profiles/pages/profile-page';
import { mockApi, page, renderRoutes, sampleProfile, samplePost, signInAs } from '@/test/render';
import { BragBoardTab } from './brag-board-tab';

const owner = sampleProfile({ full_name: 'Fern Gully' });
const visitor = sampleProfile({
  id: '22222222-2222-4222-8222-222222222222',
  username: 'ivy',
  email: 'ivy@example.test',
  full_name: 'Ivy Green',
});
const byOwner = (overrides: Partial<Post> = {}) => samplePost({ user_id: owner.id, ...overrides });

type Handler = Parameters<typeof mockApi>[0];

/** Answers the session, the owner's profile and their board as pages (cursor → page). */
function mockBoard(pages: Record<string, { posts: Post[]; nextCursor: string | null }>, handler: Handler = () => undefined) {
  return mockApi((url, init) => {
    const answer = handler(url, init);
    if (answer) return answer;
    if (url === `/api/profiles/${owner.id}`) return { status: 200, body: owner };
    if (url === `/api/profiles/${visitor.id}`) return { status: 200, body: visitor };
    const board = /^\/api\/posts\?user_id=([^&]+)(?:&cursor=(.+))?$/.exec(url);
    // Like the server: the first page tells how many posts the board holds in all.
    const total = Object.values(pages).reduce((sum, p) => sum + p.posts.length, 0);
    if (board?.[1] === owner.id) return { status: 200, body: { ...pages[board[2] ?? 'first'], total: board[2] ? null : total } };
    return undefined;
  });
}

const profileRoutes = [page('/profile', <ProfilePage />), page('/profile/:userId', <ProfilePage />)];

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('BragBoardTab', () => {
  it("counts the posts in the heading: '1 post', '2 posts'", async () => {
    mockBoard({ first: { posts: [byOwner({ title: 'Only one' })], nextCursor: null } });
    const { unmount } = renderRoutes([page('/', <BragBoardTab userId={owner.id} isOwner={false} />)], '/');
    expect(await screen.findByRole('heading', { name: '1 post' })).toBeInTheDocument();
    unmount();
    mockBoard({ first: { posts: [byOwner(), byOwner()], nextCursor: null } });
    renderRoutes([page('/', <BragBoardTab userId={owner.id} isOwner={false} />)], '/');
    expect(await screen.findByRole('heading', { name: '2 posts' })).toBeInTheDocument();
  });

  it('counts every post on the board, not only those loaded, and loads the rest with Load more', async () => {
    const first = Array.from({ length: 20 }, (_, n) => byOwner({ title: `Post ${n + 1}` }));
    mockBoard({ first: { posts: first, nextCursor: 'c2' }, c2: { posts: [byOwner({ title: 'Post 21' })], nextCursor: null } });
    renderRoutes([page('/', <BragBoardTab userId={owner.id} isOwner={false} />)], '/');
    expect(await screen.findByRole('heading', { name: '21 posts' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Post 21' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Post 21' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '21 posts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("tells visitors 'No posts on this Brag Board yet.' and offers them no Create Post", async () => {
    mockBoard({ first: { posts: [], nextCursor: null } });
    renderRoutes([page('/', <BragBoardTab userId={owner.id} isOwner={false} />)], '/');
    expect(await screen.findByText('No posts on this Brag Board yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 posts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Post' })).not.toBeInTheDocument();
  });

  it('invites the owner of an empty board to create a post', async () => {
    signInAs(owner);
    mockBoard({ first: { posts: [], nextCursor: null } });
    renderRoutes([page('/', <BragBoardTab userId={owner.id} isOwner />)], '/');
    const invitation = await screen.findByRole('heading', { name: 'Start your Brag Board' });
    await userEvent.setup().click(within(invitation.parentElement as HTMLElement).getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('dialog', { name: 'Create Post' })).toBeInTheDocument();
  });

  it('opens the form of the asked-for type on the own profile, and forgets the request once closed', async () => {
    signInAs(owner);
    mockBoard({ first: { posts: [], nextCursor: null } });
    const { router } = renderRoutes(profileRoutes, '/profile?tab=brag-board&create=reel');
    const dialog = await screen.findByRole('dialog', { name: 'Create a Video Reel' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Brag Board' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=brag-board');
  });

  it("ignores a create request on someone else's profile", async () => {
    signInAs(visitor);
    mockBoard({ first: { posts: [], nextCursor: null } });
    renderRoutes(profileRoutes, `/profile/${owner.id}?tab=brag-board&create=photo`);
    expect(await screen.findByText('No posts on this Brag Board yet.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens the right form from the header's create menu and from the home card", async () => {
    signInAs(owner);
    mockBoard({ first: { posts: [], nextCursor: null } });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        page(
          '/',
          <>
            <Header />
            <ShareKnowledgeCard />
          </>,
        ),
        ...profileRoutes,
      ],
      '/',
    );
    await user.click(within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share Photo' }));
    const photo = await screen.findByRole('dialog', { name: 'Share a Photo' });
    await user.click(within(photo).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await router.navigate('/');
    const kinds = await screen.findByRole('radiogroup', { name: 'What would you like to share?' });
    await user.click(within(kinds).getByRole('radio', { name: 'Blog Post' }));
    await user.click(within(kinds.parentElement as HTMLElement).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('dialog', { name: 'Write a Blog Post' })).toBeInTheDocument();
  });

  it("asks 'Are you sure you want to delete this post?', removes the post at once and confirms", async () => {
    signInAs(owner);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const post = byOwner({ title: 'Old cutting' });
    let posts = [post, byOwner({ title: 'Keeper' })];
    mockBoard({}, (url, init) => {
      if (init.method === 'DELETE' && url === `/api/posts/${post.id}`) {
        posts = posts.filter((p) => p.id !== post.id);
        return held.then(() => ({ status: 204 }));
      }
      if (url === `/api/posts?user_id=${owner.id}`) return { status: 200, body: { posts, nextCursor: null, total: posts.length } };
      return undefined;
    });
    renderRoutes([page('/', <BragBoardTab userId={owner.id} isOwner />)], '/');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Old cutting' });
    await user.click(await within(card).findByRole('button', { name: 'Delete post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Post' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this post?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Old cutting' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '1 post' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Post deleted successfully')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Keeper' })).toBeInTheDocument();
  });

  it("puts the post back with 'Failed to delete post' when the server refuses", async () => {
    signInAs(owner);
    const post = byOwner({ title: 'Old cutting' });
    mockBoard({ first: { posts: [post], nextCursor: null } }, (_url, init) =>
      init.method === 'DELETE' ? { status: 500, body: { error: 'Database unavailable' } } : undefined,
    );
    renderRoutes([page('/', <BragBoardTab userId={owner.id} isOwner />)], '/');
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('article', { name: 'Old cutting' })).findByRole('button', { name: 'Delete post' }),
    );
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Post' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete post')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Old cutting' })).toBeInTheDocument();
  });

  it('keeps the post when the deletion is cancelled', async () => {
    signInAs(owner);
    const fetchMock = mockBoard({ first: { posts: [byOwner({ title: 'Old cutting' })], nextCursor: null } });
    renderRoutes([page('/', <BragBoardTab userId={owner.id} isOwner />)], '/');
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('article', { name: 'Old cutting' })).findByRole('button', { name: 'Delete post' }),
    );
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Post' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'Old cutting' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
