import type { Meet } from '@rootshare/contracts/meets';
import { NOTIFICATION_GROUPS, NotificationSettingsSchema } from '@rootshare/contracts/notification-settings';
import { PushPayloadSchema, type PushPayload } from '@rootshare/contracts/push';
import type { SwapRequest } from '@rootshare/contracts/swaps';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentMaker, laTime, meetInput } from '../../../test/content';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { startFakePushService, type FakeDevice, type FakePushService } from '../../../test/push-service';
import { users } from '../../db/schema/accounts';
import { profiles } from '../../db/schema/profiles';

/**
 * Every kind of notification a member can have pushed, from the event through the real queue
 * (the notification-mail job, then the push-send job) and web-push's HTTP request to a push
 * service on the loopback, decrypted there as the member's browser would.
 */

const SITE = 'https://rootshare.test';
type Member = Awaited<ReturnType<typeof signUpMember>>;
interface Subscribed extends Member {
  device: FakeDevice;
}

let t: TestApp;
let pushService: FakePushService;
let make: ReturnType<typeof contentMaker>;
/** The catalogue's pothos, which members list and wish for (its search also builds the catalogue index once). */
let pothos: string;

beforeAll(async () => {
  pushService = await startFakePushService();
  // A public origin, as in production: pushes must carry the app's path, never this mail link.
  t = await createTestApp({ catalogue: true, places: true, allowLoopbackPushEndpoints: true, env: { PUBLIC_URL: SITE } });
  make = contentMaker(t.app);
  pothos = (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'pothos' } })).json().plants[0].id as string;
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const post = (member: Member, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: as(member), ...(payload ? { payload } : {}) });

/** A member in Portland who chose push for every kind of notification, subscribed from one browser. */
async function subscribedMember(): Promise<Subscribed> {
  const member = await signUpMember(t.app);
  await t.database.db
    .update(profiles)
    .set({ latitude: 45.52, longitude: -122.68, location: 'Portland, Oregon' })
    .where(eq(profiles.id, member.profile.id));
  const settings = NotificationSettingsSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/notification-settings', headers: as(member) })).json(),
  );
  const allPush = Object.fromEntries(NOTIFICATION_GROUPS.map((group) => [group, 'push']));
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/notification-settings',
    headers: as(member),
    payload: { ...settings, ...allPush },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const device = pushService.device();
  const subscribed = await t.app.inject({
    method: 'PUT',
    url: '/api/push/subscription',
    headers: as(member),
    payload: device.subscription,
  });
  expect(subscribed.statusCode, subscribed.body).toBe(204);
  return { ...member, device };
}

/** Rejects with why a notification job or push job of the member failed, once one has; stays pending once `done` is set. */
async function pushJobFailure(member: Member, done: { value: boolean }): Promise<never> {
  const failed = await vi.waitFor(
    async () => {
      if (done.value) return null;
      const { rows } = await t.database.executeSql(
        `select name, output from pgboss.job where state in ('retry', 'failed') and (
           (name = 'push-send' and data->>'userId' = $1::text) or
           (name = 'notification-mail' and data->>'notificationId' in (select id::text from notifications where user_id = $1::uuid))
         ) limit 1`,
        [member.user.id],
      );
      if (!rows[0]) throw new Error('no push job of the member has failed');
      return rows[0];
    },
    // Longer than any test: the push, or the test's own timeout, ends the wait first.
    { timeout: 120_000, interval: 100 },
  );
  if (failed) throw new Error(`a job failed: ${JSON.stringify(failed)}`);
  return new Promise<never>(() => undefined);
}

/**
 * The next push the member's browser receives after the `seen` it had (by default, what it has
 * now), decrypted with its keys; fails at once if the push job failed instead.
 */
async function nextPush(member: Subscribed, seen = member.device.received().length): Promise<PushPayload> {
  const done = { value: false };
  const count = seen + 1;
  try {
    const pushes = await Promise.race([member.device.waitForPushes(count), pushJobFailure(member, done)]);
    const push = pushes[count - 1];
    if (!push) throw new Error('no push');
    return PushPayloadSchema.parse(JSON.parse(member.device.decrypt(push.body)));
  } finally {
    done.value = true;
  }
}

