import {
  CareSchedulesSchema,
  defaultIntervalDays,
  DueRemindersSchema,
  seasonAt,
  waterDaysNamedIn,
} from '@rootshare/contracts/care-reminders';
import { NotificationPageSchema } from '@rootshare/contracts/notifications';
import type { PushPayload } from '@rootshare/contracts/push';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { profiles } from '../../db/schema/profiles';
import type { PushChannel } from '../push/push.service';

type Member = Awaited<ReturnType<typeof signUpMember>>;

const DAY_MS = 86_400_000;
// A Wednesday in July: summer in Portland, winter in Sydney.
let now = new Date('2026-07-01T09:00:00.000Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let t: TestApp;
let owner: Member;
let other: Member;
let plantId: string;
const pushes: Array<{ userId: string; payload: PushPayload }> = [];
const push: PushChannel = {
  async send(userId, payload) {
    pushes.push({ userId, payload });
  },
};

const today = async (member: Member) =>
  DueRemindersSchema.parse((await t.app.inject({ method: 'GET', url: '/api/care-reminders/today', headers: as(member) })).json());
const remindersInBell = async (member: Member) =>
  NotificationPageSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(member) })).json(),
  ).notifications.filter((n) => n.type === 'care_reminder');

beforeAll(async () => {
  t = await createTestApp({ catalogue: true, clock: () => now, pushChannel: push });
  owner = await signUpMember(t.app);
  other = await signUpMember(t.app);
  await t.database.db
    .update(profiles)
    .set({ location: 'Portland, Oregon', latitude: 45.52, longitude: -122.68 })
    .where(eq(profiles.id, owner.profile.id));
  const monstera = (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'monstera' } })).json().plants[0]
    .id as string;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/user-plants',
    headers: as(owner),
    payload: { plant_id: monstera, swap_type: 'cutting', available_for_swap: false, custom_name: 'Monty' },
  });
  plantId = created.json().userPlant.id as string;
});
afterAll(async () => {
  await t.close();
});

describe('default schedules', () => {
  it('water by the catalogue, slower in autumn and winter, with the seasons turned round south of the equator', () => {
    const july = new Date('2026-07-01T00:00:00Z');
    expect(seasonAt(july, 45.5)).toBe('summer');
    expect(seasonAt(july, -33.9)).toBe('winter');
    expect(defaultIntervalDays('water', 'Moderate - water when the top of the soil starts to dry', 'summer')).toBe(7);
    expect(defaultIntervalDays('water', 'Moderate - water when the top of the soil starts to dry', 'winter')).toBe(14);
    expect(defaultIntervalDays('water', 'High - keep the soil consistently moist', 'summer')).toBe(3);
    expect(defaultIntervalDays('water', 'Low - let the soil dry out between waterings', 'autumn')).toBe(21);
    expect(defaultIntervalDays('feed', null, 'spring')).toBe(14);
    expect(defaultIntervalDays('repot', null, 'winter')).toBe(365);
  });

  it('water as often as a care card names, stretched in the slow seasons, and by the catalogue when it names no interval', () => {
    expect(waterDaysNamedIn('Every 5 days in summer')).toBe(5);
    expect(waterDaysNamedIn('every two weeks')).toBe(14);
    expect(waterDaysNamedIn('Weekly, from below')).toBe(7);
    expect(waterDaysNamedIn('Mist daily')).toBe(1);
    expect(waterDaysNamedIn('When the top inch is dry')).toBeNull();
    expect(waterDaysNamedIn(null)).toBeNull();
    expect(defaultIntervalDays('water', 'Low - let the soil dry out', 'summer', 5)).toBe(5);
    expect(defaultIntervalDays('water', 'Low - let the soil dry out', 'winter', 5)).toBe(10);
    expect(defaultIntervalDays('water', 'Low - let the soil dry out', 'summer', null)).toBe(14);
  });
});

