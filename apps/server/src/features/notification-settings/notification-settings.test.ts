import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NotificationSettingsSchema,
  type NotificationSettings,
} from '@rootshare/contracts/notification-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpMember>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const read = (member: Member | null, url = '/api/notification-settings') =>
  t.app.inject({ method: 'GET', url, ...(member ? { headers: bearer(member.token) } : {}) });
const write = (member: Member | null, payload: unknown, url = '/api/notification-settings') =>
  t.app.inject({ method: 'PUT', url, payload: payload as Record<string, unknown>, ...(member ? { headers: bearer(member.token) } : {}) });
const settingsOf = async (member: Member) => NotificationSettingsSchema.parse((await read(member)).json());

const CHOSEN: NotificationSettings = {
  swap_requests: 'both',
  swap_answers: 'push',
  swap_completed: 'off',
  reviews: 'email',
  unread_messages: 'off',
  meets: 'push',
  wishlist_matches: 'push',
  care_reminders: 'off',
  weekly_digest: true,
};

describe('notification settings', () => {
  it('answers e-mail for every kind of event and no digest until the member saves their own, then keeps what they saved', async () => {
    const member = await signUpMember(t.app);
    const first = await read(member);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({
      swap_requests: 'email',
      swap_answers: 'email',
      swap_completed: 'email',
      reviews: 'email',
      unread_messages: 'email',
      meets: 'email',
      wishlist_matches: 'email',
      care_reminders: 'push',
      weekly_digest: false,
    });

    const saved = await write(member, CHOSEN);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(CHOSEN);
    expect(await settingsOf(member)).toEqual(CHOSEN);
    const again = { ...CHOSEN, weekly_digest: false, reviews: 'off' as const };
    expect((await write(member, again)).statusCode).toBe(200);
    expect(await settingsOf(member)).toEqual(again);
  });

  it('refuses an unknown channel, a missing choice, a digest that is not yes or no and an unknown field with 400, changing nothing', async () => {
    const member = await signUpMember(t.app);
    expect((await write(member, CHOSEN)).statusCode).toBe(200);
    const { reviews: _left, ...missing } = DEFAULT_NOTIFICATION_SETTINGS;
    const cases: Array<[unknown, RegExp]> = [
      [{ ...DEFAULT_NOTIFICATION_SETTINGS, swap_requests: 'sms' }, /Choose e-mail, push, both or off/],
      [missing, /Choose e-mail, push, both or off/],
      [{ ...DEFAULT_NOTIFICATION_SETTINGS, weekly_digest: 'sometimes' }, /weekly digest/],
      [{ ...DEFAULT_NOTIFICATION_SETTINGS, email: 'someone@example.test' }, /./],
      [['email'], /./],
    ];
    for (const [payload, error] of cases) {
      const answer = await write(member, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error).toMatch(error);
    }
    expect(await settingsOf(member)).toEqual(CHOSEN);
  });

  it('answers 401 to a visitor, reading or writing', async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await write(null, DEFAULT_NOTIFICATION_SETTINGS)).statusCode).toBe(401);
  });

  it("lets a member read and change only their own settings: another member's cannot be named", async () => {
    const [ana, ben] = [await signUpMember(t.app), await signUpMember(t.app)];
    expect((await write(ana, CHOSEN)).statusCode).toBe(200);
    expect((await write(ben, { ...DEFAULT_NOTIFICATION_SETTINGS, reviews: 'off' })).statusCode).toBe(200);
    expect(await settingsOf(ana)).toEqual(CHOSEN);
    expect((await settingsOf(ben)).reviews).toBe('off');
    const anaUrl = `/api/notification-settings/${ana.profile.id}`;
    expect((await read(ben, anaUrl)).statusCode).toBe(404);
    expect((await write(ben, DEFAULT_NOTIFICATION_SETTINGS, anaUrl)).statusCode).toBe(404);
    expect((await write(ben, DEFAULT_NOTIFICATION_SETTINGS, `/api/notification-settings?user_id=${ana.profile.id}`)).statusCode).toBe(200);
    expect(await settingsOf(ana)).toEqual(CHOSEN);
  });
});
