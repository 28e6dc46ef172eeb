import { ExplorePageSchema } from '@rootshare/contracts/explore';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp, withoutTimestamps } from '../../../test/helpers';
import { profiles } from '../../db/schema/profiles';

type Member = Awaited<ReturnType<typeof signUpMember>>;

// Town centres to two decimals, as members' places are stored. From ZIP 97201 (downtown Portland),
// Beaverton is 5 miles, Gresham 13.
const HOMES = {
  portland: { latitude: 45.52, longitude: -122.68, location: 'Portland, Oregon' },
  beaverton: { latitude: 45.49, longitude: -122.8, location: 'Beaverton, Oregon' },
  gresham: { latitude: 45.5, longitude: -122.43, location: 'Gresham, Oregon' },
  toronto: { latitude: 43.65, longitude: -79.38, location: 'Toronto, Ontario' },
  london: { latitude: 51.51, longitude: -0.13, location: 'London, England' },
  sydney: { latitude: -33.87, longitude: 151.21, location: 'Sydney, New South Wales' },
  chicago: { latitude: 41.88, longitude: -87.63, location: 'Chicago, Illinois' },
} as const;
type Home = keyof typeof HOMES;

let t: TestApp;
const members = {} as Record<Home, Member>;

const explore = async (query: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/explore-v2', query });
  expect(response.statusCode, response.body).toBe(200);
  return ExplorePageSchema.parse(response.json());
};
/** Whose plants a page lists, by home, in the page's order. */
const homesOf = (page: { items: Array<{ profile: { id: string } }> }) =>
  page.items.map((item) => Object.entries(members).find(([, member]) => member.profile.id === item.profile.id)?.[0]);

beforeAll(async () => {
  t = await createTestApp({ catalogue: true, places: true });
  const [pothos] = (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'golden pothos' } })).json().plants;
  for (const [home, place] of Object.entries(HOMES)) {
    const member = await signUpMember(t.app);
    members[home as Home] = member;
    await t.database.db.update(profiles).set(place).where(eq(profiles.id, member.profile.id));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user-plants',
      headers: bearer(member.token),
      payload: { plant_id: pothos.id, swap_type: 'cutting', available_for_swap: true, pest_free_confirmed: true },
    });
    expect(created.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
});

describe("Browse's city or zip filter", () => {
  it("finds the plants around a US ZIP code, nearest first, measured from the ZIP code's area", async () => {
    const page = await explore({ location: '97201' });
    expect(page.place).toBe('97201, Portland, Oregon');
    expect(homesOf(page)).toEqual(['portland', 'beaverton', 'gresham']);
    expect(page.items.map((item) => item.distance_miles)).toEqual([0, 5, 13]);
  });

  it("keeps to the distance filter's radius when one is chosen", async () => {
    expect(homesOf(await explore({ location: '97201', radius: '10' }))).toEqual(['portland', 'beaverton']);
    expect(homesOf(await explore({ location: '97201', radius: '30', sort: 'newest' }))).toEqual(['gresham', 'beaverton', 'portland']);
  });

  it('finds the plants around a Canadian area, a British outward code or full postcode, and an Australian postcode', async () => {
    const toronto = await explore({ location: 'M5B' });
    expect([toronto.place, homesOf(toronto)]).toEqual(['M5B, Downtown Toronto, Ontario', ['toronto']]);
    const fullBritish = await explore({ location: 'SW1A 1AA' });
    expect([fullBritish.place, homesOf(fullBritish)]).toEqual(['SW1A, Westminster Abbey, England', ['london']]);
    expect(homesOf(await explore({ location: 'sw1a1aa' }))).toEqual(['london']);
    expect(homesOf(await explore({ location: 'SW1A' }))).toEqual(['london']);
    const sydney = await explore({ location: '2000' });
    expect([sydney.place, homesOf(sydney)]).toEqual(['2000, Sydney, New South Wales', ['sydney']]);
  });

  it('finds the plants around a town, the biggest of that name unless a region is given', async () => {
    const portland = await explore({ location: 'Portland' });
    expect([portland.place, homesOf(portland)]).toEqual(['Portland, Oregon', ['portland', 'beaverton', 'gresham']]);
    const maine = await explore({ location: 'Portland, ME' });
    expect([maine.place, homesOf(maine)]).toEqual(['Portland, Maine', []]);
    expect(homesOf(await explore({ location: 'chicago' }))).toEqual(['chicago']);
  });

  it('answers an unknown postcode or place with an empty page that says no place matched', async () => {
    for (const location of ['99999', 'ZZ9 9ZZ', 'Xyzzyville', '9720']) {
      expect(await explore({ location }), location).toEqual({ items: [], nextCursor: null, place: null });
    }
  });

  it("sends distances only, never the members' or the place's coordinates", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/explore-v2', query: { location: '97201' } });
    expect(response.body).not.toMatch(/latitude|longitude|"lat"|"lon"|email/);
    expect(withoutTimestamps(response.body)).not.toMatch(/45\.5|122\.[4-8]/);
  });
});
