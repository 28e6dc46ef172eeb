import { PLACE_CHANGE_LIMIT } from '@rootshare/contracts/profiles';
import { WishlistDemandSchema } from '@rootshare/contracts/wishlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { profiles } from '../../db/schema/profiles';

// The attack on "wishers near you" (docs/security.md S80): a member moves their own place, reads
// how many wishlists near their listing hold its species, and bisects the edge of a wisher's circle.

type Member = Awaited<ReturnType<typeof signUpMember>>;
interface Point {
  latitude: number;
  longitude: number;
}

/** Kilometres in a degree of latitude, on the sphere the database measures with (earthdistance's radius). */
const KM_PER_DEGREE = (6378.168 * Math.PI) / 180;
/** A saved place is stored to the hundredth of a degree: the rounding no count may see past. */
const ROUNDING_KM = 0.01 * KM_PER_DEGREE;
/** Two wishers 9 km apart, in one town, each with a 5-mile swap distance. */
const WISHERS = { north: { latitude: 51.44, longitude: -0.97 }, south: { latitude: 51.36, longitude: -0.97 } };
const SWAP_MILES = 5;
const MOVES = 21;

let t: TestApp;
const species: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  const plants = (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'fern' } })).json().plants as Array<{
    id: string;
  }>;
  species.push(...plants.slice(0, 4).map((plant) => plant.id));
  if (species.length < 4) throw new Error('the catalogue has too few ferns');
});
afterAll(() => t.close());

async function placeDirectly(m: Member, point: Point) {
  await t.database.db.update(profiles).set(point).where(eq(profiles.id, m.profile.id));
}

/** A member who wishes for one species and lists nothing, living at a point. */
async function wisher(point: Point, plantId: string) {
  const m = await signUpMember(t.app);
  await t.database.db
    .update(profiles)
    .set({
      ...point,
      swapPreferences: JSON.stringify({ swapTypes: [], interests: [], careLevels: [], preferredDistance: `${SWAP_MILES}` }),
    })
    .where(eq(profiles.id, m.profile.id));
  expect((await t.app.inject({ method: 'POST', url: '/api/wishlist', headers: as(m), payload: { plant_id: plantId } })).statusCode).toBe(
    201,
  );
}

/** The attacker: a member with a listing of the species. */
async function attacker(plantId: string) {
  const m = await signUpMember(t.app);
  await placeDirectly(m, { latitude: 51.4, longitude: -0.97 });
  const listed = await t.app.inject({
    method: 'POST',
    url: '/api/user-plants',
    headers: as(m),
    payload: { plant_id: plantId, swap_type: 'cutting', available_for_swap: true, pest_free_confirmed: true },
  });
  expect(listed.statusCode, listed.body).toBe(201);
  return { m, listing: listed.json().userPlant.id as string };
}

/**
 * Bisects the northern edge of the wisher's circle along her town's meridian with 21 moves and
 * reads, from the town centre (inside) to a degree north (outside); answers what each read said and
 * where the edge puts her, a swap distance south of it.
 */
async function bisect(plantId: string, move: (m: Member, point: Point) => Promise<void>) {
  const { m, listing } = await attacker(plantId);
  let [inside, outside] = [51.4, 52.4];
  const answers: number[] = [];
  for (let i = 0; i < MOVES; i++) {
    const middle = (inside + outside) / 2;
    await move(m, { latitude: middle, longitude: -0.97 });
    const read = await t.app.inject({ method: 'GET', url: `/api/user-plants/${listing}/wishlists-nearby`, headers: as(m) });
    const { count } = WishlistDemandSchema.parse(read.json());
    answers.push(count);
    if (count > 0) inside = middle;
    else outside = middle;
  }
  return { m, answers, estimate: inside - (SWAP_MILES * 1.609344) / KM_PER_DEGREE };
}

const kmOff = (estimate: number, actual: Point) => Math.abs(estimate - actual.latitude) * KM_PER_DEGREE;

describe('reading how many wishlists are near a listing', () => {
  it('cannot place a wisher closer than the rounding of saved places, even moving freely 21 times', async () => {
    const [northPlant, southPlant] = [species[0] ?? '', species[1] ?? ''];
    await wisher(WISHERS.north, northPlant);
    await wisher(WISHERS.south, southPlant);

    const north = await bisect(northPlant, placeDirectly);
    const south = await bisect(southPlant, placeDirectly);
    // Two wishers 9 km apart in one town give the same 21 answers: the count cannot tell them apart.
    expect(north.answers).toEqual(south.answers);
    expect(kmOff(north.estimate, WISHERS.north)).toBeGreaterThan(ROUNDING_KM);
    expect(kmOff(south.estimate, WISHERS.south)).toBeGreaterThan(ROUNDING_KM);
  });

  it('lets a member move their place three times a day, then answers 429 saying when, keeping the place', async () => {
    const plantId = species[2] ?? '';
    await wisher(WISHERS.south, plantId);
    const refusals: Array<{ status: number; error: string; retryAfter: string | undefined }> = [];
    const accepted: Point[] = [];
    const { m: mover, estimate } = await bisect(plantId, async (m, point) => {
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/profiles/${m.profile.id}`,
        headers: as(m),
        payload: { location: 'Reading, Berkshire', ...point },
      });
      if (moved.statusCode === 200) accepted.push(point);
      else refusals.push({ status: moved.statusCode, error: moved.json().error, retryAfter: moved.headers['retry-after'] as string });
    });
    expect(refusals).toHaveLength(MOVES - 3);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(429);
      expect(refusal.error).toBe(`${PLACE_CHANGE_LIMIT} Try again in about 24 hours.`);
      expect(Number(refusal.retryAfter)).toBeGreaterThan(0);
    }
    expect(kmOff(estimate, WISHERS.south)).toBeGreaterThan(ROUNDING_KM);
    const [stored] = await t.database.db.select({ latitude: profiles.latitude }).from(profiles).where(eq(profiles.id, mover.profile.id));
    expect(accepted).toHaveLength(3);
    expect(stored?.latitude).toBe(Math.round((accepted[2]?.latitude ?? 0) * 100) / 100);
  });

  it('does not count clearing the place, or saving the same one, as a move', async () => {
    const m = await signUpMember(t.app);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/profiles/${m.profile.id}`, headers: as(m), payload });
    const reading = { location: 'Reading, Berkshire', latitude: 51.45, longitude: -0.97 };
    for (let i = 0; i < 3; i++) expect((await put({ ...reading, latitude: 51.45 + i / 100 })).statusCode).toBe(200);
    expect((await put({ ...reading, latitude: 51.47 })).statusCode).toBe(200);
    expect((await put({ location: '', latitude: null, longitude: null })).statusCode).toBe(200);
    expect((await put({ ...reading, latitude: 51.6 })).statusCode).toBe(429);
  });
});
