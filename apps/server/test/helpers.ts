import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@rootshare/contracts/auth';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { replacePlaces } from '../src/db/seed/gazetteer';
import { openDatabase, type DatabaseHandle } from '../src/platform/db';
import { testPlaces } from './places';

export interface TestApp extends App {
  config: Config;
  close(): Promise<void>;
}

/** The last warnings and errors the apps of this test process logged; test/setup.ts shows them when a test fails. */
export const recentLogs: string[] = [];
const RECENT_LOGS_KEPT = 200;
const logStream = {
  write: (line: string) => {
    recentLogs.push(line);
    if (recentLogs.length > RECENT_LOGS_KEPT) recentLogs.shift();
  },
};

/** Each template's data folder, read once per test process. */
const loadedTemplates = new Map<string, Blob>();

function templateBlob(file: string): Blob {
  let blob = loadedTemplates.get(file);
  if (!blob) {
    blob = new Blob([fs.readFileSync(file)]);
    loadedTemplates.set(file, blob);
  }
  return blob;
}

/**
 * A new, migrated database of its own, with the plant catalogue if asked: in-memory PGlite, or a new
 * PostgreSQL database when TEST_DATABASE_URL is set (the CI runs the same suite both ways). Each is a
 * copy of a template made once per run (test/global-setup.ts).
 */
export async function openFreshDatabase({ catalogue = false }: { catalogue?: boolean } = {}): Promise<{
  handle: DatabaseHandle;
  drop(): Promise<void>;
}> {
  const templates = inject('databaseTemplates');
  const template = catalogue ? templates.withCatalogue : templates.migrated;
  if (templates.kind === 'pglite') {
    const handle = await openDatabase({ startFrom: templateBlob(template) });
    return { handle, drop: async () => undefined };
  }
  // The templates are PostgreSQL databases only when the run was given its admin URL.
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `rootshare_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    handle,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Serve a built web app from this folder. */
  webDir?: string | null;
  /** Load the plant catalogue (features that refer to plants need it). */
  catalogue?: boolean;
  /** Load a few places (test/places.ts) instead of the whole gazetteer. */
  places?: boolean;
  /** Let push subscriptions name a plain-HTTP push service on the loopback (test/push-service.ts). */
  allowLoopbackPushEndpoints?: boolean;
  /** Where notification pushes go instead (a recording fake). */
  pushChannel?: AppOptions['pushChannel'];
  /** Start on this database and data folder (a restored community) instead of fresh ones; close() removes both. */
  existing?: { database: Awaited<ReturnType<typeof openFreshDatabase>>; dataDir: string };
  /** Told of every route as it is added. */
  onRoute?: AppOptions['onRoute'];
  /** The time as the app's time-dependent services see it (platform/clock.ts). */
  clock?: AppOptions['clock'];
  /** Addresses per sitemap file. */
  sitemapPageSize?: number;
}

/** Builds the app on a fresh database and a temporary data folder. */
export async function createTestApp({
  env = {},
  webDir = null,
  catalogue = false,
  places = false,
  allowLoopbackPushEndpoints = false,
  pushChannel,
  onRoute,
  clock,
  existing,
  sitemapPageSize,
}: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = existing?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // Suites create far more than a person would; test/quotas.test.ts checks the real quotas.
    QUOTA_SCALE: '1000',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...env,
  });
  const fresh = existing?.database ?? (await openFreshDatabase({ catalogue }));
  if (places) await replacePlaces(fresh.handle.db, testPlaces);
  const built = await buildApp({
    config,
    database: fresh.handle,
    logStream,
    webDir,
    allowLoopbackPushEndpoints,
    ...(pushChannel ? { pushChannel } : {}),
    ...(onRoute ? { onRoute } : {}),
    ...(clock ? { clock } : {}),
    ...(sitemapPageSize ? { sitemapPageSize } : {}),
  });
  await built.app.ready();
  return {
    ...built,
    config,
    close: async () => {
      await built.app.close();
      await fresh.handle.close().catch(() => undefined);
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Rate-limit counters may live in a shared Redis that outlives a run: names and addresses are
// unique per run, not just per process.
const runId = crypto.randomBytes(4).toString('hex');
let ipCounter = 0;

/** A distinct client address per call, so sign-up throttling does not couple unrelated tests. */
export function nextIp(): string {
  ipCounter += 1;
  return `fd00::${runId.slice(0, 4)}:${runId.slice(4)}:${ipCounter.toString(16)}`;
}

let userCounter = 0;

/** Registers a new member and answers the sign-up response. */
export async function signUpMember(app: App['app'], overrides: Partial<{ username: string; email: string; password: string }> = {}) {
  userCounter += 1;
  const suffix = `${runId}${userCounter}`;
  const payload = {
    username: overrides.username ?? `gardener${suffix}`,
    email: overrides.email ?? `gardener${suffix}@example.test`,
    password: overrides.password ?? 'correct horse battery',
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload, remoteAddress: nextIp() });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as AuthResponse), password: payload.password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The headers of a request made as a member, or none for a visitor. */
export const as = (member: { token: string } | null) => (member ? bearer(member.token) : {});

/** Text with its ISO timestamps taken out, for privacy checks: a time's seconds ("…:45.52Z") can read like a coordinate. */
export const withoutTimestamps = (text: string): string => text.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>');
