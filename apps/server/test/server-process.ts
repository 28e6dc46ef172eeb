import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { freePort } from './free-port';

/** A real server process (`src/main.ts`), as `npm start` runs it. */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Sends signal and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const serverRoot = path.resolve(import.meta.dirname, '..');

/** A fresh temporary folder; remove it with fs.rmSync when done. */
export function tempDataDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * A fresh temporary folder holding what a first start leaves (the embedded database migrated, with
 * the catalogue and the gazetteer), copied from one made once per run (test/global-setup.ts), so a
 * test's server starts as a restart does. Remove it with fs.rmSync when done.
 */
export function startedDataDir(prefix: string): string {
  const dataDir = tempDataDir(prefix);
  fs.cpSync(inject('startedDataDir'), dataDir, { recursive: true });
  return dataDir;
}

/**
 * The Node flags and environment settings `npm start` runs the server with (the root package.json's
 * start script), for a test that measures the server as members' machines run it.
 */
export function npmStartSettings(): { nodeFlags: string[]; env: Record<string, string> } {
  const packageJson = JSON.parse(fs.readFileSync(path.join(serverRoot, '../../package.json'), 'utf8')) as { scripts: { start: string } };
  const start = packageJson.scripts.start;
  const env = Object.fromEntries(
    (
      start
        .match(/^(?:[A-Z_]+=\S+\s+)+/)?.[0]
        .trim()
        .split(/\s+/) ?? []
    ).map((pair) => pair.split('=', 2)),
  );
  return { nodeFlags: start.match(/(?<=\s)--[\w-]+(?:=\S+)?/g) ?? [], env };
}

/**
 * Starts `src/main.ts` bound to 127.0.0.1 and resolves once it says it is ready: by default when
 * `/api/health` answers 200, or when `readyText` appears in its output. Database, Redis and
 * seeding settings from the caller's environment are not passed on unless given in env.
 */
export async function startServerProcess(
  env: Record<string, string>,
  {
    readyText,
    timeoutMs = 120_000,
    port: chosenPort,
    nodeFlags = [],
  }: { readyText?: string; timeoutMs?: number; port?: number; nodeFlags?: string[] } = {},
): Promise<ServerProcess> {
  const port = chosenPort ?? (await freePort());
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'false',
      // TEST_SERVER_LOG_LEVEL=info shows every request of a drill's server in its output, to read why one failed.
      LOG_LEVEL: process.env.TEST_SERVER_LOG_LEVEL ?? 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  let lastHealth = 'not asked';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if (readyText) {
      if (output.includes(readyText)) return server;
    } else {
      lastHealth = await askHealth(url);
      if (lastHealth === '200') return server;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop('SIGKILL');
  throw new Error(`the server did not become ready within ${timeoutMs} ms (health: ${lastHealth}):\n${output}`);
}

/** The health route's status, or why there was none. */
async function askHealth(url: string): Promise<string> {
  try {
    return String((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })).status);
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

/** One JSON request to a running server; answers the status and the parsed body. */
export async function call<T>(
  url: string,
  route: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}${route}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : null,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export interface SignedUp {
  token: string;
  profile: { id: string };
}

/** Signs a new member up through the API with a unique name. */
export async function signUpOver(url: string, name: string): Promise<SignedUp> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const response = await call<SignedUp>(url, '/api/auth/signup', {
    method: 'POST',
    body: { username: `${name}${suffix}`, email: `${name}${suffix}@example.test`, password: 'correct horse battery' },
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Runs one statement through the PostgreSQL admin connection (CREATE and DROP DATABASE). */
export async function administer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new empty PostgreSQL database next to the admin URL's; answers its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await administer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
