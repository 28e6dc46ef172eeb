import type { Post } from '@rootshare/contracts/posts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowsePage } from '@/features/explore/pages/browse-page';
import { mockApi, page, renderRoutes, samplePost } from '@/test/render';

const fern = samplePost({ title: 'Fern corner', content: 'Ferns love the bathroom.' });
const cactus = samplePost({ title: 'Cactus bloom', content: 'Finally!' });

/** Everyone's posts; a search matches titles and content. */
function mockFeed(posts: Post[]) {
  return mockApi((url) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname !== '/api/posts') return undefined;
    const search = parsed.searchParams.get('search')?.toLowerCase();
    const found = search ? posts.filter((post) => `${post.title} ${post.content}`.toLowerCase().includes(search)) : posts;
    return { status: 200, body: { posts: found, nextCursor: null, total: found.length } };
  });
}
const searches = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/posts'));

afterEach(() => vi.unstubAllGlobals());

describe('CommunityFeed', () => {
  it("says 'No Posts Yet' when nobody has posted", async () => {
    mockFeed([]);
    renderRoutes([page('/browse', <BrowsePage />)], '/browse?tab=content');
    expect(await screen.findByRole('heading', { name: 'No Posts Yet' })).toBeInTheDocument();
  });

  it('shows everyone’s posts, newest first, on the Community tab', async () => {
    mockFeed([fern, cactus]);
    renderRoutes([page('/browse', <BrowsePage />)], '/browse?tab=content');
    const titles = (await screen.findAllByRole('article')).map((article) => within(article).getByRole('heading').textContent);
    expect(titles).toEqual(['Fern corner', 'Cactus bloom']);
  });

  it("searches 300 ms after typing stops, counts the matches and offers 'Clear search'", async () => {
    const fetchMock = mockFeed([fern, cactus]);
    const { router } = renderRoutes([page('/browse', <BrowsePage />)], '/browse?tab=content');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Cactus bloom' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'fern');
    expect(await screen.findByText('1 post matches “fern”')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Cactus bloom' })).not.toBeInTheDocument();
    expect(searches(fetchMock)).toEqual(['/api/posts', '/api/posts?search=fern']);

    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'Cactus bloom' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=content');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it("counts several matches as 'N posts match'", async () => {
    mockFeed([fern, cactus]);
    renderRoutes([page('/browse', <BrowsePage />)], '/browse?tab=content&q=o');
    expect(await screen.findByText('2 posts match “o”')).toBeInTheDocument();
  });

  it("says 'No Matching Content' when a search finds nothing", async () => {
    mockFeed([fern]);
    renderRoutes([page('/browse', <BrowsePage />)], '/browse?tab=content&q=orchid');
    expect(await screen.findByRole('heading', { name: 'No Matching Content' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/browse?tab=content');
  });

  it('offers to try again when the feed cannot be loaded', async () => {
    mockApi(() => ({ status: 429, body: { error: 'Too many requests' } }));
    renderRoutes([page('/browse', <BrowsePage />)], '/browse?tab=content');
    expect(await screen.findByRole('heading', { name: "Couldn't load posts" })).toBeInTheDocument();
    expect(screen.getByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
