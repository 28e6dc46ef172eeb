import fs from 'node:fs';
import path from 'node:path';
import {
  AccountExportSchema,
  AccountSessionListSchema,
  CURRENT_PASSWORD_INCORRECT,
  PASSWORD_INCORRECT,
  SESSION_NOT_FOUND,
  type AccountExport,
} from '@rootshare/contracts/account';
import { SOCKET_CLOSE } from '@rootshare/contracts/realtime';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, nextIp, signUpMember, type TestApp } from '../../../test/helpers';
import { asDataUrl, gpsTaggedJpeg } from '../../../test/images';
import { multipartForm } from '../../../test/multipart';
import { openMemberSocket } from '../../../test/sockets';
import { users } from '../../db/schema/accounts';
import { blocks } from '../../db/schema/blocks';
import { posts } from '../../db/schema/posts';
import { reports } from '../../db/schema/reports';
import { mediaFiles } from '../../db/schema/uploads';
import { describeDevice } from './account.presenter';
import { ACCOUNT_LIMITS } from './account.service';

let t: TestApp;
let baseUrl: string;
let pothosId: string;
type Member = Awaited<ReturnType<typeof signUpMember>>;

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const search = await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'pothos' } });
  pothosId = (search.json() as { plants: Array<{ id: string }> }).plants[0]?.id ?? '';
});
afterAll(async () => {
  await t.close();
});

const as = (token: string | null) => (token ? bearer(token) : {});
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: as(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function signIn(member: Member, password = member.password, userAgent?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username: member.user.username, password },
    remoteAddress: nextIp(),
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
}
async function newSession(member: Member, userAgent?: string): Promise<string> {
  const response = await signIn(member, member.password, userAgent);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}
const isLive = async (token: string) => (await call('GET', '/api/account/sessions', token)).statusCode === 200;
const changePassword = (token: string, current_password: string, new_password: string) =>
  call('POST', '/api/account/password', token, { current_password, new_password });

