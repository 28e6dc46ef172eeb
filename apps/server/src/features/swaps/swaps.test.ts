import { MessagePageSchema } from '@rootshare/contracts/messaging';
import { NotificationPageSchema } from '@rootshare/contracts/notifications';
import { ProfileStatsSchema } from '@rootshare/contracts/profiles';
import { ReviewPageSchema, ReviewSchema, SwapRequestSchema, UserSwapsSchema, type SwapRequest } from '@rootshare/contracts/swaps';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { userPlants } from '../../db/schema/user-plants';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let pothosId: string;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  const search = await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'pothos' } });
  pothosId = (search.json() as { plants: Array<{ id: string }> }).plants[0]?.id ?? '';
});
afterAll(async () => {
  await t.close();
});

const post = (member: Member | null, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: as(member), ...(payload ? { payload } : {}) });
const get = (member: Member | null, url: string) => t.app.inject({ method: 'GET', url, headers: as(member) });

async function addPlant(owner: Member, name: string, available = true): Promise<string> {
  const response = await post(owner, '/api/user-plants', {
    plant_id: pothosId,
    swap_type: 'cutting',
    custom_name: name,
    available_for_swap: available,
    pest_free_confirmed: available,
  });
  if (response.statusCode !== 201) throw new Error(`plant: ${response.body}`);
  return (response.json() as { userPlant: { id: string } }).userPlant.id;
}

interface Pair {
  ana: Member;
  ben: Member;
  anaPlant: string;
  benPlant: string;
}

/** Two new members with one swappable plant each. */
async function pair(): Promise<Pair> {
  const [ana, ben] = [await signUpMember(t.app), await signUpMember(t.app)];
  return { ana, ben, anaPlant: await addPlant(ana, 'Ana pothos'), benPlant: await addPlant(ben, 'Ben monstera') };
}

