import type { Comment, Post } from '@rootshare/contracts/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, samplePost, signInAs } from '@/test/render';
import { CommunityFeed } from './community-feed';

const author = sampleProfile({ full_name: 'Fern Gully' });
const reader = sampleProfile({
  id: '22222222-2222-4222-8222-222222222222',
  username: 'ivy',
  full_name: 'Ivy Green',
  email: 'ivy@example.test',
});

type Handler = Parameters<typeof mockApi>[0];

/** Shows the feed with these posts; `as` signs a member in first. */
function renderFeed(posts: Post[], { as, handler = () => undefined }: { as?: ReturnType<typeof sampleProfile>; handler?: Handler } = {}) {
  if (as) signInAs(as);
  const fetchMock = mockApi((url, init) => {
    if (as && url === `/api/profiles/${as.id}`) return { status: 200, body: as };
    const answer = handler(url, init);
    if (answer) return answer;
    if (url === '/api/posts') return { status: 200, body: { posts, nextCursor: null, total: null } };
    if (url.endsWith('/comments') && (init.method ?? 'GET') === 'GET') return { status: 200, body: { comments: [], nextCursor: null } };
    return undefined;
  });
  renderRoutes([page('/', <CommunityFeed search="" />)], '/');
  return fetchMock;
}

/** A promise the test settles by hand, to look at the screen while a call is under way. */
function gate<T>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const comment = (content: string, overrides: Partial<Comment> = {}): Comment => ({
  id: '99999999-9999-4999-8999-999999999999',
  post_id: 'p',
  content,
  is_hidden: false,
  created_at: '2026-01-02T00:00:00.000Z',
  user: { id: reader.id, username: 'ivy', full_name: 'Ivy Green', avatar_url: null },
  remote_author: null,
  ...overrides,
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('PostCard', () => {
  it("shortens a blog post to 200 characters with 'Read more' leading to the post's page", async () => {
    const post = samplePost({
      type: 'blog_post',
      title: 'Repotting guide',
      content: `${'Roots need room. '.repeat(20)}THE END`,
      media_type: null,
      media_urls: [],
    });
    renderFeed([post]);
    const card = await screen.findByRole('article', { name: 'Repotting guide' });
    expect(within(card).queryByText(/THE END/)).not.toBeInTheDocument();
    expect(within(card).getByText(/Roots need room\./).textContent).toMatch(/…\s*Read more$/);
    expect(within(card).getByRole('link', { name: /Read more/ })).toHaveAttribute('href', `/posts/${post.id}`);
  });

  it('shows the author linking to their profile, the type, the tags and a photo with alt text', async () => {
    renderFeed([samplePost({ title: 'Sunny window', tags: 'monstera, #cuttings' })]);
    const card = await screen.findByRole('article', { name: 'Sunny window' });
    expect(within(card).getByRole('link', { name: 'Fern Gully' })).toHaveAttribute('href', '/profile/fern');
    expect(within(card).getByText('Photo')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Sunny window' })).toHaveAttribute('src', '/media/posts/leaf.webp');
    expect(
      within(within(card).getByRole('list', { name: 'Tags' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['#monstera', '#cuttings']);
  });

  it("credits a catalogue photo under the post's image, linking to the original, and credits no member's own photo", async () => {
    const credit = {
      author: 'Rasbak',
      licence: 'CC BY-SA 3.0',
      source_url: 'https://commons.wikimedia.org/wiki/File:Tomato.jpg',
      by_member: false,
    };
    renderFeed([
      samplePost({
        title: 'Last tomatoes',
        media_urls: ['/api/plant-photos/crop_tomato.jpg'],
        image_urls: ['/api/plant-photos/crop_tomato.jpg'],
        media_credit: credit,
      }),
      samplePost({ title: 'My own photo' }),
    ]);
    const credited = await screen.findByRole('article', { name: 'Last tomatoes' });
    expect(within(credited).getByText(/Photo by Rasbak, CC BY-SA 3\.0\./)).toBeInTheDocument();
    expect(within(credited).getByRole('link', { name: 'Original photo (opens in a new tab)' })).toHaveAttribute('href', credit.source_url);
    expect(within(screen.getByRole('article', { name: 'My own photo' })).queryByText(/Photo by/)).toBeNull();
  });

  it('plays a reel in a video element with its poster, loading only metadata', async () => {
    renderFeed([
      samplePost({
        type: 'reel',
        title: 'Propagation tour',
        media_type: 'video',
        media_urls: ['/media/posts/tour.mp4'],
        thumbnail_url: '/media/posts/tour.jpg',
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Propagation tour' });
    const video = card.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/posts/tour.mp4');
    expect(video).toHaveAttribute('poster', '/media/posts/tour.jpg');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('controls');
  });

  it('renders user text as text, never as HTML', async () => {
    renderFeed([samplePost({ title: '<b>bold</b>', content: '<img src=x onerror=alert(1)>' })]);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '<b>bold</b>' }).querySelector('b')).toBeNull();
  });

  it('likes at once and takes the like back when the server refuses', async () => {
    const answer = gate<{ status: number; body: unknown }>();
    renderFeed([samplePost({ likes_count: 2 })], {
      as: reader,
      handler: (url, init) => (url.endsWith('/like') && init.method === 'POST' ? answer.promise : undefined),
    });
    const user = userEvent.setup();
    const like = await screen.findByRole('button', { name: 'Like, 2 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading posts' })).not.toBeInTheDocument());
    await user.click(like);
    expect(screen.getByRole('button', { name: 'Like, 3 likes' })).toHaveAttribute('aria-pressed', 'true');
    answer.open({ status: 500, body: { error: 'Database unavailable' } });
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like, 2 likes' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("keeps the server's count after a like", async () => {
    renderFeed([samplePost({ likes_count: 2 })], {
      as: reader,
      handler: (url) => (url.endsWith('/like') ? { status: 200, body: { hasLiked: true, likes_count: 7 } } : undefined),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Like, 2 likes' }));
    expect(await screen.findByRole('button', { name: 'Like, 7 likes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("says 'Please sign in' when the token is refused", async () => {
    renderFeed([samplePost()], {
      as: reader,
      handler: (url) => (url.endsWith('/like') ? { status: 400, body: { error: 'Access token required' } } : undefined),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Like, 0 likes' }));
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
  });

  it('asks visitors to sign in before liking, with a way to /auth, and sends nothing', async () => {
    const fetchMock = renderFeed([samplePost()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Like, 0 likes' }));
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/like'))).toBe(false);
  });

  it('shows a comment at once, raises the count, and takes both back when the server refuses', async () => {
    const answer = gate<{ status: number; body: unknown }>();
    renderFeed([samplePost({ comments_count: 0 })], {
      as: reader,
      handler: (url, init) => (url.endsWith('/comments') && init.method === 'POST' ? answer.promise : undefined),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '0 comments' }));
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Gorgeous leaf!{Enter}');
    expect(await screen.findByText('Gorgeous leaf!')).toBeInTheDocument();
    expect(screen.getByText('Sending…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 comment' })).toBeInTheDocument();
    answer.open({ status: 500, body: { error: 'Database unavailable' } });
    expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0 comments' })).toBeInTheDocument();
    expect(screen.getByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('Gorgeous leaf!');
  });

  it('puts the stored comment in place of the temporary one', async () => {
    let sent: unknown;
    renderFeed([samplePost()], {
      as: reader,
      handler: (url, init) => {
        if (!url.endsWith('/comments') || init.method !== 'POST') return undefined;
        sent = JSON.parse(String(init.body));
        return { status: 201, body: comment('Gorgeous leaf!') };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '0 comments' }));
    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), '  Gorgeous leaf!  ');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(screen.getByText('Gorgeous leaf!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ivy' })).toHaveAttribute('href', '/profile/ivy');
    expect(sent).toEqual({ content: 'Gorgeous leaf!' });
  });

  it("won't send a blank comment, and Shift+Enter starts a new line", async () => {
    const fetchMock = renderFeed([samplePost()], { as: reader });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '0 comments' }));
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    const send = screen.getByRole('button', { name: 'Send comment' });
    expect(send).toBeDisabled();
    await user.type(box, '   {Enter}');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(send).toBeEnabled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows visitors the comments but no comment box', async () => {
    renderFeed([samplePost({ comments_count: 1 })], {
      handler: (url) =>
        url.endsWith('/comments') ? { status: 200, body: { comments: [comment('Lovely')], nextCursor: null } } : undefined,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '1 comment' }));
    expect(await screen.findByText('Lovely')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?mode=signin');
  });

  it('shows a reply from another server with its author there, linking out to their profile and never to one here', async () => {
    const reply = comment('Gorgeous roots! <b>How</b> old?', {
      user: null,
      remote_author: {
        handle: '@alice@social.example',
        name: 'Alice',
        icon_url: 'https://social.example/avatars/alice.png',
        url: 'https://social.example/@alice',
        home: 'social.example',
      },
    });
    renderFeed([samplePost({ comments_count: 1 })], {
      as: reader,
      handler: (url) => (url.endsWith('/comments') ? { status: 200, body: { comments: [reply], nextCursor: null } } : undefined),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '1 comment' }));
    expect(await screen.findByText('Gorgeous roots! <b>How</b> old?')).toBeInTheDocument();
    const thread = screen.getByRole('list', { name: /^Comments on/ });
    const profile = within(thread).getByRole('link', {
      name: 'Alice @alice@social.example (opens their profile on social.example in a new tab)',
    });
    expect(profile).toHaveAttribute('href', 'https://social.example/@alice');
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile.getAttribute('rel')).toContain('noopener');
    expect(within(profile).getByText('@alice@social.example')).toBeInTheDocument();
    expect(within(thread).getByText('from social.example')).toBeInTheDocument();
    expect(
      within(thread)
        .getAllByRole('link')
        .every((link) => !link.getAttribute('href')?.startsWith('/profile/')),
    ).toBe(true);
    expect(within(thread).getByRole('button', { name: "More actions for @alice@social.example's comment" })).toBeInTheDocument();
  });

  it('shows Edit and Delete to the author only', async () => {
    const own = samplePost({ title: 'Mine', user_id: author.id });
    const other = samplePost({
      title: 'Theirs',
      user_id: reader.id,
      user: { id: reader.id, username: 'ivy', full_name: 'Ivy Green', avatar_url: null },
    });
    renderFeed([own, other], { as: author });
    const mine = await screen.findByRole('article', { name: 'Mine' });
    await waitFor(() => expect(within(mine).getByRole('button', { name: 'Edit post' })).toBeInTheDocument());
    expect(within(mine).getByRole('button', { name: 'Delete post' })).toBeInTheDocument();
    const theirs = screen.getByRole('article', { name: 'Theirs' });
    expect(within(theirs).queryByRole('button', { name: 'Edit post' })).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Delete post' })).not.toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it("copies the post's link with 'Link Copied!' when the browser has no share sheet", async () => {
    const post = samplePost();
    renderFeed([post]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link Copied!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/posts/${post.id}`);
  });

  it("opens the share sheet with the first 100 characters, says 'Shared!', and stays quiet when cancelled", async () => {
    const share = vi.fn(async (data: ShareData) => void data);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    const post = samplePost({ content: 'y'.repeat(150) });
    renderFeed([post]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Shared!')).toBeInTheDocument();
    expect(share).toHaveBeenCalledWith({ title: post.title, text: 'y'.repeat(100), url: `${window.location.origin}/posts/${post.id}` });
    toast.dismiss();
    await waitFor(() => expect(screen.queryByText('Shared!')).not.toBeInTheDocument());
    share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    share.mockRejectedValueOnce(new Error('Permission denied'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Share Failed')).toBeInTheDocument();
    expect(screen.queryByText('Shared!')).not.toBeInTheDocument();
  });

  it("tells the author that a moderator hid their post, and offers other members Report in the post's menu, not the author", async () => {
    const user = userEvent.setup();
    renderFeed(
      [
        samplePost({ title: 'Hidden one', is_hidden: true }),
        samplePost({
          title: 'Visible one',
          user_id: reader.id,
          user: { id: reader.id, username: 'ivy', full_name: 'Ivy Green', avatar_url: null },
        }),
      ],
      { as: author },
    );
    const hidden = await screen.findByRole('article', { name: 'Hidden one' });
    expect(within(hidden).getByText('Hidden by a moderator: only you can see this.')).toBeInTheDocument();
    await waitFor(() => expect(within(hidden).getByRole('button', { name: 'Edit post' })).toBeInTheDocument());
    expect(within(hidden).queryByRole('button', { name: 'More actions for Hidden one' })).not.toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Visible one' });
    expect(within(other).queryByText(/Hidden by a moderator/)).not.toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'More actions for Visible one' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report post' }));
    expect(await screen.findByRole('dialog', { name: 'Report this post' })).toBeInTheDocument();
  });
});
