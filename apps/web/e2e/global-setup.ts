import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, serverEntry, startServer } from './server';

const root = path.resolve(import.meta.dirname, '../../..');
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

/**
 * Starts the built server on a fresh data folder with the demo community, for every journey. The
 * first start seeds the community; the server then stops while the admin command grants the
 * moderators' role (the embedded database has one user at a time), and starts again.
 */
export async function setup(project: TestProject) {
  if (!fs.existsSync(serverEntry) || !fs.existsSync(adminCli) || !fs.existsSync(webIndex)) throw new Error('Build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-e2e-'));
  const port = String(await freePort());
  await (await startServer(dataDir, port, { SEED_DEMO: 'true' })).stop();
  const granted = spawnSync(process.execPath, [adminCli, E2E_ADMIN], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (granted.status !== 0) throw new Error(`npm run admin failed (${granted.status}): ${granted.stdout}${granted.stderr}`);
  const server = await startServer(dataDir, port, { SEED_DEMO: 'true' });
  project.provide('baseUrl', server.baseUrl);
  project.provide('adminUsername', E2E_ADMIN);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
