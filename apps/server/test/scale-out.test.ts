import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ActivityStatusListSchema, MessageSchema, OpenedConversationSchema } from '@rootshare/contracts/messaging';
import { SOCKET_CLOSE } from '@rootshare/contracts/realtime';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemberSocket } from './sockets';

// Two server processes on one PostgreSQL and one Redis, as `npm start` runs them in production.
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const databaseName = `rootshare_scale_${crypto.randomBytes(5).toString('hex')}`;
const dataDirs: string[] = [];
const children: ChildProcess[] = [];
const secret = crypto.randomBytes(32).toString('hex');

async function startInstance(databaseUrl: string): Promise<string> {
  const port = 5000 + Math.floor(Math.random() * 900);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-scale-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, JWT_SECRET: secret, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance did not start: ${output}`);
}

async function call<T>(url: string, route: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}${route}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : null,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

interface SignedUp {
  token: string;
  profile: { id: string };
}

/** Runs one statement through the admin connection (CREATE and DROP DATABASE). */
async function administer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new empty database; answers its URL. */
async function createDatabase(name: string): Promise<string> {
  await administer(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

const signUp = async (url: string, name: string) =>
  (await call<SignedUp>(url, '/api/auth/signup', { method: 'POST', body: { username: `${name}${crypto.randomBytes(3).toString('hex')}`, email: `${name}${crypto.randomBytes(4).toString('hex')}@example.test`, password: 'correct horse battery' } })).body;

describe.runIf(adminUrl && redisUrl)('two instances on one PostgreSQL and Redis', () => {
  let a: string;
  let b: string;

  beforeAll(async () => {
    const url = await createDatabase(databaseName);
    [a, b] = await Promise.all([startInstance(url), startInstance(url)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))));
    await administer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('shares sessions, delivers a message and its notification posted to one instance to a socket on the other, shows presence, holds blocks, and ends sessions everywhere', async () => {
    const ana = await signUp(a, 'ana');
    const ben = await signUp(b, 'ben');
    // A token from one instance is good on the other.
    expect((await call(a, `/api/profiles/${ben.profile.id}`, { token: ben.token })).status).toBe(200);

    const benOnB = await openMemberSocket(b, ben.token);
    const opened = await call<unknown>(a, '/api/conversations', { method: 'POST', token: ana.token, body: { participant_id: ben.profile.id } });
    const conversationId = OpenedConversationSchema.parse(opened.body).id;
    const posted = await call<unknown>(a, '/api/messages', { method: 'POST', token: ana.token, body: { conversation_id: conversationId, content: 'Across the cluster' } });
    const message = MessageSchema.parse(posted.body);
    const delivered = await benOnB.waitFor('new_message', (e) => e.message.id === message.id);
    expect(delivered.message.content).toBe('Across the cluster');
    // The bell entry the message made on A rings on B too.
    const rung = await benOnB.waitFor('notification', (e) => e.notification.type === 'new_message');
    expect(rung.notification.message).toContain('Across the cluster');

    const presence = await call<unknown>(a, `/api/users/activity-status?userIds=${ben.profile.id}`, { token: ana.token });
    expect(ActivityStatusListSchema.parse(presence.body).statuses[0]?.status).toBe('active');

    // A block made on A holds on B at once: B's cached relations are cleared through Redis.
    expect((await call(b, '/api/messages', { method: 'POST', token: ben.token, body: { conversation_id: conversationId, content: 'Before' } })).status).toBe(201);
    expect((await call(a, '/api/blocks', { method: 'POST', token: ana.token, body: { user_id: ben.profile.id } })).status).toBe(204);
    expect((await call(b, '/api/messages', { method: 'POST', token: ben.token, body: { conversation_id: conversationId, content: 'After' } })).status).toBe(409);
    expect((await call(b, `/api/profiles/${ana.profile.id}`, { token: ben.token })).status).toBe(404);

    expect((await call(a, '/api/auth/signout', { method: 'POST', token: ben.token })).status).toBe(200);
    expect((await benOnB.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    expect((await call(b, '/api/messages/unread-count', { token: ben.token })).status).toBe(401);
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
  let primary: ChildProcess;
  let url: string;
  let output = '';

  beforeAll(async () => {
    const databaseUrl = await createDatabase(name);
    const port = 5000 + Math.floor(Math.random() * 900);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-cluster-'));
    dataDirs.push(dataDir);
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, INSTANCES: '3', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, SEED_DEMO: 'false', LOG_LEVEL: 'warn', JWT_SECRET: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    primary.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 150_000;
    while (!output.includes('3 instances serving') && Date.now() < deadline) {
      if (primary.exitCode !== null) throw new Error(`cluster exited: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!output.includes('3 instances serving')) throw new Error(`cluster did not start: ${output}`);
  }, 180_000);

  afterAll(async () => {
    if (primary.exitCode === null) {
      primary.kill('SIGKILL');
      await new Promise((resolve) => primary.once('exit', resolve));
    }
    await administer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }, 30_000);

  it('serves from three workers that share sessions and deliver to sockets held by any of them, and stops them all on SIGTERM', async () => {
    const workers = childPids(primary.pid ?? -1);
    expect(workers).toHaveLength(3);
    const ana = await signUp(url, 'ana');
    const ben = await signUp(url, 'ben');
    // Connections go to the workers in turn: six sockets land on all three.
    const sockets = await Promise.all(Array.from({ length: 6 }, () => openMemberSocket(url, ben.token)));
    const opened = await call<unknown>(url, '/api/conversations', { method: 'POST', token: ana.token, body: { participant_id: ben.profile.id } });
    const posted = await call<unknown>(url, '/api/messages', { method: 'POST', token: ana.token, body: { conversation_id: OpenedConversationSchema.parse(opened.body).id, content: 'To every worker' } });
    const message = MessageSchema.parse(posted.body);
    await Promise.all(sockets.map((socket) => socket.waitFor('new_message', (e) => e.message.id === message.id)));
    for (let i = 0; i < 6; i++) expect((await call(url, '/api/messages/unread-count', { token: ben.token })).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(workers.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
  }, 60_000);
});
