import { PlantsGrownSchema, ReceivedPlantsSchema, UserPlantDetailSchema, type UserPlantDetail } from '@rootshare/contracts/user-plants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpMember, type TestApp, withoutTimestamps } from '../../../test/helpers';
import { profiles } from '../../db/schema/profiles';

type Member = Awaited<ReturnType<typeof signUpMember>>;

let t: TestApp;
let monstera: string;
let pothos: string;
let alice: Member;
let bob: Member;
let carol: Member;

async function member(location: string, latitude: number, longitude: number): Promise<Member> {
  const m = await signUpMember(t.app);
  await t.database.db.update(profiles).set({ location, latitude, longitude }).where(eq(profiles.id, m.profile.id));
  return m;
}

async function plant(owner: Member, payload: Record<string, unknown> = {}): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user-plants',
    headers: as(owner),
    payload: { plant_id: monstera, swap_type: 'cutting', available_for_swap: true, pest_free_confirmed: true, ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().userPlant.id as string;
}

/** A swap from `giver`'s plant to `receiver`, in exchange for one of the receiver's, accepted and completed by both. */
async function completedSwap(giver: Member, given: string, receiver: Member, { complete = true } = {}): Promise<string> {
  const offered = await plant(receiver, { plant_id: pothos });
  const request = await t.app.inject({
    method: 'POST',
    url: '/api/swap-requests',
    headers: as(receiver),
    payload: { recipient_id: giver.profile.id, offered_plants: [offered], requested_plants: [given] },
  });
  expect(request.statusCode, request.body).toBe(201);
  const id = request.json().id as string;
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/swap-requests/${id}/respond`, headers: as(giver), payload: { action: 'accept' } }))
      .statusCode,
  ).toBe(200);
  if (complete) {
    for (const m of [giver, receiver])
      expect((await t.app.inject({ method: 'POST', url: `/api/swap-requests/${id}/complete`, headers: as(m) })).statusCode).toBe(200);
  }
  return id;
}

const addReceived = (receiver: Member, swapId: string, source: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user-plants',
    headers: as(receiver),
    payload: {
      plant_id: monstera,
      swap_type: 'cutting',
      available_for_swap: true,
      pest_free_confirmed: true,
      received_from: { swap_request_id: swapId, user_plant_id: source },
      ...payload,
    },
  });

async function page(id: string, viewer?: Member): Promise<UserPlantDetail> {
  const response = await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}`, ...(viewer ? { headers: as(viewer) } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return UserPlantDetailSchema.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  const find = async (query: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query } })).json().plants[0].id as string;
  monstera = await find('monstera');
  pothos = await find('pothos');
  alice = await member('Portland, Oregon', 45.52, -122.68);
  bob = await member('Beaverton, Oregon', 45.49, -122.8);
  carol = await member('Gresham, Oregon', 45.5, -122.43);
});
afterAll(async () => {
  await t.close();
});

