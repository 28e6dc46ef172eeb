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
    /** One journeys' server per worker, each on its own copy of the demo community. */
    baseUrls: string[];
    adminUsername: string;
  }
}

/**
 * Starts the built server on a fresh data folder with the demo community, one per worker, so
 * journeys running side by side do not meet in each other's data. The first start seeds the
 * community; the server then stops while the admin command grants the moderators' role (the
 * embedded database has one user at a time), and each worker's server starts on a copy of it.
 */
export async function setup(project: TestProject) {
  if (!fs.existsSync(serverEntry) || !fs.existsSync(adminCli) || !fs.existsSync(webIndex)) throw new Error('Build first: npm run build');
  const seeded = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-e2e-'));
  await (await startServer(seeded, String(await freePort()), { SEED_DEMO: 'true' })).stop();
  const granted = spawnSync(process.execPath, [adminCli, E2E_ADMIN], {
    env: { ...process.env, DATA_DIR: seeded, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (granted.status !== 0) throw new Error(`npm run admin failed (${granted.status}): ${granted.stdout}${granted.stderr}`);
  const dataDirs = [seeded];
  while (dataDirs.length < Math.max(1, project.config.maxWorkers)) {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-e2e-'));
    fs.cpSync(seeded, copy, { recursive: true });
    dataDirs.push(copy);
  }
  const servers = await Promise.all(dataDirs.map(async (dataDir) => startServer(dataDir, String(await freePort()), { SEED_DEMO: 'true' })));
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  project.provide('adminUsername', E2E_ADMIN);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
