import type { UnitSettings } from '@rootshare/contracts/account';
import type { ExploreItem, ExplorePage, UserCard } from '@rootshare/contracts/explore';
import type { TownItem } from '@rootshare/contracts/federation-towns';
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@rootshare/contracts/geo-constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOG_PARTS, loadCatalog } from '@/lib/i18n/catalogs';
import { townListing } from '@/test/federation';
import { openedConversation } from '@/test/messaging';
import { mockApi, page, renderRoutes, sampleProfile, samplePlant, signInAs } from '@/test/render';
import { BrowsePage } from './browse-page';

const member = sampleProfile({ full_name: 'Fern Gully' });
let counter = 0;
function item(name: string, { relevance = 1, miles = 3, thumbnails = [] as string[] } = {}): ExploreItem {
  counter += 1;
  const plant = samplePlant(name, `${name} scientifica`);
  const owner = {
    id: `00000000-0000-4000-a000-${String(counter).padStart(12, '0')}`,
    username: `grower${counter}`,
    location: '12 Elm Street, Portland, Oregon',
    avatar_url: null,
  };
  return {
    userPlant: {
      id: `00000000-0000-4000-b000-${String(counter).padStart(12, '0')}`,
      user_id: owner.id,
      plant_id: plant.id,
      custom_name: null,
      size: null,
      age: null,
      swap_type: 'cutting',
      notes: null,
      available_for_swap: true,
      pest_free_confirmed_at: '2026-01-01T00:00:00.000Z',
      image_urls: thumbnails,
      thumbnail_urls: thumbnails,
      image_descriptions: thumbnails.map(() => null),
      is_hidden: false,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      plants: { ...plant },
      profiles: owner,
    },
    plant,
    profile: owner,
    distance_miles: miles,
    relevance_score: relevance,
  };
}

const gardener = (username: string, id = `00000000-0000-4000-c000-${username.length.toString().padStart(12, '0')}`): UserCard => ({
  id,
  username,
  full_name: null,
  bio: null,
  avatar_url: null,
  location: 'Chicago, Illinois',
  plant_count: 2,
  available_count: 1,
  created_at: '2026-01-01T00:00:00.000Z',
});

interface Answers {
  /** The explore page for a URL: its items, or a whole page (with a cursor), or an HTTP status to fail with. */
  explore?: (url: string) => ExploreItem[] | ExplorePage | number;
  users?: UserCard[];
  /** The signed-in member's distance unit settings. */
  units?: UnitSettings;
  /** The page's language, English unless given. */
  language?: keyof typeof TRANSLATED;
  /** What the connected towns sent that is near. */
  towns?: TownItem[];
}

/** The other languages' catalogs, every part, as the app loads them. */
const TRANSLATED = { 'fr-CA': await loadCatalog('fr-CA', CATALOG_PARTS), 'es-US': await loadCatalog('es-US', CATALOG_PARTS) };

/** Answers explore, the summary and users; records every explore, summary and users URL asked for. */
function setUp(path: string, { explore = () => [], users = [], units, language, towns = [] }: Answers = {}) {
  const asked: string[] = [];
  const townsAsked: string[] = [];
  const summaries: string[] = [];
  const people: string[] = [];
  const opened: unknown[] = [];
  mockApi((url, init) => {
    if (url.startsWith('/api/profiles/')) return { status: 200, body: member };
    if (url === '/api/account/units' && units) return { status: 200, body: units };
    if (url === '/api/conversations' && init.method === 'POST') {
      opened.push(JSON.parse(String(init.body)));
      return { status: 201, body: openedConversation() };
    }
    if (url.startsWith('/api/explore-v2/summary')) {
      summaries.push(url);
      return { status: 200, body: { available: 12, nearby: 3, plant_parents: 7 } };
    }
    if (url.startsWith('/api/explore-v2')) {
      asked.push(url);
      const answer = explore(url);
      if (typeof answer === 'number')
        return { status: answer, body: { error: answer < 500 ? 'Unknown care level' : 'Internal Server Error' } };
      return { status: 200, body: Array.isArray(answer) ? { items: answer, nextCursor: null } : answer };
    }
    if (url.startsWith('/api/users/')) {
      people.push(url);
      return { status: 200, body: { users, nextCursor: null } };
    }
    if (url.startsWith('/api/posts')) return { status: 200, body: { posts: [], nextCursor: null, total: 0 } };
    if (url.startsWith('/api/federation/towns/items')) {
      townsAsked.push(url);
      return { status: 200, body: { items: towns } };
    }
    return undefined;
  });
  const utils = renderRoutes(
    [page('/browse', <BrowsePage />), page('/explore', <BrowsePage />)],
    path,
    language ? { language, catalog: TRANSLATED[language] } : {},
  );
  return { ...utils, asked, summaries, people, opened, townsAsked, user: userEvent.setup() };
}

