import { ExplorePageSchema, ExploreSummarySchema, UserCardPageSchema } from '@rootshare/contracts/explore';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { profiles } from '../../db/schema/profiles';

type Member = Awaited<ReturnType<typeof signUpMember>>;

// Real places: from Chicago's Loop, Oak Park is 8, Evanston 12, Milwaukee 82 miles.
const LOOP = { latitude: 41.88, longitude: -87.63 };
const EVANSTON = { latitude: 42.05, longitude: -87.69 };
const MILWAUKEE = { latitude: 43.04, longitude: -87.91 };
const OAK_PARK = { latitude: 41.89, longitude: -87.78 };

let t: TestApp;
let viewer: Member;
let near: Member;
let mid: Member;
let far: Member;
let nowhere: Member;
const catalogue: Record<string, { id: string; care_level: string; category: string }> = {};

async function placeAt(member: Member, place: { latitude: number; longitude: number } | null, location: string | null) {
  await t.database.db
    .update(profiles)
    .set({ latitude: place?.latitude ?? null, longitude: place?.longitude ?? null, location })
    .where(eq(profiles.id, member.profile.id));
}

async function plant(member: Member, name: string, payload: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user-plants',
    headers: bearer(member.token),
    payload: { plant_id: catalogue[name]?.id, swap_type: 'cutting', available_for_swap: true, pest_free_confirmed: true, ...payload },
  });
  expect(response.statusCode).toBe(201);
  return response.json().userPlant.id as string;
}

