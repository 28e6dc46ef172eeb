import {
  PUSH_ENDPOINT_INVALID,
  PUSH_ENDPOINT_TAKEN,
  PUSH_KEYS_INVALID,
  type PushDevice,
  type PushPayload,
} from '@rootshare/contracts/push';
import { PUSH_DEVICES_PER_MEMBER } from '@rootshare/contracts/push-constants';
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, nextIp, signUpMember, type TestApp } from '../../../test/helpers';
import { startFakePushService, type FakeDevice, type FakePushService } from '../../../test/push-service';
import { sessions } from '../../db/schema/accounts';
import { pushSubscriptions } from '../../db/schema/push';

let t: TestApp;
let pushService: FakePushService;
beforeAll(async () => {
  pushService = await startFakePushService();
  t = await createTestApp({ allowLoopbackPushEndpoints: true });
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

type Member = Awaited<ReturnType<typeof signUpMember>>;

const device = (token: string) => t.app.inject({ method: 'GET', url: '/api/push/subscription', headers: bearer(token) });
const subscribe = (token: string, body: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/push/subscription', headers: bearer(token), payload: body as object });
const unsubscribe = (token: string) => t.app.inject({ method: 'DELETE', url: '/api/push/subscription', headers: bearer(token) });
const signIn = async (member: Member): Promise<string> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username: member.user.username, password: member.password },
    remoteAddress: nextIp(),
  });
  return (response.json() as { token: string }).token;
};

/** A member subscribed from a new device at the stand-in push service. */
async function subscribedDevice(token: string): Promise<FakeDevice> {
  const browser = pushService.device();
  expect((await subscribe(token, browser.subscription)).statusCode).toBe(204);
  return browser;
}

const payload = (title: string): PushPayload => ({
  title,
  body: 'Have you still got the monstera cutting?',
  url: '/messages?conversation=abc',
  tag: 'conversation-abc',
});