const paramsOf = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);
const lastParams = (asked: string[]) => paramsOf(asked[asked.length - 1]);
const addressOf = (router: ReturnType<typeof setUp>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));

/** Stands in for the browser's geolocation; `answer` decides each request's outcome. */
function stubGeolocation(answer: () => { latitude: number; longitude: number } | number) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback, _options?: PositionOptions) => {
    const outcome = answer();
    if (typeof outcome === 'number')
      fail({ code: outcome, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'no' } as GeolocationPositionError);
    else ok({ coords: outcome } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('BrowsePage tabs and search', () => {
  it("is titled 'Browse Plants & People' at /explore too, and the search placeholder follows the tab", async () => {
    const { user, router } = setUp('/explore');
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Plants & People' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Plants' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search plants by name, type or care level…');
    await user.click(screen.getByRole('tab', { name: 'People' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search gardeners by name or location…');
    expect(router.state.location.search).toBe('?tab=users');
    expect(await screen.findByRole('tabpanel', { name: 'People' })).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys and opens one with Enter, as a tab list does', async () => {
    const { user, router } = setUp('/browse?tab=content');
    expect(await screen.findByRole('heading', { name: 'No Posts Yet' })).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Community' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'People' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
    expect(addressOf(router)).toEqual({ tab: 'users' });
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Plants' })).toHaveFocus();
  });

  it('searches plants only once typing has paused, from 2 characters, and keeps the search in the address', async () => {
    const { asked, user, router } = setUp('/browse?area=all');
    await waitFor(() => expect(asked).toHaveLength(1));
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'm');
    await waitFor(() => expect(addressOf(router).q).toBe('m'));
    expect(asked.every((url) => !('search' in paramsOf(url)))).toBe(true);
    await user.type(box, 'onstera');
    await waitFor(() => expect(lastParams(asked).search).toBe('monstera'));
    expect(asked.map((url) => paramsOf(url).search).filter(Boolean)).toEqual(['monstera']);
    expect(addressOf(router)).toEqual({ area: 'all', q: 'monstera' });
  });

  it('gives each tab its own search text, kept while visiting the others, and Back returns to the previous tab with its search', async () => {
    const { user, router, people } = setUp('/browse?tab=content&q=monstera');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.click(screen.getByRole('tab', { name: 'People' }));
    expect(addressOf(router)).toEqual({ tab: 'users' });
    expect(box).toHaveValue('');
    await user.type(box, 'rosa');
    await waitFor(() => expect(addressOf(router)).toEqual({ tab: 'users', q: 'rosa' }));
    await user.click(screen.getByRole('tab', { name: 'Plants' }));
    expect(box).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'Community' }));
    expect(box).toHaveValue('monstera');
    expect(addressOf(router)).toEqual({ tab: 'content', q: 'monstera' });
    await user.click(screen.getByRole('tab', { name: 'People' }));
    expect(box).toHaveValue('rosa');
    expect(people.some((url) => url.includes('query=monstera'))).toBe(false);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: 'Community' })).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveValue('monstera');
    await act(() => router.navigate(-2));
    expect(screen.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveValue('rosa');
    expect(addressOf(router)).toEqual({ tab: 'users', q: 'rosa' });
  });
});