async function request(p: Pair, extra: Record<string, unknown> = {}): Promise<SwapRequest> {
  const response = await post(p.ana, '/api/swap-requests', {
    recipient_id: p.ben.profile.id,
    message: 'Swap?',
    offered_plants: [p.anaPlant],
    requested_plants: [p.benPlant],
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(`swap: ${response.statusCode} ${response.body}`);
  return SwapRequestSchema.parse(response.json());
}

const respond = (member: Member, id: string, payload: Record<string, unknown>) => post(member, `/api/swap-requests/${id}/respond`, payload);
const complete = (member: Member, id: string) => post(member, `/api/swap-requests/${id}/complete`);
const review = (member: Member, id: string, payload: Record<string, unknown>) => post(member, `/api/swap-requests/${id}/review`, payload);
const notificationsOf = async (member: Member) =>
  NotificationPageSchema.parse((await get(member, '/api/notifications')).json()).notifications;

async function completedSwap(): Promise<Pair & { swap: SwapRequest }> {
  const p = await pair();
  const swap = await request(p);
  await respond(p.ben, swap.id, { action: 'accept' });
  await complete(p.ana, swap.id);
  await complete(p.ben, swap.id);
  return { ...p, swap };
}

describe('sending a swap request', () => {
  it("offers the requester's own swappable plants for the recipient's, posts its card into their conversation and notifies the recipient", async () => {
    const p = await pair();
    const swap = await request(p);
    expect(swap).toMatchObject({
      requester_id: p.ana.profile.id,
      recipient_id: p.ben.profile.id,
      requester: { username: p.ana.user.username },
      recipient: { username: p.ben.user.username },
      status: 'pending',
      message: 'Swap?',
      requester_completed: false,
      recipient_completed: false,
      reviews: [],
    });
    expect(swap.offeredPlantsDetails.map((plant) => plant.id)).toEqual([p.anaPlant]);
    expect(swap.requestedPlantsDetails[0]).toMatchObject({
      id: p.benPlant,
      custom_name: 'Ben monstera',
      swap_type: 'cutting',
      available_for_swap: true,
      plants: { common_name: 'Pothos' },
    });
    const chat = MessagePageSchema.parse((await get(p.ben, `/api/messages?conversation_id=${swap.conversation_id}`)).json());
    expect(chat.messages).toEqual([
      expect.objectContaining({ message_type: 'swap_request', swap_request_id: swap.id, sender_id: p.ana.profile.id, content: 'Swap?' }),
    ]);
    expect(await notificationsOf(p.ben)).toEqual([
      expect.objectContaining({
        type: 'swap_request',
        swap_request_id: swap.id,
        is_read: false,
        other_user: expect.objectContaining({ username: p.ana.user.username }),
      }),
    ]);
  });

  it("refuses no offered plants, plants that are not the right member's or not up for swap, oneself, and a conversation with someone else", async () => {
    const p = await pair();
    const send = (payload: Record<string, unknown>) =>
      post(p.ana, '/api/swap-requests', { recipient_id: p.ben.profile.id, offered_plants: [p.anaPlant], ...payload });
    expect((await send({ offered_plants: [] })).json()).toMatchObject({ error: 'No plants selected' });
    expect((await send({ offered_plants: [p.benPlant] })).statusCode).toBe(400);
    expect((await send({ offered_plants: [await addPlant(p.ana, 'kept', false)] })).statusCode).toBe(400);
    expect((await send({ requested_plants: [p.anaPlant] })).statusCode).toBe(400);
    expect((await send({ recipient_id: p.ana.profile.id })).statusCode).toBe(400);
    const stranger = await signUpMember(t.app);
    const otherThread = await post(p.ana, '/api/conversations', { participant_id: stranger.profile.id });
    expect((await send({ conversation_id: (otherThread.json() as { id: string }).id })).statusCode).toBe(400);
    expect((await post(null, '/api/swap-requests', { recipient_id: p.ben.profile.id, offered_plants: [p.anaPlant] })).statusCode).toBe(401);
    expect(UserSwapsSchema.parse((await get(p.ana, '/api/user-swaps')).json()).counts.total).toBe(0);
  });

  it('shows a swap to its two members only', async () => {
    const p = await pair();
    const swap = await request(p);
    const outsider = await signUpMember(t.app);
    expect((await get(p.ben, `/api/swap-requests/${swap.id}`)).statusCode).toBe(200);
    expect((await get(outsider, `/api/swap-requests/${swap.id}`)).statusCode).toBe(404);
    expect((await respond(outsider, swap.id, { action: 'accept' })).statusCode).toBe(404);
    expect((await complete(outsider, swap.id)).statusCode).toBe(404);
    expect((await review(outsider, swap.id, { rating: 5, reviewed_user_id: p.ana.profile.id })).statusCode).toBe(404);
  });
});

describe('plants a moderator hid', () => {
  it('cannot be offered, asked for or put into a counter-offer', async () => {
    const p = await pair();
    const hide = (id: string) => t.database.db.update(userPlants).set({ hiddenAt: new Date() }).where(eq(userPlants.id, id));
    const spare = await addPlant(p.ben, 'Ben spare');
    const swap = await request(p);
    await hide(p.benPlant);
    await hide(p.anaPlant);
    const asking = await post(p.ana, '/api/swap-requests', {
      recipient_id: p.ben.profile.id,
      offered_plants: [await addPlant(p.ana, 'Ana spare')],
      requested_plants: [p.benPlant],
    });
    expect(asking.statusCode).toBe(400);
    expect((await post(p.ana, '/api/swap-requests', { recipient_id: p.ben.profile.id, offered_plants: [p.anaPlant] })).statusCode).toBe(
      400,
    );
    await hide(spare);
    expect((await respond(p.ben, swap.id, { action: 'counter', counter_plants: [spare] })).statusCode).toBe(400);
  });
});

describe('answering', () => {
  it('lets only the recipient answer, only while pending', async () => {
    const p = await pair();
    const swap = await request(p);
    expect((await respond(p.ana, swap.id, { action: 'accept' })).statusCode).toBe(403);
    const accepted = await respond(p.ben, swap.id, { action: 'accept' });
    expect(SwapRequestSchema.parse(accepted.json()).status).toBe('accepted');
    expect((await respond(p.ben, swap.id, { action: 'decline' })).statusCode).toBe(409);
    expect((await respond(p.ben, swap.id, { action: 'counter', message: 'hm' })).statusCode).toBe(409);
    expect((await notificationsOf(p.ana)).map((n) => n.type)).toEqual(['swap_accept']);
  });

  it('declines, with the reason posted into the conversation', async () => {
    const p = await pair();
    const swap = await request(p);
    const declined = SwapRequestSchema.parse((await respond(p.ben, swap.id, { action: 'decline', message: 'Sorry, it just sold' })).json());
    expect(declined.status).toBe('declined');
    const chat = MessagePageSchema.parse((await get(p.ana, `/api/messages?conversation_id=${swap.conversation_id}`)).json());
    expect(chat.messages.at(-1)).toMatchObject({ content: 'Sorry, it just sold', sender_id: p.ben.profile.id, message_type: 'text' });
    expect((await notificationsOf(p.ana)).map((n) => n.type)).toContain('swap_decline');
  });

  it("counters with the responder's own plants, which hands the answer back to the requester", async () => {
    const p = await pair();
    const swap = await request(p);
    const benOther = await addPlant(p.ben, 'Ben string of pearls');
    expect((await respond(p.ben, swap.id, { action: 'counter' })).statusCode).toBe(400);
    expect((await respond(p.ben, swap.id, { action: 'counter', counter_plants: [p.anaPlant] })).statusCode).toBe(400);
    expect((await respond(p.ben, swap.id, { action: 'accept', counter_plants: [benOther] })).statusCode).toBe(400);
    const countered = SwapRequestSchema.parse(
      (await respond(p.ben, swap.id, { action: 'counter', counter_plants: [benOther], message: 'How about this one?' })).json(),
    );
    expect(countered).toMatchObject({
      status: 'pending',
      requester_id: p.ben.profile.id,
      recipient_id: p.ana.profile.id,
      message: 'How about this one?',
    });
    expect(countered.offeredPlantsDetails.map((plant) => plant.id)).toEqual([benOther]);
    expect(countered.requestedPlantsDetails.map((plant) => plant.id)).toEqual([p.anaPlant]);
    expect((await notificationsOf(p.ana)).map((n) => n.type)).toContain('swap_counter');
    expect((await respond(p.ben, swap.id, { action: 'accept' })).statusCode).toBe(403);
    expect(SwapRequestSchema.parse((await respond(p.ana, swap.id, { action: 'accept' })).json()).status).toBe('accepted');
  });

  it('lets exactly one of twenty simultaneous answers win', async () => {
    const p = await pair();
    const swap = await request(p);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => respond(p.ben, swap.id, { action: i % 2 ? 'accept' : 'decline' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
  });
});

describe('completing', () => {
  it('marks each side once and completes the swap when both have, telling the other member and then both', async () => {
    const p = await pair();
    const swap = await request(p);
    expect((await complete(p.ana, swap.id)).json()).toEqual({ error: 'Only an accepted swap can be marked complete' });
    await respond(p.ben, swap.id, { action: 'accept' });
    const half = SwapRequestSchema.parse((await complete(p.ana, swap.id)).json());
    expect(half).toMatchObject({ status: 'accepted', requester_completed: true, recipient_completed: false });
    expect((await complete(p.ana, swap.id)).statusCode).toBe(409);
    expect((await notificationsOf(p.ben)).map((n) => n.type)).toContain('swap_update');
    const done = SwapRequestSchema.parse((await complete(p.ben, swap.id)).json());
    expect(done).toMatchObject({ status: 'completed', requester_completed: true, recipient_completed: true });
    for (const member of [p.ana, p.ben]) expect((await notificationsOf(member)).map((n) => n.type)).toContain('review_opportunity');
    expect((await complete(p.ben, swap.id)).statusCode).toBe(409);
  });

  it('counts both members marking at the same time', async () => {
    const p = await pair();
    const swap = await request(p);
    await respond(p.ben, swap.id, { action: 'accept' });
    const both = await Promise.all([complete(p.ana, swap.id), complete(p.ben, swap.id)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(SwapRequestSchema.parse((await get(p.ana, `/api/swap-requests/${swap.id}`)).json()).status).toBe('completed');
  });

  it("lists a member's swaps by sub-tab with every sub-tab's count", async () => {
    const p = await pair();
    const pending = await request(p);
    const active = await request(p);
    await respond(p.ben, active.id, { action: 'accept' });
    const list = UserSwapsSchema.parse((await get(p.ben, '/api/user-swaps?status=active')).json());
    expect(list.swaps.map((s) => s.id)).toEqual([active.id]);
    expect(list.counts).toEqual({ active: 1, pending: 1, completed: 0, total: 2 });
    expect(UserSwapsSchema.parse((await get(p.ana, '/api/user-swaps?status=pending')).json()).swaps.map((s) => s.id)).toEqual([pending.id]);
    expect((await get(null, '/api/user-swaps')).statusCode).toBe(401);
  });
});

describe('reviews', () => {
  it('lets each member review the other once after both completed, and shows the ratings on both profiles', async () => {
    const { ana, ben, swap } = await completedSwap();
    const response = await review(ana, swap.id, {
      rating: 5,
      plant_quality: 4,
      communication: 5,
      packaging: null,
      comment: 'Lovely cutting!',
      reviewed_user_id: ben.profile.id,
    });
    expect(response.statusCode).toBe(201);
    expect(ReviewSchema.parse(response.json())).toMatchObject({
      rating: 5,
      plant_quality: 4,
      packaging: null,
      comment: 'Lovely cutting!',
      reviewer_id: ana.profile.id,
      reviewer: { username: ana.user.username },
    });
    expect((await notificationsOf(ben)).find((n) => n.type === 'review_ready')?.message).toContain('Leave yours!');
    expect((await review(ben, swap.id, { rating: 3, reviewed_user_id: ana.profile.id })).statusCode).toBe(201);
    const stats = async (member: Member) => ProfileStatsSchema.parse((await get(null, `/api/profiles/${member.profile.id}/stats`)).json());
    expect(await stats(ben)).toMatchObject({ swaps_completed: 1, rating: { average: 5, count: 1 } });
    expect(await stats(ana)).toMatchObject({ swaps_completed: 1, rating: { average: 3, count: 1 } });
    const page = ReviewPageSchema.parse((await get(null, `/api/reviews?user_id=${ben.profile.id}`)).json());
    expect(page).toMatchObject({
      average: 5,
      count: 1,
      reviews: [{ comment: 'Lovely cutting!', swapRequest: { id: swap.id, plant_names: ['Ana pothos', 'Ben monstera'] } }],
    });
    const shown = SwapRequestSchema.parse((await get(ana, `/api/swap-requests/${swap.id}`)).json());
    expect(shown.reviews.map((r) => r.reviewer_id).sort()).toEqual([ana.profile.id, ben.profile.id].sort());
  });

  it('refuses a review before both completed, without an overall rating, of oneself, and a second one', async () => {
    const p = await pair();
    const swap = await request(p);
    await respond(p.ben, swap.id, { action: 'accept' });
    await complete(p.ana, swap.id);
    expect((await review(p.ana, swap.id, { rating: 5, reviewed_user_id: p.ben.profile.id })).statusCode).toBe(409);
    await complete(p.ben, swap.id);
    expect((await review(p.ana, swap.id, { reviewed_user_id: p.ben.profile.id })).json()).toMatchObject({
      error: 'Please provide an overall rating',
    });
    expect((await review(p.ana, swap.id, { rating: 6, reviewed_user_id: p.ben.profile.id })).statusCode).toBe(400);
    expect((await review(p.ana, swap.id, { rating: 0, reviewed_user_id: p.ben.profile.id })).statusCode).toBe(400);
    expect((await review(p.ana, swap.id, { rating: 4, reviewed_user_id: p.ana.profile.id })).statusCode).toBe(400);
    expect(
      (await review(p.ana, swap.id, { rating: 4, reviewed_user_id: p.ben.profile.id, reviewer_id: p.ben.profile.id })).statusCode,
    ).toBe(400);
    expect((await review(p.ana, swap.id, { rating: 4, reviewed_user_id: p.ben.profile.id })).statusCode).toBe(201);
    expect((await review(p.ana, swap.id, { rating: 1, reviewed_user_id: p.ben.profile.id })).statusCode).toBe(409);
  });

  it('stores exactly one of twenty simultaneous reviews by the same member', async () => {
    const { ana, ben, swap } = await completedSwap();
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () => review(ana, swap.id, { rating: 4, reviewed_user_id: ben.profile.id })),
    );
    expect(attempts.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(attempts.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(ReviewPageSchema.parse((await get(null, `/api/reviews?user_id=${ben.profile.id}`)).json()).count).toBe(1);
  });
});

describe('choosing a handover', () => {
  const setHandover = (member: Member | null, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/swap-requests/${id}/handover`, headers: as(member), payload });

  it('lets either member of an accepted swap choose meet up, porch pickup or post, shows it on the swap and tells the other member', async () => {
    const p = await pair();
    const swap = await request(p);
    await respond(p.ben, swap.id, { action: 'accept' });
    const chosen = await setHandover(p.ana, swap.id, { handover: 'porch_pickup' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(SwapRequestSchema.parse(chosen.json()).handover).toBe('porch_pickup');
    expect(SwapRequestSchema.parse((await get(p.ben, `/api/swap-requests/${swap.id}`)).json()).handover).toBe('porch_pickup');
    expect((await notificationsOf(p.ben)).map((n) => n.message)).toContain(`${p.ana.user.username} chose porch pickup for your swap.`);
    expect(SwapRequestSchema.parse((await setHandover(p.ben, swap.id, { handover: 'meet_up' })).json()).handover).toBe('meet_up');
  });

  it('refuses a pending or declined swap, another member, an unknown choice, an address in the body and visitors', async () => {
    const p = await pair();
    const swap = await request(p);
    expect((await setHandover(p.ana, swap.id, { handover: 'post' })).statusCode).toBe(409);
    await respond(p.ben, swap.id, { action: 'accept' });
    const outsider = await signUpMember(t.app);
    expect((await setHandover(outsider, swap.id, { handover: 'post' })).statusCode).toBe(404);
    expect((await setHandover(null, swap.id, { handover: 'post' })).statusCode).toBe(401);
    expect((await setHandover(p.ana, swap.id, { handover: 'drone' })).statusCode).toBe(400);
    expect((await setHandover(p.ana, swap.id, { handover: 'post', address: '1 Main St' })).statusCode).toBe(400);
    expect(SwapRequestSchema.parse((await get(p.ana, `/api/swap-requests/${swap.id}`)).json()).handover).toBeNull();
  });
});