describe('changing the password', () => {
  it('should require authentication and a strict body', async () => {
    const member = await signUpMember(t.app);
    expect((await changePassword('', member.password, 'a brand new passphrase')).statusCode).toBe(401);
    const extra = await call('POST', '/api/account/password', member.token, {
      current_password: member.password,
      new_password: 'a brand new passphrase',
      user_id: 'x',
    });
    expect(extra.statusCode).toBe(400);
    expect((await changePassword(member.token, member.password, 'short')).json()).toMatchObject({
      error: 'Password must be at least 8 characters',
    });
    expect((await changePassword(member.token, member.password, 'x'.repeat(129))).statusCode).toBe(400);
    expect((await changePassword(member.token, member.password, member.password)).statusCode).toBe(400);
  });

  it('refuses a wrong current password with 400, never 401 or 403, and keeps the old password', async () => {
    const member = await signUpMember(t.app);
    const response = await changePassword(member.token, 'not my password', 'a brand new passphrase');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CURRENT_PASSWORD_INCORRECT });
    expect((await signIn(member)).statusCode).toBe(200);
    expect(await isLive(member.token)).toBe(true);
  });

  it("ends the member's other sessions and closes their sockets, keeping this device signed in", async () => {
    const member = await signUpMember(t.app);
    const laptop = await newSession(member);
    const laptopSocket = await openMemberSocket(baseUrl, laptop);
    const thisDeviceSocket = await openMemberSocket(baseUrl, member.token);
    const response = await changePassword(member.token, member.password, 'a brand new passphrase');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended_sessions: 1 });
    expect((await laptopSocket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    expect((await call('GET', '/api/account/sessions', laptop)).statusCode).toBe(401);
    expect(await isLive(member.token)).toBe(true);
    thisDeviceSocket.send({ type: 'ping' });
    await thisDeviceSocket.waitFor('pong');
    thisDeviceSocket.close();
    expect((await signIn(member)).statusCode).toBe(401);
    expect((await signIn(member, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After after 10 wrong current passwords in an hour, even for the right one', async () => {
    const member = await signUpMember(t.app);
    for (let i = 0; i < ACCOUNT_LIMITS.passwordFailuresPerAccount.max; i++) {
      expect((await changePassword(member.token, `wrong guess ${i}`, 'a brand new passphrase')).statusCode).toBe(400);
    }
    const throttled = await changePassword(member.token, member.password, 'a brand new passphrase');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // The same count guards account deletion, which also takes the password.
    expect((await call('POST', '/api/account/delete', member.token, { password: member.password })).statusCode).toBe(429);
  });

  it('refuses a common new password with 400, keeping the old one', async () => {
    const member = await signUpMember(t.app);
    const weak = await changePassword(member.token, member.password, '12345678');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatch(/^This password is too easy to guess\./);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: member.user.username, password: member.password },
      remoteAddress: nextIp(),
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('checks no more current passwords than the limit when forty wrong ones arrive at once', async () => {
    const member = await signUpMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => changePassword(member.token, `parallel guess ${i}`, 'a brand new passphrase')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(ACCOUNT_LIMITS.passwordFailuresPerAccount.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - ACCOUNT_LIMITS.passwordFailuresPerAccount.max);
  });
});

describe('active sessions', () => {
  it('lists live sessions with a readable device, the current one first, and no raw user agent', async () => {
    const member = await signUpMember(t.app);
    await newSession(member, FIREFOX_WINDOWS);
    const phone = await newSession(member, SAFARI_IPHONE);
    const ended = await newSession(member);
    await call('POST', '/api/auth/signout', ended);
    const response = await call('GET', '/api/account/sessions', phone);
    expect(response.statusCode).toBe(200);
    const { sessions } = AccountSessionListSchema.parse(response.json());
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Safari on iPhone', true],
      ['Firefox on Windows', false],
      ['Unknown device', false],
    ]);
    expect(response.body).not.toContain('Mozilla');
    expect(Object.keys(sessions[0] ?? {}).sort()).toEqual(['created_at', 'current', 'device', 'expires_at', 'id']);
  });

  it("signs out one of the member's sessions: its token answers 401 and its socket closes", async () => {
    const member = await signUpMember(t.app);
    const tablet = await newSession(member);
    const tabletSocket = await openMemberSocket(baseUrl, tablet);
    const tabletId =
      AccountSessionListSchema.parse((await call('GET', '/api/account/sessions', tablet)).json()).sessions.find((s) => s.current)?.id ?? '';
    expect((await call('DELETE', `/api/account/sessions/${tabletId}`, member.token)).statusCode).toBe(204);
    expect((await tabletSocket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    expect((await call('GET', '/api/account/sessions', tablet)).statusCode).toBe(401);
    expect(await isLive(member.token)).toBe(true);
    expect((await call('DELETE', `/api/account/sessions/${tabletId}`, member.token)).json()).toEqual({ error: SESSION_NOT_FOUND });
  });

  it("answers 404 when a member tries to end someone else's session, and that session lives on", async () => {
    const [owner, intruder] = [await signUpMember(t.app), await signUpMember(t.app)];
    const ownerSocket = await openMemberSocket(baseUrl, owner.token);
    const ownerSessionId =
      AccountSessionListSchema.parse((await call('GET', '/api/account/sessions', owner.token)).json()).sessions[0]?.id ?? '';
    const response = await call('DELETE', `/api/account/sessions/${ownerSessionId}`, intruder.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: SESSION_NOT_FOUND });
    expect(await isLive(owner.token)).toBe(true);
    ownerSocket.send({ type: 'ping' });
    await ownerSocket.waitFor('pong');
    ownerSocket.close();
    expect((await call('DELETE', '/api/account/sessions/not-an-id', intruder.token)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/account/sessions/${ownerSessionId}`, null)).statusCode).toBe(401);
  });

  it('signs out everywhere else and answers how many sessions ended', async () => {
    const member = await signUpMember(t.app);
    const others = [await newSession(member), await newSession(member)];
    const response = await call('POST', '/api/account/sessions/revoke-others', member.token);
    expect(response.json()).toEqual({ ended_sessions: 2 });
    for (const token of others) expect(await isLive(token)).toBe(false);
    const { sessions } = AccountSessionListSchema.parse((await call('GET', '/api/account/sessions', member.token)).json());
    expect(sessions).toHaveLength(1);
  });

  it('summarises common user agents as browser on system', () => {
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
    const chromeAndroid =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
    const safariMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    expect([edge, chromeAndroid, safariMac, 'curl/8.5.0', null].map(describeDevice)).toEqual([
      'Edge on Windows',
      'Chrome on Android',
      'Safari on macOS',
      'Unknown device',
      'Unknown device',
    ]);
  });
});

/** A member with something of everything: profile, avatar, plant, wishlist, posts, photos, messages, a swap. */
async function busyPair() {
  const [ana, ben] = [await signUpMember(t.app), await signUpMember(t.app)];
  const photo = asDataUrl(await gpsTaggedJpeg());
  const ok = async (response: Awaited<ReturnType<typeof call>>) => {
    if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json() as Record<string, unknown> & { id: string };
  };
  const uploadAvatar = async (member: Member) => {
    const { uploadURL } = (await call('POST', '/api/objects/upload', member.token)).json() as { uploadURL: string };
    await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { ...bearer(member.token), 'content-type': 'image/jpeg' },
      payload: await gpsTaggedJpeg(),
    });
    const avatar = ((await call('PUT', '/api/plant-images', member.token, { imageURL: uploadURL })).json() as { objectPath: string })
      .objectPath;
    await ok(
      await call('PUT', `/api/profiles/${member.profile.id}`, member.token, {
        avatar_url: avatar,
        full_name: `${member.user.username} Full`,
        location: 'Portland, Oregon',
        latitude: 45.52,
        longitude: -122.68,
      }),
    );
  };
  const addPlant = async (member: Member) =>
    (
      (
        await ok(
          await call('POST', '/api/user-plants', member.token, {
            plant_id: pothosId,
            swap_type: 'cutting',
            pest_free_confirmed: true,
            custom_name: `${member.user.username} pothos`,
            image_urls: [photo],
          }),
        )
      ).userPlant as { id: string }
    ).id;
  const createPost = async (member: Member, title: string) => {
    const form = multipartForm({ type: 'photo', title, content: 'New leaf!' }, [
      { name: 'media', filename: 'leaf.jpg', type: 'image/jpeg', body: await gpsTaggedJpeg() },
    ]);
    return ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(member.token) },
      }),
    );
  };

  for (const member of [ana, ben]) {
    await uploadAvatar(member);
    await ok(await call('POST', '/api/garden-photos', member.token, { image_url: photo, caption: `${member.user.username} garden` }));
  }
  const [anaPlant, benPlant] = [await addPlant(ana), await addPlant(ben)];
  await ok(await call('POST', '/api/wishlist', ana.token, { plant_id: pothosId, notes: 'Variegated please' }));
  const anaPost = await createPost(ana, 'Ana leaf');
  const benPost = await createPost(ben, 'Ben leaf');
  await ok(await call('POST', `/api/posts/${benPost.id}/comments`, ana.token, { content: 'Lovely, from Ana' }));
  await ok(await call('POST', `/api/posts/${benPost.id}/like`, ana.token));
  await ok(await call('POST', `/api/posts/${anaPost.id}/comments`, ben.token, { content: 'Ben was here' }));
  await ok(await call('POST', `/api/posts/${benPost.id}/comments`, ben.token, { content: 'Ben thanks everyone' }));
  const conversationId = (await ok(await call('POST', '/api/conversations', ana.token, { participant_id: ben.profile.id }))).id;
  await ok(await call('POST', '/api/messages', ana.token, { conversation_id: conversationId, content: 'Hi Ben, from Ana' }));
  await ok(await call('POST', '/api/messages', ana.token, { conversation_id: conversationId, message_type: 'image', image_data: photo }));
  await ok(await call('POST', '/api/messages', ben.token, { conversation_id: conversationId, content: 'Hi Ana, from Ben' }));
  const benImage = await ok(
    await call('POST', '/api/messages', ben.token, { conversation_id: conversationId, message_type: 'image', image_data: photo }),
  );
  await ok(
    await call('POST', '/api/swap-requests', ana.token, {
      recipient_id: ben.profile.id,
      offered_plants: [anaPlant],
      requested_plants: [benPlant],
    }),
  );
  await t.database.db.insert(blocks).values({ blockerId: ana.profile.id, blockedId: ben.profile.id });
  await t.database.db.insert(reports).values({
    reporterId: ana.profile.id,
    targetType: 'member',
    targetId: ben.profile.id,
    targetUserId: ben.profile.id,
    reason: 'spam',
    details: 'Ana reports',
  });
  // Ben has a conversation of his own that Ana is not part of.
  const cy = await signUpMember(t.app);
  const benCy = (await ok(await call('POST', '/api/conversations', ben.token, { participant_id: cy.profile.id }))).id;
  await ok(await call('POST', '/api/messages', ben.token, { conversation_id: benCy, content: 'Secret between Ben and Cy' }));
  return { ana, ben, benPostId: benPost.id, benMessageImage: String(benImage.image_url) };
}

const exportOf = async (member: Member) => {
  const response = await call('GET', '/api/account/export', member.token);
  return { response, data: AccountExportSchema.parse(response.json()) };
};

/** The stored files a public /media path names, with its thumbnail when it has one. */
function filesOf(url: string | null): string[] {
  if (!url) return [];
  const file = path.join(t.config.DATA_DIR, 'media', url.replace(/^\/media\//, ''));
  const thumbnail = file.replace(/\.webp$/, '.thumb.webp');
  return thumbnail !== file && fs.existsSync(thumbnail) ? [file, thumbnail] : [file];
}
const mediaUrlsOf = (data: AccountExport) => [
  data.profile.avatar_url,
  ...data.plants.flatMap((p) => p.images.flatMap((i) => [i.url, i.thumbnail_url])),
  ...data.posts.flatMap((p) => (p.media ? [p.media.url, p.media.thumbnail_url] : [])),
  ...data.garden_photos.flatMap((p) => [p.image_url, p.thumbnail_url]),
  ...data.conversations.flatMap((c) => c.messages.filter((m) => m.from === 'me').map((m) => m.image_url)),
];

describe('the data export', () => {
  it('holds the notification choices the member made, and the defaults for a member who made none', async () => {
    const { ana, ben } = await busyPair();
    const choices = {
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
    const saved = await t.app.inject({ method: 'PUT', url: '/api/notification-settings', headers: bearer(ana.token), payload: choices });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await exportOf(ana)).data.notification_settings).toEqual(choices);
    const defaults = (await t.app.inject({ method: 'GET', url: '/api/notification-settings', headers: bearer(ben.token) })).json();
    expect((await exportOf(ben)).data.notification_settings).toEqual(defaults);
  });

  it("downloads everything the member owns as a JSON file, and nothing of another member's but usernames", async () => {
    const { ana, ben } = await busyPair();
    const { response, data } = await exportOf(ana);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rootshare-export-${ana.user.username}-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    expect(data.account).toMatchObject({ id: ana.profile.id, username: ana.user.username, email: ana.user.email });
    expect(data.profile).toMatchObject({ full_name: `${ana.user.username} Full`, location: 'Portland, Oregon' });
    expect(data.plants.map((p) => p.custom_name)).toEqual([`${ana.user.username} pothos`]);
    expect(data.wishlist).toMatchObject([{ notes: 'Variegated please' }]);
    expect(data.posts.map((p) => p.title)).toEqual(['Ana leaf']);
    expect(data.comments.map((c) => c.content)).toEqual(['Lovely, from Ana']);
    expect(data.likes).toHaveLength(1);
    expect(data.garden_photos.map((p) => p.caption)).toEqual([`${ana.user.username} garden`]);
    // The general thread, and the one the swap request opened about Ben's plant.
    expect(data.conversations.map((c) => c.with)).toEqual([ben.user.username, ben.user.username]);
    expect(data.conversations[0]?.messages.map((m) => [m.from, m.type])).toEqual([
      ['me', 'text'],
      ['me', 'image'],
      ['them', 'text'],
      ['them', 'image'],
    ]);
    expect(data.swap_requests).toMatchObject([{ role: 'requester', with: ben.user.username, status: 'pending' }]);
    expect(data.swap_requests[0]?.my_plant_ids).toHaveLength(1);
    expect(data.blocks).toMatchObject([{ blocked: ben.user.username }]);
    expect(data.reports).toMatchObject([{ about: ben.user.username, reason: 'spam', details: 'Ana reports' }]);
    expect(data.sessions.length).toBeGreaterThan(0);

    const text = response.body;
    for (const secret of [
      ben.user.email,
      `${ben.user.username} Full`,
      `${ben.user.username} garden`,
      `${ben.user.username} pothos`,
      'Ben leaf',
      'Ben was here',
      'Ben thanks everyone',
      'Secret between Ben and Cy',
      'password',
      '$argon2',
      '45.52',
      '-122.68',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(ben.profile.id);
  });

  it("holds a member's notifications and reviews from the other side of their swaps", async () => {
    const { ben } = await busyPair();
    const { data } = await exportOf(ben);
    expect(data.swap_requests).toMatchObject([{ role: 'recipient', status: 'pending' }]);
    expect(data.notifications.map((n) => n.type)).toContain('swap_request');
    expect(data.blocks).toEqual([]);
    expect(data.reports).toEqual([]);
    expect(data.reviews).toEqual([]);
  });

  it('should require authentication', async () => {
    expect((await call('GET', '/api/account/export', null)).statusCode).toBe(401);
  });
});

describe('deleting the account', () => {
  it('refuses a wrong password with 400 and deletes nothing', async () => {
    const member = await signUpMember(t.app);
    const response = await call('POST', '/api/account/delete', member.token, { password: 'not my password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PASSWORD_INCORRECT });
    expect(await isLive(member.token)).toBe(true);
    expect((await call('POST', '/api/account/delete', member.token, { password: member.password, username: 'x' })).statusCode).toBe(400);
  });

  it("deletes the member, their records and their files, closes their sockets, and leaves other members' files alone", async () => {
    const { ana, ben, benPostId, benMessageImage } = await busyPair();
    const anaFiles = mediaUrlsOf((await exportOf(ana)).data).flatMap(filesOf);
    const benData = (await exportOf(ben)).data;
    const benFiles = mediaUrlsOf(benData).flatMap(filesOf);
    const benMessageFiles = filesOf(benMessageImage);
    expect(anaFiles.length).toBeGreaterThanOrEqual(9);
    expect(benFiles.length).toBeGreaterThanOrEqual(9);
    for (const file of [...anaFiles, ...benFiles]) expect(fs.existsSync(file)).toBe(true);
    const otherDevice = await newSession(ana);
    const socket = await openMemberSocket(baseUrl, otherDevice);

    const response = await call('POST', '/api/account/delete', ana.token, { password: ana.password });
    expect(response.statusCode).toBe(204);

    expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    for (const token of [ana.token, otherDevice]) expect((await call('GET', '/api/account/sessions', token)).statusCode).toBe(401);
    expect((await signIn(ana)).statusCode).toBe(401);
    for (const file of anaFiles) expect(fs.existsSync(file), file).toBe(false);
    const db = t.database.db;
    expect((await db.select({ n: count() }).from(users).where(eq(users.id, ana.profile.id)))[0]?.n).toBe(0);
    expect((await db.select({ n: count() }).from(mediaFiles).where(eq(mediaFiles.ownerId, ana.profile.id)))[0]?.n).toBe(0);

    // Ben keeps everything of his own; the image he sent Ana went with their conversation.
    for (const file of benFiles.filter((f) => !benMessageFiles.includes(f))) expect(fs.existsSync(file), file).toBe(true);
    for (const file of benMessageFiles) expect(fs.existsSync(file)).toBe(false);
    const benAfter = (await exportOf(ben)).data;
    expect(benAfter.conversations.map((c) => c.with)).not.toContain(ana.user.username);
    expect(benAfter.swap_requests).toEqual([]);
    const [benPost] = await db
      .select({ likes: posts.likesCount, comments: posts.commentsCount })
      .from(posts)
      .where(eq(posts.id, benPostId));
    expect(benPost).toEqual({ likes: 0, comments: 1 });
    expect((await call('GET', `/api/profiles/${ana.profile.id}`, ben.token)).statusCode).toBe(404);
  });

  it('should require authentication', async () => {
    expect((await call('POST', '/api/account/delete', null, { password: 'whatever it is' })).statusCode).toBe(401);
  });
});