/** A swap request from ana to ben that ben accepted, with the pushes it made already received. */
async function acceptedSwap(): Promise<{ ana: Subscribed; ben: Subscribed; swap: SwapRequest }> {
  const [ana, ben] = [await subscribedMember(), await subscribedMember()];
  const swap = await make.swap(ana, ben);
  await nextPush(ben);
  expect((await post(ben, `/api/swap-requests/${swap.id}/respond`, { action: 'accept' })).statusCode).toBe(200);
  await nextPush(ana);
  return { ana, ben, swap };
}

const rsvp = async (who: Member, meet: Meet, status: string) => {
  const response = await t.app.inject({ method: 'PUT', url: `/api/meets/${meet.id}/rsvp`, headers: as(who), payload: { status } });
  expect(response.statusCode, response.body).toBe(200);
};

// Each test runs two jobs through the real queue and a push service: more than the default on a busy machine.
describe('notification pushes through the queue and a push service', { timeout: 120_000 }, () => {
  it('pushes a swap request to its recipient, opening the swap’s chat', async () => {
    const [ana, ben] = [await subscribedMember(), await subscribedMember()];
    const swap = await make.swap(ana, ben);
    expect(await nextPush(ben)).toEqual({
      title: `${ana.user.username} sent you a swap request`,
      body: `${ana.user.username} would like to swap plants with you.`,
      url: `/messages?conversation=${swap.conversation_id}`,
    });
  });

  it('pushes a swap request to a member who reads Spanish in Spanish, though the sender reads English', async () => {
    const [ana, ben] = [await subscribedMember(), await subscribedMember()];
    await t.database.db.update(users).set({ language: 'es-US' }).where(eq(users.id, ben.user.id));
    const swap = await make.swap(ana, ben);
    expect(await nextPush(ben)).toEqual({
      title: `${ana.user.username} te envió una solicitud de intercambio`,
      body: `A ${ana.user.username} le gustaría intercambiar plantas contigo.`,
      url: `/messages?conversation=${swap.conversation_id}`,
    });
  });

  it('pushes the answer to a swap request to the requester, opening the swap’s chat', async () => {
    const [ana, ben] = [await subscribedMember(), await subscribedMember()];
    const swap = await make.swap(ana, ben);
    await nextPush(ben);
    expect((await post(ben, `/api/swap-requests/${swap.id}/respond`, { action: 'accept' })).statusCode).toBe(200);
    expect(await nextPush(ana)).toMatchObject({
      title: `${ben.user.username} accepted your swap request`,
      url: `/messages?conversation=${swap.conversation_id}`,
    });
  });

  it('pushes a completed swap to both members, opening their swaps where the review is left', async () => {
    const { ana, ben, swap } = await acceptedSwap();
    // Both pushes go out together: each member's is counted from before the swap completed.
    const seen = { ana: ana.device.received().length, ben: ben.device.received().length };
    await post(ana, `/api/swap-requests/${swap.id}/complete`);
    await post(ben, `/api/swap-requests/${swap.id}/complete`);
    expect(await nextPush(ana, seen.ana)).toMatchObject({
      title: `Your swap with ${ben.user.username} is complete`,
      url: '/profile?tab=swaps',
    });
    expect(await nextPush(ben, seen.ben)).toMatchObject({
      title: `Your swap with ${ana.user.username} is complete`,
      url: '/profile?tab=swaps',
    });
  });

  it('pushes a review to the reviewed member, opening their reviews', async () => {
    const { ana, ben, swap } = await acceptedSwap();
    await post(ana, `/api/swap-requests/${swap.id}/complete`);
    await post(ben, `/api/swap-requests/${swap.id}/complete`);
    await nextPush(ben);
    const reviewed = await post(ana, `/api/swap-requests/${swap.id}/review`, { reviewed_user_id: ben.profile.id, rating: 5 });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect(await nextPush(ben)).toMatchObject({
      title: `${ana.user.username} reviewed your swap`,
      body: `${ana.user.username} gave your swap 5 stars out of 5.`,
      url: '/profile?tab=reviews',
    });
  });

  it('pushes unread messages once their wait is over, opening the conversation, tagged so a newer one replaces it', async () => {
    const [ana, ben] = [await subscribedMember(), await subscribedMember()];
    const talk = await make.conversation(ana, ben);
    await make.message(ana, talk, { content: 'Are the cuttings rooted?' });
    // The queue holds the entry for ten minutes in case it is read; the test brings that time forward.
    const waited = await t.database.executeSql(
      `update pgboss.job set start_after = now() where name = 'notification-mail' and state = 'created'
         and data->>'notificationId' in (select id::text from notifications where user_id = $1 and type = 'new_message')`,
      [ben.user.id],
    );
    expect(waited.rowCount).toBe(1);
    expect(await nextPush(ben)).toEqual({
      title: `${ana.user.username} sent you a message`,
      body: `You have 1 unread message from ${ana.user.username}.`,
      url: `/messages?conversation=${talk}`,
      tag: `conversation-${talk}`,
    });
  });

  it('pushes a wishlist match near the member, opening the listed plant', async () => {
    const [ana, ben] = [await subscribedMember(), await subscribedMember()];
    expect((await post(ben, '/api/wishlist', { plant_id: pothos })).statusCode).toBe(201);
    const listed = await make.plant(ana, { customName: 'Golden pothos cutting' });
    const push = await nextPush(ben);
    expect(push.title).toMatch(/ near you$/);
    expect(push.body).toContain(`${ana.user.username} listed a `);
    expect(push.url).toBe(`/plant/${listed}`);
  });

  it('pushes a meet’s change to a member going, opening the meet', async () => {
    const [hostMember, ana] = [await subscribedMember(), await subscribedMember()];
    const meet = await make.meet(hostMember);
    await rsvp(ana, meet, 'going');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/meets/${meet.id}`,
      headers: as(hostMember),
      payload: meetInput({ venue: 'Laurelhurst Park, north gate' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const push = await nextPush(ana);
    expect(push).toMatchObject({ title: 'Spring cutting swap has moved', url: `/meets/${meet.id}` });
    expect(push.body).toContain('Laurelhurst Park, north gate');
  });

  it('pushes a waitlist place that opened to the member promoted, opening the meet', async () => {
    const [hostMember, ana, ben, cy] = [
      await subscribedMember(),
      await subscribedMember(),
      await subscribedMember(),
      await subscribedMember(),
    ];
    const meet = await make.meet(hostMember, { capacity: 2 });
    await rsvp(ana, meet, 'going');
    await rsvp(ben, meet, 'going');
    await rsvp(cy, meet, 'going');
    await rsvp(ana, meet, 'not_going');
    expect(await nextPush(cy)).toMatchObject({ title: "You're going to Spring cutting swap", url: `/meets/${meet.id}` });
  });

  it('pushes a handover proposal to the other member of the swap, opening the swap’s chat', async () => {
    const { ana, ben, swap } = await acceptedSwap();
    const proposed = await t.app.inject({
      method: 'PUT',
      url: `/api/swap-requests/${swap.id}/handover-plan`,
      headers: as(ana),
      payload: { starts_at: laTime(30), time_zone: 'America/Los_Angeles', place: 'Library steps' },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const push = await nextPush(ben);
    expect(push).toMatchObject({ title: 'Handover proposed', url: `/messages?conversation=${swap.conversation_id}` });
    expect(push.body).toContain('Library steps');
  });

  it('pushes a care reminder that fell due, opening the plant', async () => {
    const owner = await subscribedMember();
    const plant = await make.plant(owner, { available: false, customName: 'Monty' });
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${plant}/care-reminders/water`,
      headers: as(owner),
      payload: { enabled: true, interval_days: 3, last_done_days_ago: 3 },
    });
    expect(on.statusCode, on.body).toBe(200);
    await t.services.careReminders.sweep();
    expect(await nextPush(owner)).toMatchObject({ title: 'Water Monty', url: `/plant/${plant}` });
  });
});