const subscriptionsOf = (userId: string) => t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('web push', () => {
  it('answers 401 to a visitor on every push route', async () => {
    const visitor = [
      await t.app.inject({ method: 'GET', url: '/api/push/subscription' }),
      await t.app.inject({ method: 'PUT', url: '/api/push/subscription', payload: pushService.device().subscription }),
      await t.app.inject({ method: 'DELETE', url: '/api/push/subscription' }),
    ];
    expect(visitor.map((response) => response.statusCode)).toEqual([401, 401, 401]);
  });

  it("subscribes this device, answers its endpoint with the server's public key, and unsubscribes it", async () => {
    const member = await signUpMember(t.app);
    const before = (await device(member.token)).json() as PushDevice;
    expect(before.endpoint).toBeNull();
    expect(Buffer.from(before.public_key, 'base64url')).toHaveLength(65);

    const browser = await subscribedDevice(member.token);
    expect(((await device(member.token)).json() as PushDevice).endpoint).toBe(browser.subscription.endpoint);

    expect((await unsubscribe(member.token)).statusCode).toBe(204);
    expect(((await device(member.token)).json() as PushDevice).endpoint).toBeNull();
    expect(await subscriptionsOf(member.user.id)).toEqual([]);
  });

  it("delivers a queued push that only the device can decrypt to the payload, signed with the server's key", async () => {
    const member = await signUpMember(t.app);
    const browser = await subscribedDevice(member.token);

    await t.services.push.send(member.user.id, payload('New message from rosa'), 'message-1');
    const [push] = await browser.waitForPushes(1);

    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    expect(push?.body.toString('utf8')).not.toContain('monstera');
    expect(JSON.parse(browser.decrypt(push?.body ?? Buffer.alloc(0)))).toEqual(payload('New message from rosa'));

    // VAPID (RFC 8292): a JWT for the push service's origin, signed by the key the browser subscribed with.
    const publicKey = ((await device(member.token)).json() as PushDevice).public_key;
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(push?.headers.authorization)) ?? [];
    expect(key).toBe(publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    const jwk = await importJWK(
      { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(token ?? '', jwk);
    expect(claims.aud).toBe(new URL(browser.subscription.endpoint).origin);
    expect(claims.sub).toBe('mailto:push@localhost');
  });

  it('cuts a long title and body to their limits before queuing them', async () => {
    const member = await signUpMember(t.app);
    const browser = await subscribedDevice(member.token);
    await t.services.push.send(member.user.id, { title: 'T'.repeat(200), body: 'B'.repeat(1000), url: '/messages' }, 'long-1');
    const [push] = await browser.waitForPushes(1);
    const shown = JSON.parse(browser.decrypt(push?.body ?? Buffer.alloc(0))) as PushPayload;
    expect(shown.title).toHaveLength(80);
    expect(shown.body).toHaveLength(200);
    expect(shown.body.endsWith('…')).toBe(true);
  });

  it('reaches every signed-in device of the member once per key, however often the job runs', async () => {
    const member = await signUpMember(t.app);
    const laptop = await subscribedDevice(member.token);
    const phone = await subscribedDevice(await signIn(member));
    const job = { userId: member.user.id, key: 'swap-7', payload: payload('Swap accepted') };
    await t.services.push.deliver(job);
    await t.services.push.deliver(job);
    expect(laptop.received()).toHaveLength(1);
    expect(phone.received()).toHaveLength(1);
    await t.services.push.deliver({ ...job, key: 'swap-8' });
    expect(laptop.received()).toHaveLength(2);
  });

  it.each([410, 404])('forgets a subscription its push service answers %i for', async (status) => {
    const member = await signUpMember(t.app);
    const browser = await subscribedDevice(member.token);
    browser.answerWith(status);
    await t.services.push.deliver({ userId: member.user.id, key: `gone-${status}`, payload: payload('Hello') });
    expect(browser.received()).toHaveLength(1);
    expect(await subscriptionsOf(member.user.id)).toEqual([]);
    expect(((await device(member.token)).json() as PushDevice).endpoint).toBeNull();
  });

  it('fails the job when a push service answers an error, and the retry reaches only the device that missed it', async () => {
    const member = await signUpMember(t.app);
    const laptop = await subscribedDevice(member.token);
    const phone = await subscribedDevice(await signIn(member));
    phone.answerWith(503);
    const job = { userId: member.user.id, key: 'retry-1', payload: payload('Hello') };
    await expect(t.services.push.deliver(job)).rejects.toThrow(/not accepted for 1 of 2 devices: 127\.0\.0\.1:\d+ answered 503/);
    phone.answerWith(201);
    await t.services.push.deliver(job);
    expect(laptop.received()).toHaveLength(1);
    expect(phone.received().map((push) => push.deviceId)).toEqual([phone.id, phone.id]);
    expect(await subscriptionsOf(member.user.id)).toHaveLength(2);
  });

  it("lets no member read or remove another member's subscription", async () => {
    const owner = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    const browser = await subscribedDevice(owner.token);
    expect(((await device(other.token)).json() as PushDevice).endpoint).toBeNull();
    expect((await unsubscribe(other.token)).statusCode).toBe(204);
    expect(((await device(owner.token)).json() as PushDevice).endpoint).toBe(browser.subscription.endpoint);
    await t.services.push.deliver({ userId: owner.user.id, key: 'still-there', payload: payload('Hello') });
    expect(browser.received()).toHaveLength(1);
  });

  it("refuses with 409 another member's subscribing with an endpoint a member's live sign-in holds, which keeps it and its keys", async () => {
    const owner = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    const browser = await subscribedDevice(owner.token);
    const attackerKeys = pushService.device().subscription.keys;
    const taken = await subscribe(other.token, { endpoint: browser.subscription.endpoint, keys: attackerKeys });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(PUSH_ENDPOINT_TAKEN);

    expect(((await device(owner.token)).json() as PushDevice).endpoint).toBe(browser.subscription.endpoint);
    expect(((await device(other.token)).json() as PushDevice).endpoint).toBeNull();
    expect(await subscriptionsOf(other.user.id)).toEqual([]);
    await t.services.push.deliver({ userId: owner.user.id, key: 'kept', payload: payload('Still yours') });
    const [push] = await browser.waitForPushes(1);
    // Still encrypted for the owner's browser, not for the keys the other member sent.
    expect(JSON.parse(browser.decrypt(push?.body ?? Buffer.alloc(0)))).toEqual(payload('Still yours'));
  });

  it("keeps another member's subscription when that member's sign-in already had one of its own", async () => {
    const owner = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    const ownerBrowser = await subscribedDevice(owner.token);
    const otherBrowser = await subscribedDevice(other.token);
    expect((await subscribe(other.token, ownerBrowser.subscription)).statusCode).toBe(409);
    // The refused attempt changed nothing of either member's: not even the other's own subscription.
    expect(((await device(other.token)).json() as PushDevice).endpoint).toBe(otherBrowser.subscription.endpoint);
    expect(((await device(owner.token)).json() as PushDevice).endpoint).toBe(ownerBrowser.subscription.endpoint);
  });

  it('gives the endpoint to the next member who subscribes with it on that browser once the sign-in before has ended', async () => {
    const first = await signUpMember(t.app);
    const second = await signUpMember(t.app);
    const browser = await subscribedDevice(first.token);
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, first.user.id));
    expect((await subscribe(second.token, browser.subscription)).statusCode).toBe(204);
    await t.services.push.deliver({ userId: first.user.id, key: 'first', payload: payload('For the first') });
    expect(browser.received()).toHaveLength(0);
    await t.services.push.deliver({ userId: second.user.id, key: 'second', payload: payload('For the second') });
    expect(browser.received()).toHaveLength(1);
  });

  it(`keeps at most ${PUSH_DEVICES_PER_MEMBER} devices per member, dropping the least recently subscribed`, async () => {
    const member = await signUpMember(t.app);
    const devices: FakeDevice[] = [];
    for (let i = 0; i < PUSH_DEVICES_PER_MEMBER + 2; i++) devices.push(await subscribedDevice(await signIn(member)));
    expect(await subscriptionsOf(member.user.id)).toHaveLength(PUSH_DEVICES_PER_MEMBER);
    await t.services.push.deliver({ userId: member.user.id, key: 'capped', payload: payload('Hello') });
    expect(devices.map((d) => d.received().length)).toEqual([0, 0, ...Array<number>(PUSH_DEVICES_PER_MEMBER).fill(1)]);

    // Subscribing again makes a device the most recent: the next one drops another.
    expect((await subscribe(member.token, devices[2]?.subscription)).statusCode).toBe(204);
    expect(await subscriptionsOf(member.user.id)).toHaveLength(PUSH_DEVICES_PER_MEMBER);
  });

  it('replaces the earlier subscription of the same sign-in', async () => {
    const member = await signUpMember(t.app);
    const before = await subscribedDevice(member.token);
    const after = await subscribedDevice(member.token);
    await t.services.push.deliver({ userId: member.user.id, key: 'renewed', payload: payload('Hello') });
    expect(before.received()).toHaveLength(0);
    expect(after.received()).toHaveLength(1);
  });

  it('stops pushing to a device once it signs out, and forgets its subscription', async () => {
    const member = await signUpMember(t.app);
    const browser = await subscribedDevice(member.token);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(member.token) })).statusCode).toBe(200);
    await t.services.push.deliver({ userId: member.user.id, key: 'after-signout', payload: payload('Hello') });
    expect(browser.received()).toHaveLength(0);
    expect(await subscriptionsOf(member.user.id)).toEqual([]);
  });

  it('deletes the subscriptions with the account', async () => {
    const member = await signUpMember(t.app);
    await subscribedDevice(member.token);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: bearer(member.token),
      payload: { password: member.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await subscriptionsOf(member.user.id)).toEqual([]);
  });

  it('queues nothing for a member with no subscribed device', async () => {
    const member = await signUpMember(t.app);
    await t.services.push.send(member.user.id, payload('Nobody listens'), 'unheard');
    const { rows } = await t.database.executeSql(
      `select count(*)::int as count from pgboss.job where name = 'push-send' and data->>'userId' = $1`,
      [member.user.id],
    );
    expect(rows).toEqual([{ count: 0 }]);
  });

  it.each([
    ['no keys', (s: FakeDevice['subscription']) => ({ endpoint: s.endpoint }), PUSH_KEYS_INVALID],
    [
      'a short public key',
      (s: FakeDevice['subscription']) => ({ ...s, keys: { ...s.keys, p256dh: s.keys.p256dh.slice(1) } }),
      PUSH_KEYS_INVALID,
    ],
    [
      'an auth secret that is not base64url',
      (s: FakeDevice['subscription']) => ({ ...s, keys: { ...s.keys, auth: '+'.repeat(22) } }),
      PUSH_KEYS_INVALID,
    ],
    ['an endpoint that is not a URL', (s: FakeDevice['subscription']) => ({ ...s, endpoint: 'not a url' }), PUSH_ENDPOINT_INVALID],
    ['an ftp endpoint', (s: FakeDevice['subscription']) => ({ ...s, endpoint: 'ftp://push.example.com/x' }), PUSH_ENDPOINT_INVALID],
    ['an unknown field', (s: FakeDevice['subscription']) => ({ ...s, owner: 'someone' }), 'Unrecognized key'],
  ])('refuses a subscription with %s with 400', async (_name, change, error) => {
    const member = await signUpMember(t.app);
    const response = await subscribe(member.token, change(pushService.device().subscription));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(error);
    expect(await subscriptionsOf(member.user.id)).toEqual([]);
  });
});

