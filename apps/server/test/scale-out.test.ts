import crypto from 'node:crypto';
import fs from 'node:fs';
import { ActivityStatusListSchema, MessageSchema, OpenedConversationSchema } from '@rootshare/contracts/messaging';
import { PostPageSchema, PostSchema } from '@rootshare/contracts/posts';
import { OwnProfileSchema, PublicProfileSchema } from '@rootshare/contracts/profiles';
import { SOCKET_CLOSE } from '@rootshare/contracts/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  administer,
  call,
  createDatabase,
  signUpOver as signUp,
  startServerProcess,
  tempDataDir,
  type ServerProcess,
} from './server-process';
import { openMemberSocket, type TestSocket } from './sockets';

// Two server processes on one PostgreSQL and one Redis, as `npm start` runs them in production.
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const databaseName = `rootshare_scale_${crypto.randomBytes(5).toString('hex')}`;
const dataDirs: string[] = [];
const instances: ServerProcess[] = [];
const secret = crypto.randomBytes(32).toString('hex');

async function startInstance(databaseUrl: string): Promise<string> {
  const dataDir = tempDataDir('rootshare-scale-');
  dataDirs.push(dataDir);
  const instance = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl ?? '',
    JWT_SECRET: secret,
  });
  instances.push(instance);
  return instance.url;
}

