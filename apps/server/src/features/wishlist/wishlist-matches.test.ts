import { NotificationPageSchema } from '@rootshare/contracts/notifications';
import { WishlistDemandSchema, WishlistMatchesSchema } from '@rootshare/contracts/wishlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpMember, type TestApp, withoutTimestamps } from '../../../test/helpers';
import { recipientOf, startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { openMemberSocket, type TestSocket } from '../../../test/sockets';
import { users } from '../../db/schema/accounts';
import { profiles } from '../../db/schema/profiles';

type Member = Awaited<ReturnType<typeof signUpMember>>;

// Town centres to two decimals, as members' places are stored. From Portland, Beaverton is about
// 6 miles and Medford about 220.
const PLACES = {
  portland: { latitude: 45.52, longitude: -122.68, location: 'Portland, Oregon' },
  beaverton: { latitude: 45.49, longitude: -122.8, location: 'Beaverton, Oregon' },
  medford: { latitude: 42.33, longitude: -122.87, location: 'Medford, Oregon' },
} as const;

let t: TestApp;
let sink: SmtpSink;
let baseUrl: string;
let monstera: string;
let alice: Member;
let bob: Member;
let carol: Member;
let bobSocket: TestSocket;

/** A member with a verified address, living at a place, with a swap distance when given. */
async function member(place: keyof typeof PLACES, preferredDistance?: string): Promise<Member> {
  const m = await signUpMember(t.app);
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, m.user.id));
  const swapPreferences = preferredDistance ? JSON.stringify({ swapTypes: [], interests: [], careLevels: [], preferredDistance }) : null;
  await t.database.db
    .update(profiles)
    .set({ ...PLACES[place], swapPreferences })
    .where(eq(profiles.id, m.profile.id));
  return m;
}

/** Puts the plant on the member's wishlist; answers the entry's id. */
async function wish(m: Member, plantId = monstera): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/wishlist', headers: as(m), payload: { plant_id: plantId } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

async function list(m: Member, payload: Record<string, unknown> = {}): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user-plants',
    headers: as(m),
    payload: { plant_id: monstera, swap_type: 'cutting', available_for_swap: true, pest_free_confirmed: true, ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().userPlant.id as string;
}

const bellOf = async (m: Member) =>
  NotificationPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(m) })).json()).notifications;
const matchesIn = async (m: Member) => (await bellOf(m)).filter((n) => n.type === 'wishlist_match');

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    catalogue: true,
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Rootshare <hello@rootshare.test>', PUBLIC_URL: 'https://rootshare.test' },
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const plants = (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'Monstera deliciosa' } })).json()
    .plants as Array<{ id: string; scientific_name: string | null }>;
  const found = plants.find((p) => p.scientific_name === 'Monstera deliciosa');
  if (!found) throw new Error('the catalogue has no Monstera deliciosa');
  monstera = found.id;
  alice = await member('portland');
  bob = await member('beaverton');
  carol = await member('medford', '50');
  bobSocket = await openMemberSocket(baseUrl, bob.token);
});
afterAll(async () => {
  bobSocket.close();
  await t.close();
  await sink.close();
});