describe('plant lineage', () => {
  let first: string;
  let second: string;
  let third: string;
  let aliceToBob: string;

  it('offers the receiver of a completed swap each plant they received, once added pointing at their own plant', async () => {
    first = await plant(alice, { custom_name: 'Mother monstera' });
    aliceToBob = await completedSwap(alice, first, bob);
    const offered = await t.app.inject({ method: 'GET', url: `/api/swap-requests/${aliceToBob}/received-plants`, headers: as(bob) });
    expect(offered.statusCode).toBe(200);
    expect(ReceivedPlantsSchema.parse(offered.json())).toEqual([
      expect.objectContaining({
        user_plant_id: first,
        plant_id: monstera,
        name: 'Mother monstera',
        giver: { id: alice.profile.id, username: alice.user.username },
        added_user_plant_id: null,
      }),
    ]);

    const added = await addReceived(bob, aliceToBob, first, { notes: `From @${alice.user.username}` });
    expect(added.statusCode, added.body).toBe(201);
    second = added.json().userPlant.id as string;
    const after = ReceivedPlantsSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/swap-requests/${aliceToBob}/received-plants`, headers: as(bob) })).json(),
    );
    expect(after[0]?.added_user_plant_id).toBe(second);
  });

  it('shows the link both ways: where the plant came from, and where its cutting went, with towns and dates', async () => {
    const received = await page(second);
    expect(received.lineage.parents).toEqual([
      { user_plant_id: first, username: alice.user.username, town: 'Portland, Oregon', swapped_at: expect.any(String), generation: 1 },
    ]);
    expect(received.lineage.children).toEqual([]);
    const mother = await page(first);
    expect(mother.lineage.children).toEqual([
      {
        user_plant_id: second,
        username: bob.user.username,
        town: 'Beaverton, Oregon',
        swapped_at: received.lineage.parents[0]?.swapped_at,
        generation: 1,
      },
    ]);
    expect(withoutTimestamps(JSON.stringify(mother))).not.toMatch(/45\.5|122\.|latitude|@example/);
  });

  it('shows a third generation on the first plant, and the whole chain on the newest', async () => {
    const bobToCarol = await completedSwap(bob, second, carol);
    third = (await addReceived(carol, bobToCarol, second)).json().userPlant.id as string;
    const mother = await page(first);
    expect(mother.lineage.children.map((c) => [c.user_plant_id, c.username, c.generation])).toEqual([
      [second, bob.user.username, 1],
      [third, carol.user.username, 2],
    ]);
    const newest = await page(third);
    expect(newest.lineage.parents.map((p) => [p.user_plant_id, p.username, p.town, p.generation])).toEqual([
      [second, bob.user.username, 'Beaverton, Oregon', 1],
      [first, alice.user.username, 'Portland, Oregon', 2],
    ]);
    const grown = await t.app.inject({ method: 'GET', url: `/api/members/${alice.profile.id}/plants-grown` });
    expect(PlantsGrownSchema.parse(grown.json())).toEqual({ count: 2 });
  });

  it('adds each received plant once', async () => {
    const again = await addReceived(bob, aliceToBob, first);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This plant from the swap is already in your collection');
  });

  it('refuses a swap that is not complete, not the caller’s, a plant that was not received, or another species, and adds nothing', async () => {
    const source = await plant(alice);
    const pending = await completedSwap(alice, source, bob, { complete: false });
    expect((await addReceived(bob, pending, source)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: `/api/swap-requests/${pending}/received-plants`, headers: as(bob) })).json()).toEqual(
      [],
    );
    // Carol was not part of Alice and Bob's swap; Alice gave, she did not receive.
    expect((await addReceived(carol, aliceToBob, first)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/swap-requests/${aliceToBob}/received-plants`, headers: as(carol) })).statusCode,
    ).toBe(404);
    expect((await addReceived(alice, aliceToBob, first)).statusCode).toBe(404);
    const swap = await completedSwap(alice, source, bob);
    expect((await addReceived(bob, swap, source, { plant_id: pothos })).statusCode).toBe(400);
    expect((await page(source)).lineage.children).toEqual([]);
  });

  it('shows a member the viewer blocked, or who blocked them, as a gardener with no link or town', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/blocks', headers: as(carol), payload: { user_id: alice.profile.id } })).statusCode,
    ).toBe(204);
    const seenByCarol = await page(third, carol);
    expect(seenByCarol.lineage.parents[1]).toEqual({
      user_plant_id: null,
      username: null,
      town: null,
      swapped_at: expect.any(String),
      generation: 2,
    });
    expect(JSON.stringify(seenByCarol)).not.toContain(alice.user.username);
    // Everyone else still sees Alice.
    expect((await page(third)).lineage.parents[1]?.username).toBe(alice.user.username);
    expect((await page(third, bob)).lineage.parents[1]?.username).toBe(alice.user.username);
  });

  it('keeps the chain when a member in it deletes their account: they become a gardener, the generations after them stay', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: as(bob), payload: { password: bob.password } }))
        .statusCode,
    ).toBe(204);
    const mother = await page(first);
    expect(mother.lineage.children).toEqual([
      { user_plant_id: null, username: null, town: 'Beaverton, Oregon', swapped_at: expect.any(String), generation: 1 },
      expect.objectContaining({ user_plant_id: third, username: carol.user.username, generation: 2 }),
    ]);
    expect((await page(third)).lineage.parents.map((p) => p.username)).toEqual([null, alice.user.username]);
  });
});