const explore = async (query: string, member?: Member) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/explore-v2?${query}`,
    ...(member ? { headers: bearer(member.token) } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ExplorePageSchema.parse(response.json());
};
const ownersOf = (page: { items: Array<{ profile: { username: string } }> }) => page.items.map((item) => item.profile.username);

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  for (const query of ['golden pothos', 'aloe vera', 'basil', 'snake plant']) {
    const [found] = (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query } })).json().plants;
    catalogue[query] = found;
  }
  viewer = await signUpMember(t.app);
  near = await signUpMember(t.app);
  mid = await signUpMember(t.app);
  far = await signUpMember(t.app);
  nowhere = await signUpMember(t.app);
  await placeAt(viewer, LOOP, 'Chicago, Illinois');
  await placeAt(near, OAK_PARK, 'Oak Park, Illinois');
  await placeAt(mid, EVANSTON, 'Evanston, Illinois');
  await placeAt(far, MILWAUKEE, 'Milwaukee, Wisconsin');
  await placeAt(nowhere, null, 'Somewhere nice');
  await plant(viewer, 'golden pothos');
  await plant(far, 'golden pothos', { custom_name: 'Grandma pothos' });
  await plant(mid, 'aloe vera', { swap_type: 'seed' });
  await plant(near, 'basil', { custom_name: 'Genovese' });
  await plant(near, 'snake plant', { available_for_swap: false });
  await plant(nowhere, 'snake plant');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/explore-v2', () => {
  it("lists other members' swappable plants nearest first from the caller's saved place, leaving out their own", async () => {
    const page = await explore('', viewer);
    expect(ownersOf(page)).toEqual([near.user.username, mid.user.username, far.user.username, nowhere.user.username]);
    expect(page.items.map((item) => item.distance_miles)).toEqual([8, 12, 82, null]);
    expect(page.items.every((item) => item.userPlant.user_id !== viewer.profile.id)).toBe(true);
    expect(page.items.some((item) => item.userPlant.available_for_swap === false)).toBe(false);
  });

  it('measures from given coordinates instead, and from New York without either', async () => {
    const fromMilwaukee = await explore(`user_latitude=${MILWAUKEE.latitude}&user_longitude=${MILWAUKEE.longitude}`, viewer);
    expect(ownersOf(fromMilwaukee)[0]).toBe(far.user.username);
    expect(fromMilwaukee.items[0]?.distance_miles).toBe(0);
    const anonymous = await explore('');
    expect(anonymous.items[0]?.distance_miles).toBeGreaterThan(700);
    expect(ownersOf(anonymous)).toContain(viewer.user.username);
  });

  it("moves a member's plants when the member moves, and finds plants added after the move", async () => {
    await placeAt(nowhere, EVANSTON, 'Evanston, Illinois');
    await plant(nowhere, 'basil');
    const moved = await explore('radius=30&sort=newest', viewer);
    expect(moved.items.filter((item) => item.profile.id === nowhere.profile.id)).toHaveLength(2);
    await placeAt(nowhere, null, 'Somewhere nice');
    expect(ownersOf(await explore('radius=30&sort=oldest', viewer))).not.toContain(nowhere.user.username);
    await t.app.inject({ method: 'DELETE', url: `/api/user-plants/${moved.items[0]?.userPlant.id}`, headers: bearer(nowhere.token) });
  });

  it('keeps to a radius in miles', async () => {
    expect(ownersOf(await explore('radius=10', viewer))).toEqual([near.user.username]);
    expect(ownersOf(await explore('radius=30', viewer))).toEqual([near.user.username, mid.user.username]);
  });

  it("widens a visitor's radius to a mile and rounds their origin, so small circles cannot narrow down a member's place", async () => {
    // 0.4 miles north of Oak Park, where the near member's plants are.
    const beside = `user_latitude=${OAK_PARK.latitude + 0.0058}&user_longitude=${OAK_PARK.longitude}`;
    expect(ownersOf(await explore(`${beside}&radius=0.1`))).toEqual([near.user.username]);
    expect(ownersOf(await explore(`${beside}&radius=0.1`, viewer))).toEqual([]);
    // 0.95 miles east of Oak Park; a visitor's origin rounds to 0.02° east, 1.03 miles away.
    const east = `user_latitude=${OAK_PARK.latitude}&user_longitude=${(OAK_PARK.longitude + 0.0185).toFixed(4)}&radius=1`;
    expect(ownersOf(await explore(east, viewer))).toEqual([near.user.username]);
    expect(ownersOf(await explore(east))).toEqual([]);
  });

  it('filters by search (catalogue names and the member’s own name for a plant), care level, category and swap type', async () => {
    const pothos = await explore('search=pothos', viewer);
    expect(ownersOf(pothos)).toEqual([far.user.username]);
    expect(pothos.items[0]?.relevance_score).toBeGreaterThan(0.8);
    expect(ownersOf(await explore('search=genovese', viewer))).toEqual([near.user.username]);
    expect(ownersOf(await explore('search=zzzqqq', viewer))).toEqual([]);
    expect(ownersOf(await explore(`care_level=${catalogue['aloe vera']?.care_level}&swap_type=seed`, viewer))).toEqual([mid.user.username]);
    expect(ownersOf(await explore(`category=${catalogue.basil?.category}`, viewer))).toContain(near.user.username);
  });

  it('sorts by newest, oldest and name', async () => {
    const newest = ownersOf(await explore('sort=newest', viewer));
    expect(newest).toEqual([nowhere.user.username, near.user.username, mid.user.username, far.user.username]);
    expect(ownersOf(await explore('sort=oldest', viewer))).toEqual([...newest].reverse());
    const names = (await explore('sort=name', viewer)).items.map((item) => item.userPlant.custom_name ?? item.plant.common_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('lists easy care first: beginner plants nearest first, then intermediate, then expert', async () => {
    const page = await explore('sort=care', viewer);
    const ranks = page.items.map((item) => ['beginner', 'intermediate', 'expert'].indexOf(item.plant.care_level));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(page.items).toHaveLength(4);
    const paged = [...(await explore('sort=care&limit=1', viewer)).items];
    let cursor = (await explore('sort=care&limit=1', viewer)).nextCursor;
    while (cursor) {
      const next = await explore(`sort=care&limit=1&cursor=${cursor}`, viewer);
      paged.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(paged.map((item) => item.userPlant.id)).toEqual(page.items.map((item) => item.userPlant.id));
  });

  it('keeps Name A-Z right when a member renames a plant', async () => {
    const before = await explore('sort=name', viewer);
    const last = before.items.at(-1);
    const id = last?.userPlant.id ?? '';
    const owner = [near, mid, far, nowhere].find((m) => m.profile.id === last?.profile.id);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${id}`,
      headers: bearer(owner?.token ?? ''),
      payload: { custom_name: 'Aaa first of all' },
    });
    expect(renamed.statusCode).toBe(200);
    // The page cache keeps a page for a second; another order of the same filters is a new page.
    const after = await explore('sort=name&limit=23', viewer);
    expect(after.items[0]?.userPlant.id).toBe(id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${id}`,
      headers: bearer(owner?.token ?? ''),
      payload: { custom_name: last?.userPlant.custom_name ?? null },
    });
  });

  it('pages with a cursor and refuses a made-up one', async () => {
    const first = await explore('limit=3', viewer);
    expect(first.items).toHaveLength(3);
    const second = await explore(`limit=3&cursor=${first.nextCursor}`, viewer);
    expect(ownersOf(second)).toEqual([nowhere.user.username]);
    expect(second.nextCursor).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/explore-v2?cursor=abc' })).statusCode).toBe(400);
  });

  it('answers 400 for coordinates out of range or an unknown sort', async () => {
    for (const query of ['user_latitude=91&user_longitude=0', 'user_latitude=abc&user_longitude=0', 'sort=random', 'radius=-1']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/explore-v2?${query}` })).statusCode).toBe(400);
    }
  });

  it('never sends coordinates or e-mail addresses', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/explore-v2', headers: bearer(viewer.token) })).body;
    expect(body).not.toMatch(/latitude|longitude|"lat"|"lon"|email/);
    // The members' coordinates, as numbers (a timestamp's seconds such as ":41.8" are not one).
    expect(body).not.toMatch(/(?<!\d:|[\d.])-?(41\.8[89]|42\.05|43\.04|87\.(63|69|91|78))/);
    expect(body).not.toContain(far.user.email);
  });
});