describe('push endpoints in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp();
  });
  afterAll(async () => {
    await production.close();
  });

  it.each([
    'http://127.0.0.1:9000/push/1',
    'http://push.example.com/send/1',
    'https://localhost/push/1',
    'https://localhost./push/1',
    'https://localhost../push/1',
    'https://localhost.localdomain/push/1',
    'https://push.localhost/push/1',
    'https://10.0.0.8/push/1',
    'https://127.0.0.1../push/1',
    'https://2130706433/push/1',
    'https://0x7f.1/push/1',
    'https://0177.0.0.1./push/1',
    'https://1.2.3.999../push/1',
    'https://169.254.169.254/push/1',
    'https://[fd00::1]/push/1',
    'https://[::ffff:127.0.0.1]/push/1',
    'https://[fe80::1]/push/1',
    'https://push.example.com:8443/send/1',
    'https://intranet/push/1',
    'https://intranet./push/1',
    'https://printer.local/push/1',
    'https://a.local../push/1',
    'https://metadata.internal/push/1',
    'https://router.home.arpa/push/1',
    'https://nas.lan/push/1',
    'https://nas.home/push/1',
    'https://push.corp/push/1',
    'https://hidden.onion/push/1',
    'https://user:secret@push.example.com/send/1',
  ])('refuses %s, which is no https push service', async (endpoint) => {
    const member = await signUpMember(production.app);
    const response = await production.app.inject({
      method: 'PUT',
      url: '/api/push/subscription',
      headers: bearer(member.token),
      payload: { ...pushService.device().subscription, endpoint },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(PUSH_ENDPOINT_INVALID);
  });

  it("takes a browser's push service endpoint", async () => {
    const member = await signUpMember(production.app);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/d3Rj:APA91bHq';
    const response = await production.app.inject({
      method: 'PUT',
      url: '/api/push/subscription',
      headers: bearer(member.token),
      payload: { ...pushService.device().subscription, endpoint, expirationTime: null },
    });
    expect(response.statusCode).toBe(204);
  });
});
