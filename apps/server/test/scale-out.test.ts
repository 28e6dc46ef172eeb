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

const signUp = async (url: string, name: string) =>
  (await call<SignedUp>(url, '/api/auth/signup', { method: 'POST', body: { username: `${name}${crypto.randomBytes(3).toString('hex')}`, email: `${name}${crypto.randomBytes(4).toString('hex')}@example.test`, password: 'correct horse battery' } })).body;

describe.runIf(adminUrl && redisUrl)('two instances on one PostgreSQL and Redis', () => {
  let a: string;
  let b: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    [a, b] = await Promise.all([startInstance(url.toString()), startInstance(url.toString())]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('shares sessions, delivers a message posted to one instance to a socket on the other, shows presence, and ends sessions everywhere', async () => {
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

    const presence = await call<unknown>(a, `/api/users/activity-status?userIds=${ben.profile.id}`, { token: ana.token });
    expect(ActivityStatusListSchema.parse(presence.body).statuses[0]?.status).toBe('active');

    expect((await call(a, '/api/auth/signout', { method: 'POST', token: ben.token })).status).toBe(200);
    expect((await benOnB.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    expect((await call(b, '/api/messages/unread-count', { token: ben.token })).status).toBe(401);
  }, 60_000);
});