describe.runIf(adminUrl && redisUrl)('two instances on one PostgreSQL and Redis', () => {
  let a: string;
  let b: string;

  beforeAll(async () => {
    const url = await createDatabase(adminUrl ?? '', databaseName);
    [a, b] = await Promise.all([startInstance(url), startInstance(url)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await administer(adminUrl ?? '', `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('shares sessions, delivers a message and its notification posted to one instance to a socket on the other, shows presence, holds blocks, and ends sessions everywhere', async () => {
    const ana = await signUp(a, 'ana');
    const ben = await signUp(b, 'ben');
    // A token from one instance is good on the other.
    expect((await call(a, `/api/profiles/${ben.profile.id}`, { token: ben.token })).status).toBe(200);

    const benOnB = await openMemberSocket(b, ben.token);
    const opened = await call<unknown>(a, '/api/conversations', {
      method: 'POST',
      token: ana.token,
      body: { participant_id: ben.profile.id },
    });
    const conversationId = OpenedConversationSchema.parse(opened.body).id;
    const posted = await call<unknown>(a, '/api/messages', {
      method: 'POST',
      token: ana.token,
      body: { conversation_id: conversationId, content: 'Across the cluster' },
    });
    const message = MessageSchema.parse(posted.body);
    const delivered = await benOnB.waitFor('new_message', (e) => e.message.id === message.id);
    expect(delivered.message.content).toBe('Across the cluster');
    // The bell entry the message made on A rings on B too.
    const rung = await benOnB.waitFor('notification', (e) => e.notification.type === 'new_message');
    expect(rung.notification.message).toContain('Across the cluster');

    const presence = await call<unknown>(a, `/api/users/activity-status?userIds=${ben.profile.id}`, { token: ana.token });
    expect(ActivityStatusListSchema.parse(presence.body).statuses[0]?.status).toBe('active');

    // A block made on A holds on B at once: B's cached relations are cleared through Redis.
    expect(
      (await call(b, '/api/messages', { method: 'POST', token: ben.token, body: { conversation_id: conversationId, content: 'Before' } }))
        .status,
    ).toBe(201);
    expect((await call(a, '/api/blocks', { method: 'POST', token: ana.token, body: { user_id: ben.profile.id } })).status).toBe(204);
    expect(
      (await call(b, '/api/messages', { method: 'POST', token: ben.token, body: { conversation_id: conversationId, content: 'After' } }))
        .status,
    ).toBe(409);
    expect((await call(b, `/api/profiles/${ana.profile.id}`, { token: ben.token })).status).toBe(404);

    expect((await call(a, '/api/auth/signout', { method: 'POST', token: ben.token })).status).toBe(200);
    expect((await benOnB.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    expect((await call(b, '/api/messages/unread-count', { token: ben.token })).status).toBe(401);
  }, 60_000);

  it('delivers a message once to each socket, on the instance that stored it and on the other', async () => {
    const eli = await signUp(a, 'eli');
    const fay = await signUp(b, 'fay');
    const opened = await call<unknown>(a, '/api/conversations', {
      method: 'POST',
      token: eli.token,
      body: { participant_id: fay.profile.id },
    });
    const conversationId = OpenedConversationSchema.parse(opened.body).id;
    // The sender's other tab and one of the recipient's are on A, which stores the message; another of hers is on B.
    const sockets = await Promise.all([openMemberSocket(a, eli.token), openMemberSocket(a, fay.token), openMemberSocket(b, fay.token)]);
    const send = async (on: string, token: string, content: string) =>
      MessageSchema.parse(
        (await call<unknown>(on, '/api/messages', { method: 'POST', token, body: { conversation_id: conversationId, content } })).body,
      ).id;
    const delivered = (socket: TestSocket, id: string) => socket.waitFor('new_message', (e) => e.message.id === id);

    const first = await send(a, eli.token, 'Once each');
    await Promise.all(sockets.map((socket) => delivered(socket, first)));
    // Later messages through Redis from each instance: any second copy of the first, from A's own echo
    // or a second publish, would have come before them on the same channel.
    const fromB = await send(b, fay.token, 'Through Redis to A');
    const fromA = await send(a, eli.token, 'Through Redis to B');
    await Promise.all(sockets.flatMap((socket) => [delivered(socket, fromB), delivered(socket, fromA)]));
    const copies = (id: string) =>
      sockets.map((socket) => socket.events.filter((e) => e.type === 'new_message' && e.message.id === id).length);
    expect([copies(first), copies(fromB), copies(fromA)]).toEqual([
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
    ]);
    for (const socket of sockets) socket.close();
  }, 60_000);

  it("shows a member's write made on one instance in their next read on the other, and in a visitor's", async () => {
    const cleo = await signUp(a, 'cleo');
    const dev = await signUp(b, 'dev');
    const post = async (token: string, title: string) => {
      const form = new FormData();
      for (const [field, value] of Object.entries({ type: 'blog_post', title, content: 'Across two instances' })) form.append(field, value);
      const response = await fetch(`${a}/api/posts`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(response.status).toBe(201);
      return PostSchema.parse(await response.json()).id;
    };
    const feedOnB = async (token?: string) =>
      PostPageSchema.parse((await call<unknown>(b, '/api/posts', token ? { token } : {})).body).posts;

    // B holds its shared reads: Cleo's own profile, the feed's first page.
    expect(
      OwnProfileSchema.parse((await call<unknown>(b, `/api/profiles/${cleo.profile.id}`, { token: cleo.token })).body).location,
    ).toBeNull();
    const first = await post(cleo.token, 'First');
    expect((await feedOnB(dev.token)).map((p) => p.id)).toContain(first);

    expect(
      (await call(a, `/api/profiles/${cleo.profile.id}`, { method: 'PUT', token: cleo.token, body: { location: 'Leeds' } })).status,
    ).toBe(200);
    expect(OwnProfileSchema.parse((await call<unknown>(b, `/api/profiles/${cleo.profile.id}`, { token: cleo.token })).body).location).toBe(
      'Leeds',
    );
    expect(PublicProfileSchema.parse((await call<unknown>(b, `/api/profiles/${cleo.profile.id}`)).body).location).toBe('Leeds');

    expect((await call(a, `/api/posts/${first}/like`, { method: 'POST', token: dev.token })).status).toBe(200);
    expect((await feedOnB(dev.token)).find((p) => p.id === first)).toMatchObject({ likes_count: 1, has_liked: true });

    const second = await post(dev.token, 'Second');
    expect((await feedOnB(dev.token)).map((p) => p.id)).toContain(second);
    expect((await feedOnB()).map((p) => p.id)).toContain(second);
  }, 60_000);
});

/** The server's worker processes: the children of the process that runs INSTANCES > 1. */
function childPids(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, so read after the last ')'.
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.runIf(adminUrl && redisUrl)('INSTANCES=3: one command, three processes on one port', () => {
  const name = `rootshare_cluster_${crypto.randomBytes(5).toString('hex')}`;
  let primary: ServerProcess;
  let url: string;

  beforeAll(async () => {
    const databaseUrl = await createDatabase(adminUrl ?? '', name);
    const dataDir = tempDataDir('rootshare-cluster-');
    dataDirs.push(dataDir);
    primary = await startServerProcess(
      { INSTANCES: '3', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl ?? '', JWT_SECRET: '' },
      { readyText: '3 instances serving', timeoutMs: 150_000 },
    );
    url = primary.url;
  }, 180_000);

  afterAll(async () => {
    await primary.stop('SIGKILL');
    await administer(adminUrl ?? '', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }, 30_000);

  it('serves from three workers that share sessions and deliver to sockets held by any of them, and stops them all on SIGTERM', async () => {
    const workers = childPids(primary.child.pid ?? -1);
    expect(workers).toHaveLength(3);
    const ana = await signUp(url, 'ana');
    const ben = await signUp(url, 'ben');
    // Connections go to the workers in turn: six sockets land on all three.
    const sockets = await Promise.all(Array.from({ length: 6 }, () => openMemberSocket(url, ben.token)));
    const opened = await call<unknown>(url, '/api/conversations', {
      method: 'POST',
      token: ana.token,
      body: { participant_id: ben.profile.id },
    });
    const posted = await call<unknown>(url, '/api/messages', {
      method: 'POST',
      token: ana.token,
      body: { conversation_id: OpenedConversationSchema.parse(opened.body).id, content: 'To every worker' },
    });
    const message = MessageSchema.parse(posted.body);
    await Promise.all(sockets.map((socket) => socket.waitFor('new_message', (e) => e.message.id === message.id)));
    for (let i = 0; i < 6; i++) expect((await call(url, '/api/messages/unread-count', { token: ben.token })).status).toBe(200);

    expect(await primary.stop('SIGTERM')).toBe(0);
    expect(workers.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
  }, 60_000);
});