describe('wishlist matches near you', () => {
  let listingId: string;

  it('tells Bob, six miles away, at once in his bell and by e-mail when Alice lists a plant on his wishlist; Carol 220 miles away hears nothing', async () => {
    await wish(bob);
    await wish(carol);
    listingId = await list(alice, { custom_name: 'Big swiss cheese' });

    const realtime = await bobSocket.waitFor('notification', (event) => event.notification.type === 'wishlist_match', 10_000);
    expect(realtime.notification).toMatchObject({ type: 'wishlist_match', user_plant_id: listingId, other_user: { id: alice.profile.id } });
    expect(realtime.notification.message).toMatch(/6 miles from you/);

    const mail = await sink.waitFor((m) => recipientOf(m) === bob.user.email && /near you/.test(m.subject ?? ''));
    expect(mail.text).toContain(`https://rootshare.test/plant/${listingId}`);
    expect(mail.text).not.toContain(alice.user.email);
    expect(mail.text).not.toMatch(/45\.5|122\.6/);

    // The job that told Bob has finished: running it again, as a retry would, tells nobody anything new.
    await t.services.wishlistMatches.matchListing(listingId);
    expect(await matchesIn(bob)).toHaveLength(1);
    expect(await matchesIn(carol)).toHaveLength(0);
    expect(sink.messages.filter((m) => recipientOf(m) === carol.user.email && /near you/.test(m.subject ?? ''))).toHaveLength(0);
  });

  it('tells a member who reads French of a match in French, the distance in their kilometres', async () => {
    const [lister, claire] = [await member('portland'), await member('beaverton')];
    await t.database.db.update(users).set({ language: 'fr-CA', distanceUnit: 'km' }).where(eq(users.id, claire.user.id));
    const wished = await wish(claire);
    const listed = await list(lister);
    await t.services.wishlistMatches.matchListing(listed);
    const [match] = await matchesIn(claire);
    expect(match?.title).toBe('Monstera près de chez vous');
    expect(match?.message).toBe(`${lister.user.username} offre « Monstera » en échange, à 10 km de chez vous.`);
    // The other tests count the wishes and listings near Portland: these leave again.
    for (const url of [`/api/wishlist/${wished}`, `/api/user-plants/${listed}`]) {
      const removed = await t.app.inject({ method: 'DELETE', url, headers: as(url.includes('wishlist') ? claire : lister) });
      expect(removed.statusCode, url).toBeLessThan(300);
    }
  });

  it('sends nothing more for a second listing of the same species on the same day', async () => {
    const second = await list(alice, { custom_name: 'Another cutting' });
    await t.services.wishlistMatches.matchListing(second);
    expect(await matchesIn(bob)).toHaveLength(1);
    expect(sink.messages.filter((m) => recipientOf(m) === bob.user.email && /near you/.test(m.subject ?? ''))).toHaveLength(1);
  });

  it("honours a member's own swap distance", async () => {
    const near = await member('beaverton', '3');
    await wish(near);
    await t.services.wishlistMatches.matchListing(listingId);
    expect(await matchesIn(near)).toHaveLength(0);
  });

  it('never matches members who blocked each other, either way', async () => {
    const blocker = await member('beaverton');
    const blocked = await member('beaverton');
    await wish(blocker);
    await wish(blocked);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/blocks', headers: as(blocker), payload: { user_id: alice.profile.id } })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/blocks', headers: as(alice), payload: { user_id: blocked.profile.id } })).statusCode,
    ).toBe(204);
    await t.services.wishlistMatches.matchListing(listingId);
    expect(await matchesIn(blocker)).toHaveLength(0);
    expect(await matchesIn(blocked)).toHaveLength(0);
    const listed = WishlistMatchesSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/wishlist/matches', headers: as(blocker) })).json(),
    );
    expect(listed).toEqual([]);
  });

  it('tells no suspended member, and a member who moved near the listing is told at their new place', async () => {
    const suspended = await member('beaverton');
    const mover = await member('medford');
    const wishes = new Map([
      [suspended, await wish(suspended)],
      [mover, await wish(mover)],
    ]);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    await t.services.wishlistMatches.matchListing(listingId);
    expect(await matchesIn(mover)).toHaveLength(0);
    // The stored point on the earth follows the place: from Medford to Beaverton, 220 miles to 6.
    await t.database.db.update(profiles).set(PLACES.beaverton).where(eq(profiles.id, mover.profile.id));
    await t.services.wishlistMatches.matchListing(listingId);
    expect((await matchesIn(mover)).map((n) => n.message)).toEqual([expect.stringContaining('6 miles from you')]);
    await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, suspended.user.id));
    expect(await matchesIn(suspended)).toHaveLength(0);
    // Neither wishes for it near Alice any more, for the owner's count below.
    for (const [m, id] of wishes)
      expect((await t.app.inject({ method: 'DELETE', url: `/api/wishlist/${id}`, headers: as(m) })).statusCode).toBe(204);
  });

  it('tells nobody about a plant that is not up for swap, and then tells them when it becomes available', async () => {
    const dana = await member('beaverton');
    const fern = (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'boston fern' } })).json().plants[0]
      .id as string;
    await wish(dana, fern);
    const kept = await list(alice, { plant_id: fern, available_for_swap: false });
    await t.services.wishlistMatches.matchListing(kept);
    expect(await matchesIn(dana)).toHaveLength(0);
    const offered = await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${kept}`,
      headers: as(alice),
      payload: { available_for_swap: true, pest_free_confirmed: true },
    });
    expect(offered.statusCode).toBe(200);
    await sink.waitFor((m) => recipientOf(m) === dana.user.email && /near you/.test(m.subject ?? ''));
    expect((await matchesIn(dana))[0]?.user_plant_id).toBe(kept);
  });
});

describe("the wishlist's 'Near you now' and the owner's count", () => {
  it('lists plants on my wishlist up for swap within my distance, with whole miles and a town, never a position', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/wishlist/matches', headers: as(bob) });
    expect(response.statusCode).toBe(200);
    const matches = WishlistMatchesSchema.parse(response.json());
    expect(matches.length).toBeGreaterThanOrEqual(2);
    expect(matches[0]).toMatchObject({
      plant_id: monstera,
      owner: { id: alice.profile.id, username: alice.user.username },
      town: 'Portland, Oregon',
      distance_miles: 6,
    });
    expect(withoutTimestamps(response.body)).not.toMatch(/latitude|longitude|45\.52|122\.68|@/);
    expect(
      WishlistMatchesSchema.parse((await t.app.inject({ method: 'GET', url: '/api/wishlist/matches', headers: as(carol) })).json()),
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/wishlist/matches' })).statusCode).toBe(401);
  });

  it('shows the owner how many wishlists near them hold the plant, and nobody else', async () => {
    const listing = (await t.app.inject({ method: 'GET', url: '/api/wishlist/matches', headers: as(bob) })).json()[0]
      .user_plant_id as string;
    const own = await t.app.inject({ method: 'GET', url: `/api/user-plants/${listing}/wishlists-nearby`, headers: as(alice) });
    expect(own.statusCode).toBe(200);
    // Bob, and the blocker and the one Alice blocked are left out; Carol is too far and the member with 3 miles too.
    expect(WishlistDemandSchema.parse(own.json()).count).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${listing}/wishlists-nearby`, headers: as(bob) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${listing}/wishlists-nearby` })).statusCode).toBe(401);
  });
});
