import { CareSchedulesSchema, defaultIntervalDays, seasonAt } from '@rootshare/contracts/care-reminders';
import { SwapCareCardsSchema, UserPlantDetailSchema } from '@rootshare/contracts/user-plants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';

type Member = Awaited<ReturnType<typeof signUpMember>>;

let t: TestApp;
let monstera: { id: string; light_requirements: string | null; water_requirements: string | null };
let pothos: string;
let alice: Member;
let bob: Member;
let carol: Member;
let given: string;
let swapId: string;
let received: string;

const CARD = {
  light: 'Bright, no direct sun',
  water: 'When the top inch is dry',
  soil: 'Chunky aroid mix',
  notes: 'It sulks for a week after a move.',
};

async function plant(owner: Member, plantId: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user-plants',
    headers: as(owner),
    payload: { plant_id: plantId, swap_type: 'cutting', available_for_swap: true, pest_free_confirmed: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().userPlant.id as string;
}

const cardsOf = (member: Member, swap = swapId) =>
  t.app.inject({ method: 'GET', url: `/api/swap-requests/${swap}/care-cards`, headers: as(member) });
const write = (member: Member, plantId: string, payload: Record<string, unknown> = CARD) =>
  t.app.inject({ method: 'PUT', url: `/api/swap-requests/${swapId}/care-cards/${plantId}`, headers: as(member), payload });

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  const search = async (query: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query } })).json().plants[0];
  monstera = await search('monstera');
  pothos = (await search('pothos')).id as string;
  [alice, bob, carol] = [await signUpMember(t.app), await signUpMember(t.app), await signUpMember(t.app)];
  given = await plant(alice, monstera.id);
  const offered = await plant(bob, pothos);
  const request = await t.app.inject({
    method: 'POST',
    url: '/api/swap-requests',
    headers: as(bob),
    payload: { recipient_id: alice.profile.id, offered_plants: [offered], requested_plants: [given] },
  });
  swapId = request.json().id as string;
});
afterAll(async () => {
  await t.close();
});

describe('care cards', () => {
  it('waits until the swap is accepted', async () => {
    expect((await cardsOf(alice)).statusCode).toBe(409);
    expect((await write(alice, given)).statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/swap-requests/${swapId}/respond`,
          headers: as(alice),
          payload: { action: 'accept' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('offers the giver a card for each plant they give, drafted from the catalogue', async () => {
    const response = await cardsOf(alice);
    expect(response.statusCode).toBe(200);
    expect(SwapCareCardsSchema.parse(response.json())).toEqual([
      {
        user_plant_id: given,
        name: expect.any(String),
        card: { light: monstera.light_requirements ?? '', water: monstera.water_requirements ?? '', soil: expect.any(String), notes: '' },
        saved: false,
      },
    ]);
  });

  it("lets only the giver write their plant's card", async () => {
    expect((await write(bob, given)).statusCode).toBe(404);
    expect((await cardsOf(carol)).statusCode).toBe(404);
    expect((await write(alice, given, { ...CARD, notes: 'x'.repeat(1001) })).statusCode).toBe(400);
    const saved = await write(alice, given);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ user_plant_id: given, card: CARD, saved: true });
    expect(SwapCareCardsSchema.parse((await cardsOf(alice)).json())[0]?.card).toEqual(CARD);
  });

  it('stays with the received plant: its page shows the card, and a later change at once', async () => {
    for (const m of [alice, bob])
      expect((await t.app.inject({ method: 'POST', url: `/api/swap-requests/${swapId}/complete`, headers: as(m) })).statusCode).toBe(200);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user-plants',
      headers: as(bob),
      payload: {
        plant_id: monstera.id,
        swap_type: 'cutting',
        available_for_swap: true,
        pest_free_confirmed: true,
        received_from: { swap_request_id: swapId, user_plant_id: given },
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().userPlant.id as string;
    received = id;
    const page = UserPlantDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).json());
    expect(page.care_card).toMatchObject({ ...CARD, giver_username: alice.user.username });
    expect((await write(alice, given, { ...CARD, notes: 'Mist it in summer.' })).statusCode).toBe(200);
    expect(
      UserPlantDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).json()).care_card?.notes,
    ).toBe('Mist it in summer.');
    // The giver's own plant carries no card: it came from no swap.
    expect(
      UserPlantDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/user-plants/${given}` })).json()).care_card,
    ).toBeNull();
  });

  it("suggests watering the received plant as often as its care card says, and the catalogue's interval for the giver's own", async () => {
    expect((await write(alice, given, { ...CARD, water: 'Every 5 days in summer, less in winter' })).statusCode).toBe(200);
    const schedules = (member: Member, plantId: string) =>
      t.app.inject({ method: 'GET', url: `/api/user-plants/${plantId}/care-reminders`, headers: as(member) });
    const bobs = CareSchedulesSchema.parse((await schedules(bob, received)).json())[0];
    const alices = CareSchedulesSchema.parse((await schedules(alice, given)).json())[0];
    // Neither member has a place, so the season is read as the northern one of today's month.
    const slow = { winter: 2, autumn: 1.5, spring: 1, summer: 1 }[seasonAt(new Date(), null)];
    expect(bobs).toMatchObject({ kind: 'water', default_from: 'care_card', default_interval_days: Math.round(5 * slow) });
    expect(alices).toMatchObject({
      kind: 'water',
      default_from: 'catalogue',
      default_interval_days: defaultIntervalDays('water', monstera.water_requirements, seasonAt(new Date(), null)),
    });
    // The card is the receiver's to read, not a way into their schedules.
    expect((await schedules(alice, received)).statusCode).toBe(404);
  });
});
