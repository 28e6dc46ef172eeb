import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const adminCli = path.join(root, 'apps/server/dist/admin-cli.js');
/** The demo member the journeys moderate as, made an admin with `npm run admin`'s script. */
const E2E_ADMIN = 'fraser.mcleod';
const webIndex = path.join(root, 'apps/web/dist/index.html');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminUsername: string;
  }
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/** Starts the built server on the data folder and waits until it is healthy; answers how to stop it. */
async function startServer(dataDir: string, port: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Starts the built server on a fresh data folder with the demo community, for every journey. The
 * first start seeds the community; the server then stops while the admin command grants the
 * moderators' role (the embedded database has one user at a time), and starts again.
 */
export async function setup(project: TestProject) {
  if (!fs.existsSync(serverEntry) || !fs.existsSync(adminCli) || !fs.existsSync(webIndex)) throw new Error('Build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-e2e-'));
  const port = String(4100 + Math.floor(Math.random() * 800));
  await (await startServer(dataDir, port)).stop();
  const granted = spawnSync(process.execPath, [adminCli, E2E_ADMIN], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
  if (granted.status !== 0) throw new Error(`npm run admin failed (${granted.status}): ${granted.stdout}${granted.stderr}`);
  const server = await startServer(dataDir, port);
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminUsername', E2E_ADMIN);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