describe('care reminders', () => {
  let reminderId: string;

  it("offers the owner the plant's schedules with defaults, and nobody else", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/user-plants/${plantId}/care-reminders`, headers: as(owner) });
    expect(response.statusCode).toBe(200);
    const schedules = CareSchedulesSchema.parse(response.json());
    expect(schedules.map((s) => [s.kind, s.enabled])).toEqual([
      ['water', false],
      ['feed', false],
      ['repot', false],
    ]);
    expect(schedules[1]?.default_interval_days).toBe(14);
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${plantId}/care-reminders`, headers: as(other) })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/user-plants/${plantId}/care-reminders/water`,
          headers: as(other),
          payload: { enabled: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/user-plants/${plantId}/care-reminders/prune`,
          headers: as(owner),
          payload: { enabled: true },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/user-plants/${plantId}/care-reminders/water`,
          headers: as(owner),
          payload: { enabled: true, interval_days: 0 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('fires a watering reminder on schedule, once, in the bell and by push', async () => {
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${plantId}/care-reminders/water`,
      headers: as(owner),
      payload: { enabled: true, interval_days: 3 },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(CareSchedulesSchema.parse(on.json())[0]).toMatchObject({
      kind: 'water',
      enabled: true,
      interval_days: 3,
      due_at: new Date(now.getTime() + 3 * DAY_MS).toISOString(),
    });

    await t.services.careReminders.sweep();
    expect(await remindersInBell(owner)).toHaveLength(0);
    expect(await today(owner)).toEqual([]);

    advance(3 * DAY_MS);
    expect(await t.services.careReminders.sweep()).toBe(1);
    expect(await t.services.careReminders.sweep()).toBe(0);
    const bell = await remindersInBell(owner);
    expect(bell).toEqual([expect.objectContaining({ title: 'Water Monty', user_plant_id: plantId })]);
    const due = await today(owner);
    expect(due).toEqual([expect.objectContaining({ kind: 'water', user_plant_id: plantId, plant_name: 'Monty', overdue: true })]);
    reminderId = due[0]?.id ?? '';
    expect(await today(other)).toEqual([]);
    // Care reminders go by push unless the member chose otherwise; the push job runs in the queue.
    await expect.poll(() => pushes.filter((p) => p.userId === owner.user.id).map((p) => p.payload.title)).toContain('Water Monty');
  });

  it('moves a snoozed reminder to later, and fires it again then', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/care-reminders/${reminderId}/snooze`, headers: as(other), payload: { days: 1 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/care-reminders/${reminderId}/snooze`, headers: as(owner), payload: { days: 5 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/care-reminders/${reminderId}/snooze`, headers: as(owner), payload: { days: 2 } }))
        .statusCode,
    ).toBe(204);
    expect(await today(owner)).toEqual([]);
    advance(DAY_MS);
    expect(await t.services.careReminders.sweep()).toBe(0);
    advance(DAY_MS);
    expect(await t.services.careReminders.sweep()).toBe(1);
    expect(await remindersInBell(owner)).toHaveLength(2);
    expect((await today(owner)).map((r) => r.id)).toEqual([reminderId]);
  });

  it('clears a reminder marked done until its next interval', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/care-reminders/${reminderId}/done`, headers: as(other) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'POST', url: `/api/care-reminders/${reminderId}/done`, headers: as(owner) })).statusCode).toBe(
      204,
    );
    expect(await today(owner)).toEqual([]);
    advance(2 * DAY_MS);
    expect(await t.services.careReminders.sweep()).toBe(0);
    advance(DAY_MS);
    expect(await t.services.careReminders.sweep()).toBe(1);
  });

  it('starts a schedule from when it was last done, so a plant already due shows today', async () => {
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${plantId}/care-reminders/feed`,
      headers: as(owner),
      payload: { enabled: true, interval_days: 14, last_done_days_ago: 14 },
    });
    expect(CareSchedulesSchema.parse(on.json())[1]).toMatchObject({ kind: 'feed', enabled: true, due_at: now.toISOString() });
    expect((await today(owner)).map((r) => r.kind)).toContain('feed');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/user-plants/${plantId}/care-reminders/feed`,
          headers: as(owner),
          payload: { enabled: false },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('stops when the schedule is turned off', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${plantId}/care-reminders/water`,
      headers: as(owner),
      payload: { enabled: false },
    });
    expect(CareSchedulesSchema.parse(off.json())[0]?.enabled).toBe(false);
    advance(30 * DAY_MS);
    expect(await t.services.careReminders.sweep()).toBe(0);
    expect(await today(owner)).toEqual([]);
  });

  it('keeps when the owner last watered and how often, says how many days late it is, and lets nobody else change it', async () => {
    const put = (member: Member, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/user-plants/${plantId}/care-reminders/water`, headers: as(member), payload });
    const lastWatered = new Date(now.getTime() - 15 * DAY_MS);
    const on = await put(owner, { enabled: true, interval_days: 7, last_done_days_ago: 15 });
    expect(on.statusCode, on.body).toBe(200);
    expect(CareSchedulesSchema.parse(on.json())[0]).toMatchObject({
      enabled: true,
      interval_days: 7,
      last_done_at: lastWatered.toISOString(),
      due_at: new Date(lastWatered.getTime() + 7 * DAY_MS).toISOString(),
    });
    const late = (await today(owner)).find((r) => r.kind === 'water');
    expect(late).toMatchObject({ overdue: true, overdue_days: 8 });

    // Another member can neither read nor move the owner's schedule.
    expect((await put(other, { enabled: true, interval_days: 1, last_done_days_ago: 0 })).statusCode).toBe(404);
    expect((await today(owner)).find((r) => r.kind === 'water')).toMatchObject({ overdue_days: 8 });

    // Changing only how often keeps the day it was last watered.
    const every10 = CareSchedulesSchema.parse((await put(owner, { enabled: true, interval_days: 10 })).json())[0];
    expect(every10).toMatchObject({ interval_days: 10, last_done_at: lastWatered.toISOString() });
    expect((await today(owner)).find((r) => r.kind === 'water')).toMatchObject({ overdue_days: 5 });

    // Done says it was watered now.
    const id = (await today(owner)).find((r) => r.kind === 'water')?.id ?? '';
    expect((await t.app.inject({ method: 'POST', url: `/api/care-reminders/${id}/done`, headers: as(owner) })).statusCode).toBe(204);
    const afterDone = CareSchedulesSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/user-plants/${plantId}/care-reminders`, headers: as(owner) })).json(),
    )[0];
    expect(afterDone).toMatchObject({ last_done_at: now.toISOString(), due_at: new Date(now.getTime() + 10 * DAY_MS).toISOString() });
    expect((await put(owner, { enabled: true, last_done_days_ago: -1 })).statusCode).toBe(400);
  });
});