describe('BrowsePage plants', () => {
  it('restores search, filters, sort, category and view from the address and sends them with the 10-mile radius', async () => {
    const { asked } = setUp('/browse?q=monstera&care=beginner&swap=seed&sort=newest&category=succulent&loc=97201&view=list');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(lastParams(asked)).toEqual({
      search: 'monstera',
      care_level: 'beginner',
      swap_type: 'seed',
      sort: 'newest',
      category: 'succulent',
      location: '97201',
      radius: '10',
    });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('monstera');
    expect(screen.getByLabelText('Care level')).toHaveValue('beginner');
    expect(screen.getByLabelText('Swap type')).toHaveValue('seed');
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    expect(screen.getByLabelText('City or zip')).toHaveValue('97201');
    expect(screen.getByRole('button', { name: 'Succulent' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends each filter, the sort and the category as they are chosen, and Back undoes the last choice', async () => {
    const { asked, user, router } = setUp('/browse');
    await waitFor(() => expect(lastParams(asked)).toEqual({ radius: '10', sort: 'nearest' }));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByLabelText('Care level'), 'intermediate');
    await waitFor(() => expect(lastParams(asked).care_level).toBe('intermediate'));
    await user.selectOptions(screen.getByLabelText('Swap type'), 'Bulb');
    await waitFor(() => expect(lastParams(asked).swap_type).toBe('bulb'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name A-Z');
    await waitFor(() => expect(lastParams(asked).sort).toBe('name'));
    await user.type(screen.getByLabelText('City or zip'), 'Portland');
    await waitFor(() => expect(lastParams(asked).location).toBe('Portland'));
    expect(asked.map((url) => paramsOf(url).location).filter(Boolean)).toEqual(['Portland']);
    await user.click(screen.getByRole('button', { name: 'Herb' }));
    await waitFor(() =>
      expect(lastParams(asked)).toEqual({
        care_level: 'intermediate',
        swap_type: 'bulb',
        sort: 'name',
        location: 'Portland',
        category: 'herb',
        radius: '10',
      }),
    );
    expect(addressOf(router)).toEqual({ care: 'intermediate', swap: 'bulb', sort: 'name', loc: 'Portland', category: 'herb' });

    await act(() => router.navigate(-1));
    expect(addressOf(router)).toEqual({ care: 'intermediate', swap: 'bulb', sort: 'name', loc: 'Portland' });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('City or zip')).toHaveValue('Portland');
  });

  it('shows the stat cards, and All Plants asks without a radius', async () => {
    const { asked, user, router } = setUp('/browse');
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('Plants Available')).toBeInTheDocument();
    expect(screen.getByText('In Your Area (≤ 10 mi)')).toBeInTheDocument();
    expect(screen.getByText('Plant Parents')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All Plants' }));
    await waitFor(() => expect(lastParams(asked)).toEqual({ sort: 'nearest' }));
    expect(addressOf(router)).toEqual({ area: 'all' });
    expect(screen.getByRole('tab', { name: 'All Plants' })).toHaveAttribute('aria-selected', 'true');
  });

  it("offers 'Expand Search to 30 miles' when nothing is local, then asks within 30 miles", async () => {
    const { asked, user, router } = setUp('/browse', { explore: (url) => (url.includes('radius=30') ? [item('Aloe')] : []) });
    expect(await screen.findByRole('heading', { name: 'No local plants found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand Search to 30 miles' }));
    expect(await screen.findByRole('heading', { name: 'Aloe' })).toBeInTheDocument();
    expect(lastParams(asked).radius).toBe('30');
    expect(addressOf(router)).toEqual({ radius: '30' });
    expect(screen.getByText('1 plant within 30 miles')).toBeInTheDocument();
  });

  it('shows a member in Canada kilometres: the In Your Area card, the distances, the radius asked in miles and the wider search', async () => {
    signInAs(member);
    const { asked, summaries, user } = setUp('/browse', {
      units: { distance_unit: 'auto', place_unit: 'km' },
      explore: (url) => (paramsOf(url).radius === '31.07' ? [item('Aloe', { miles: 0 }), item('Fern', { miles: 6 })] : []),
    });
    expect(await screen.findByText('In Your Area (≤ 15 km)')).toBeInTheDocument();
    expect(await screen.findByText('Nothing within 15 km is up for swap yet.')).toBeInTheDocument();
    await waitFor(() => expect(lastParams(asked).radius).toBe('9.32'));
    await waitFor(() => expect(paramsOf(summaries[summaries.length - 1]).radius).toBe('9.32'));
    await user.click(screen.getByRole('button', { name: 'Expand Search to 50 km' }));
    expect(await screen.findByText('2 plants within 50 km')).toBeInTheDocument();
    const [aloe, fern] = screen.getAllByRole('listitem').filter((li) => li.closest('[aria-label="Plants"]'));
    expect(within(aloe as HTMLElement).getByText('< 2 km')).toBeInTheDocument();
    expect(within(fern as HTMLElement).getByText('10 km')).toBeInTheDocument();
    expect(screen.queryByText(/\bmi(les)?\b/)).not.toBeInTheDocument();
  });

  it("shows a visitor whose browser is Australian kilometres, from the browser's language", async () => {
    Object.defineProperty(navigator, 'language', { value: 'en-AU', configurable: true });
    try {
      const { asked } = setUp('/browse', { explore: () => [item('Fern', { miles: 12 })] });
      expect(await screen.findByText('1 plant within 15 km')).toBeInTheDocument();
      expect(screen.getByText('19 km')).toBeInTheDocument();
      expect(lastParams(asked).radius).toBe('9.32');
    } finally {
      Object.defineProperty(navigator, 'language', { value: 'en-GB', configurable: true });
    }
  });

  it("says 'No plants found' for All Plants and offers a member 'Add Your Plants'", async () => {
    signInAs(member);
    setUp('/browse?area=all');
    expect(await screen.findByRole('heading', { name: 'No plants found' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add Your Plants' })).toHaveAttribute('href', '/add-plant');
  });

  it("offers Clear All instead of 'Add Your Plants' when filters found nothing", async () => {
    signInAs(member);
    const { user, asked } = setUp('/browse?area=all&care=expert');
    expect(await screen.findByRole('heading', { name: 'No plants found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Your Plants' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('tabpanel', { name: 'All Plants' })).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(lastParams(asked)).toEqual({ sort: 'nearest' }));
  });

  it('marks a relevance above 0.8 as Top Match and above 0.3 with its percentage, only while searching', async () => {
    const scores = [0.92, 0.8, 0.55, 0.3];
    const { user } = setUp('/browse?q=pothos&area=all', {
      explore: () => scores.map((relevance, i) => item(`Pothos ${i}`, { relevance })),
    });
    const cards = (await screen.findAllByRole('listitem')).map((card) => within(card));
    expect(cards.map((card) => card.queryByText('Top Match') !== null)).toEqual([true, false, false, false]);
    expect(cards.map((card) => card.queryByText(/% match$/)?.textContent ?? null)).toEqual(['92% match', '80% match', '55% match', null]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText(/match$/i)).not.toBeInTheDocument());
  });

  it("shows each plant with its photo, names under the panel's heading, badges, distance, owner link and View Details link", async () => {
    const result = item('Snake Plant', { miles: 0, thumbnails: ['/media/plants/snake.thumb.webp'] });
    const plain = item('Jade');
    setUp('/browse', { explore: () => [result, plain] });
    const [first, second] = (await screen.findAllByRole('listitem')).map((card) => within(card));
    // Each card's heading comes under the panel's, even where the category heading folds away (phones).
    expect(first?.getByRole('heading', { name: 'Snake Plant', level: 3 })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel', { name: 'Plants' })).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Plants');
    expect(first?.getByText('Snake Plant scientifica')).toBeInTheDocument();
    expect(first?.getByText('< 1 mi')).toBeInTheDocument();
    expect(first?.getByText('Beginner')).toBeInTheDocument();
    expect(first?.getByText('Cutting')).toBeInTheDocument();
    expect(first?.getByRole('link', { name: `@${result.profile.username} · Portland, Oregon` })).toHaveAttribute(
      'href',
      `/profile/${result.profile.username}`,
    );
    expect(first?.getByRole('link', { name: 'View details of Snake Plant' })).toHaveAttribute('href', `/plant/${result.userPlant.id}`);
    const photos = screen.getAllByRole('presentation').filter((node) => node.tagName === 'IMG');
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual(['/media/plants/snake.thumb.webp', plain.plant.image_url]);
    expect(second?.queryByText(/match/i)).not.toBeInTheDocument();
  });

  it('switches between grid and list, keeping the choice in the address', async () => {
    const { user, router } = setUp('/browse', { explore: () => [item('Basil')] });
    await screen.findByRole('heading', { name: 'Basil' });
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
    expect(addressOf(router)).toEqual({ view: 'list' });
  });

  it('loads the next page with the cursor and adds it below', async () => {
    const { asked, user } = setUp('/browse?area=all', {
      explore: (url) => (url.includes('cursor=page2') ? [item('Second')] : { items: [item('First')], nextCursor: 'page2' }),
    });
    await screen.findByRole('heading', { name: 'First' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(lastParams(asked)).toEqual({ cursor: 'page2', sort: 'nearest' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows a neighbouring town's listing below this town's plants, asked with the same search and radius, and asks none while a filter they lack is on", async () => {
    const { asked, townsAsked, user } = setUp('/browse?q=pothos', { explore: () => [item('Pothos')], towns: [townListing] });
    const strip = await screen.findByRole('list', { name: 'From neighbouring towns' });
    expect(within(strip).getByRole('link', { name: 'Variegated pothos, from salem.example (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://salem.example/plant/1',
    );
    const ours = await screen.findByRole('list', { name: 'Plants' });
    expect(ours.compareDocumentPosition(strip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(paramsOf(townsAsked.at(-1))).toEqual({ kind: 'listing', search: 'pothos', radius: '10' });

    await user.click(screen.getByRole('tab', { name: 'All Plants' }));
    await waitFor(() => expect(paramsOf(townsAsked.at(-1))).toEqual({ kind: 'listing', search: 'pothos' }));

    const before = townsAsked.length;
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByLabelText('Care level'), 'beginner');
    await waitFor(() => expect(lastParams(asked).care_level).toBe('beginner'));
    expect(screen.queryByRole('list', { name: 'From neighbouring towns' })).not.toBeInTheDocument();
    expect(townsAsked).toHaveLength(before);
  });

  it('says the plants could not be loaded, and Try again asks again', async () => {
    let fail = true;
    const { user } = setUp('/browse', { explore: () => (fail ? 400 : [item('Fern')]) });
    expect(await screen.findByRole('heading', { name: 'Plants could not be loaded' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Fern' })).toBeInTheDocument();
  });

  it('shows the error after a single retry when the server fails, and Try again loads the plants once it answers', async () => {
    let failing = true;
    const { asked, user } = setUp('/browse', { explore: () => (failing ? 503 : [item('Fern')]) });
    // One try and one retry, not the default four tries with back-off.
    expect(await screen.findByRole('heading', { name: 'Plants could not be loaded' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(asked).toHaveLength(2);
    expect(screen.queryByRole('status', { name: 'Loading plants' })).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Fern' })).toBeInTheDocument();
    expect(asked).toHaveLength(3);
  });

  it('says which place the city or zip names and measures from it, and says so when no place matches', async () => {
    const { user, asked } = setUp('/browse?loc=97201', {
      explore: (url) =>
        paramsOf(url).location === '97201'
          ? { items: [item('Fern')], nextCursor: null, place: '97201, Portland, Oregon' }
          : { items: [], nextCursor: null, place: null },
    });
    expect(await screen.findByText('1 plant within 10 miles of 97201, Portland, Oregon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('City or zip'), '99');
    expect(await screen.findByRole('heading', { name: 'Place not found' })).toBeInTheDocument();
    expect(lastParams(asked).location).toBe('9720199');
    await user.click(screen.getByRole('button', { name: 'Clear city or zip' }));
    await waitFor(() => expect(lastParams(asked)).toEqual({ radius: '10', sort: 'nearest' }));
    expect(screen.getByLabelText('City or zip')).toHaveValue('');
  });

  it('does not filter by a single character of city or zip', async () => {
    const { user, asked, router } = setUp('/browse');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('City or zip'), 'p');
    await waitFor(() => expect(addressOf(router)).toEqual({ loc: 'p' }));
    expect(asked.every((url) => !('location' in paramsOf(url)))).toBe(true);
  });

  it('clears every filter with Clear All, the city box included', async () => {
    const { user, router, asked } = setUp('/browse?care=expert&swap=seed&loc=chicago&category=herb&sort=oldest&q=fern');
    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(addressOf(router)).toEqual({ q: 'fern' }));
    expect(lastParams(asked)).toEqual({ search: 'fern', radius: '10', sort: 'nearest' });
    expect(screen.getByLabelText('City or zip')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in before contacting an owner', async () => {
    const { user, router } = setUp('/browse', { explore: () => [item('Basil')] });
    await user.click(await screen.findByRole('button', { name: /^Contact/ }));
    expect(await screen.findByText('Sign in to contact plant owners.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/browse');
  });

  it('opens the conversation about the plant with its owner and goes to it in the inbox when a member presses Contact', async () => {
    signInAs(member);
    const result = item('Basil');
    const { user, router, opened } = setUp('/browse', { explore: () => [result] });
    await user.click(await screen.findByRole('button', { name: /^Contact/ }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/messages?conversation=${openedConversation().id}`),
    );
    expect(opened).toEqual([{ participant_id: result.profile.id, plant_id: result.userPlant.id }]);
    expect(await screen.findByText('Your chat is open: say hello and ask about the plant.')).toBeInTheDocument();
  });

  it("measures the list and the stat cards from the browser's position once allowed, and forgets it when pressed again", async () => {
    const locate = stubGeolocation(() => ({ latitude: 45.5231, longitude: -122.6765 }));
    const { asked, summaries, user, router } = setUp('/browse', {
      explore: (url) => [item(url.includes('user_latitude') ? 'Portland Fern' : 'New York Fern')],
    });
    expect(await screen.findByRole('heading', { name: 'New York Fern' })).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Use my location' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(lastParams(asked)).toMatchObject({ user_latitude: '45.52', user_longitude: '-122.68' }));
    await waitFor(() =>
      expect(paramsOf(summaries[summaries.length - 1])).toEqual({ user_latitude: '45.52', user_longitude: '-122.68', radius: '10' }),
    );
    expect(locate.mock.calls[0]?.[2]).toMatchObject({ timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Portland Fern' })).toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'New York Fern' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'Unable to get your location' when location access is refused", async () => {
    stubGeolocation(() => 1);
    const { asked, user } = setUp('/browse');
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Unable to get your location')).toBeInTheDocument();
    expect(asked.every((url) => !('user_latitude' in paramsOf(url)))).toBe(true);
  });

  it("says 'Failed to get location' when the browser cannot find a position in time", async () => {
    stubGeolocation(() => 3);
    const { user } = setUp('/browse');
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Failed to get location')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use my location' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('BrowsePage people', () => {
  it('searches gardeners after typing stops and says how many match', async () => {
    const { user, people } = setUp('/browse?tab=users', { users: [gardener('ivy')] });
    expect(await screen.findByRole('link', { name: 'Message ivy' })).toHaveAttribute('href', `/messages?recipient=${gardener('ivy').id}`);
    expect(screen.getByText('Chicago, Illinois')).toBeInTheDocument();
    expect(screen.getByText(/2 plants, 1 to swap/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ivy');
    expect(await screen.findByRole('heading', { name: '1 gardener matches “ivy”' })).toBeInTheDocument();
    expect(people.map((url) => url.replace(/^\/api\/users\//, ''))).toEqual(['all', 'search?query=ivy']);
    expect(screen.getByRole('link', { name: 'ivy @ivy' })).toHaveAttribute('href', '/profile/ivy');
  });

  it('does not search gardeners for a single character', async () => {
    const { user, people, router } = setUp('/browse?tab=users', { users: [gardener('ivy')] });
    await screen.findByRole('link', { name: 'Message ivy' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'i');
    await waitFor(() => expect(addressOf(router).q).toBe('i'));
    expect(people.every((url) => url.startsWith('/api/users/all'))).toBe(true);
    expect(screen.queryByRole('heading', { name: /match/ })).not.toBeInTheDocument();
  });

  it("says 'No users found' when nobody matches", async () => {
    setUp('/browse?tab=users&q=zz');
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
  });

  it("leaves the Message button off the member's own card", async () => {
    signInAs(member);
    setUp('/browse?tab=users', { users: [gardener('ivy'), gardener(member.username, member.id)] });
    expect(await screen.findByRole('link', { name: 'Message ivy' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: `Message ${member.username}` })).not.toBeInTheDocument();
  });
});

describe('BrowsePage in other languages', () => {
  /** Any element whose own words are still the English ones. */
  const english = /\b(Browse|Plants|Filters|Search|Sort by|Care level|within|miles|Cutting|Beginner|View Details|Contact)\b/;

  it('speaks Québec French on the Plants tab: heading, tabs, search, stat cards, filters, empty state, wider search and cards', async () => {
    signInAs(member);
    const { user } = setUp('/browse', {
      language: 'fr-CA',
      units: { distance_unit: 'auto', place_unit: 'km' },
      explore: (url) => (paramsOf(url).radius === '31.07' ? [item('Aloe', { miles: 0 }), item('Fern', { miles: 6 })] : []),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Parcourir plantes et jardiniers' })).toBeInTheDocument();
    expect(document.title).toBe('Parcourir plantes et jardiniers — Rootshare');
    expect(screen.getByRole('tab', { name: 'Plantes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveAttribute(
      'placeholder',
      'Chercher une plante par nom, type ou niveau d’entretien…',
    );
    expect(await screen.findByText('Dans votre coin (≤ 15 km)')).toBeInTheDocument();
    expect(await screen.findByText('Rien n’est offert en échange dans un rayon de 15 km pour l’instant.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Élargir la recherche à 50 km' }));
    expect(await screen.findByText('2 plantes dans un rayon de 50 km')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les détails de la plante Aloe' })).toBeInTheDocument();
    expect(screen.getAllByText('Bouture')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Filtres' }));
    expect(
      within(screen.getByRole('combobox', { name: 'Trier par' })).getByRole('option', { name: 'Les plus proches d’abord' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Niveau d’entretien' })).getByRole('option', { name: 'Débutant' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ville ou code postal' })).toBeInTheDocument();
    expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('says the distance in miles in French words, with the count of plants as a plural', async () => {
    setUp('/browse', { language: 'fr-CA', explore: () => [item('Fern', { miles: 3 })] });
    expect(await screen.findByText('1 plante dans un rayon de 10 milles')).toBeInTheDocument();
    expect(screen.getByText('Dans votre coin (≤ 10 mi)')).toBeInTheDocument();
  });

  it('says in French that location access was refused, and that distances use the profile location', async () => {
    signInAs(member);
    stubGeolocation(() => 1);
    const { user } = setUp('/browse', { language: 'fr-CA' });
    await user.click(await screen.findByRole('button', { name: 'Utiliser ma position' }));
    expect(await screen.findByText('Impossible d’obtenir votre position')).toBeInTheDocument();
    expect(
      screen.getByText(
        'L’accès à la position a été refusé dans le navigateur. Les distances sont calculées à partir du lieu de votre profil.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks US Spanish on the People tab: the tab, the search, the card and its Message link', async () => {
    setUp('/browse?tab=users', { language: 'es-US', users: [gardener('fernfan')] });
    expect(screen.getByRole('heading', { level: 1, name: 'Explora plantas y jardineros' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Personas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute('placeholder', 'Busca jardineros por nombre o ubicación…');
    const card = within(await screen.findByRole('list', { name: 'Jardineros' }));
    expect(card.getByText('2 plantas, 1 para intercambiar')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Enviar un mensaje a fernfan' })).toHaveAttribute(
      'href',
      expect.stringContaining('/messages?recipient='),
    );
    expect(screen.queryByText(english)).not.toBeInTheDocument();
  });
});