describe('GET /api/explore-v2/summary', () => {
  it('counts plants available to the caller, those within 10 miles, and members with plants', async () => {
    const summary = ExploreSummarySchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/explore-v2/summary', headers: bearer(viewer.token) })).json(),
    );
    expect(summary).toEqual({ available: 4, nearby: 1, plant_parents: 5 });
  });
});

describe('GET /api/users/all and /api/users/search', () => {
  it('lists members newest first with plant counts and public fields only, leaving out the caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/all?limit=10', headers: bearer(viewer.token) });
    const page = UserCardPageSchema.parse(response.json());
    expect(page.users.map((u) => u.id)).not.toContain(viewer.profile.id);
    expect(page.users.find((u) => u.id === near.profile.id)).toMatchObject({
      plant_count: 2,
      available_count: 1,
      location: 'Oak Park, Illinois',
    });
    expect(response.body).not.toMatch(/email|latitude|longitude|password/);
  });

  it('pages members with a cursor', async () => {
    const first = UserCardPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/users/all?limit=2' })).json());
    const second = UserCardPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/users/all?limit=2&cursor=${first.nextCursor}` })).json(),
    );
    expect(second.users).toHaveLength(2);
    expect(second.users.map((u) => u.id)).not.toContain(first.users[0]?.id);
  });

  it('finds members by username, name or location, best match first', async () => {
    const byName = UserCardPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/users/search?query=${near.user.username}` })).json(),
    );
    expect(byName.users[0]).toMatchObject({ id: near.profile.id, relevance_score: 1 });
    const byPlace = UserCardPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/users/search?query=evanston' })).json());
    expect(byPlace.users.map((u) => u.id)).toEqual([mid.profile.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/search?query=' })).statusCode).toBe(400);
  });
});
