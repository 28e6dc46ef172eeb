import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@rootshare/contracts/auth';
import pg from 'pg';
import { buildApp, type App, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { importCatalogue } from '../src/db/seed/catalogue';
import { replacePlaces } from '../src/db/seed/gazetteer';
import { openDatabase, type DatabaseHandle } from '../src/platform/db';
import { testPlaces } from './places';

export interface TestApp extends App {
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set (the CI runs the same suite both ways).
 */
async function openFreshDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({});
    return { handle, drop: async () => undefined };
  }
  const name = `rootshare_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
  /** A clock the test moves. */
  clock?: AppOptions['clock'];
}

/** Builds the app on a fresh database and a temporary data folder. */
export async function createTestApp({ env = {}, webDir = null, catalogue = false, places = false, allowLoopbackPushEndpoints = false, pushChannel, clock }: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Suites create far more than a person would; test/quotas.test.ts checks the real quotas.
    QUOTA_SCALE: '1000',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...env,
  });
  const fresh = await openFreshDatabase();
  if (catalogue) await importCatalogue(fresh.handle.db);
  if (places) await replacePlaces(fresh.handle.db, testPlaces);
  const built = await buildApp({ config, database: fresh.handle, webDir, allowLoopbackPushEndpoints, ...(pushChannel ? { pushChannel } : {}), ...(clock ? { clock } : {}) });
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
