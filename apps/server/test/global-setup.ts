import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { importCatalogue } from '../src/db/seed/catalogue';
import { importGazetteer } from '../src/db/seed/gazetteer';
import { serverRoot } from '../src/paths';
import { openDatabase, type DatabaseHandle } from '../src/platform/db';

/**
 * Every test database starts as a copy of one made here, once per run, instead of being migrated
 * (and given the catalogue) on its own: on the embedded database a migrated copy loads in a fraction
 * of the time migrations take, and on PostgreSQL a database made from a template is a file copy.
 */
export interface DatabaseTemplates {
  /** Embedded: dumped data folders (files); PostgreSQL: template databases' names. */
  kind: 'pglite' | 'pg';
  migrated: string;
  withCatalogue: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
    /** A data folder as a server's first start leaves it: the embedded database migrated, with the catalogue and the gazetteer. */
    startedDataDir: string;
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin(adminUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/** Makes a migrated database, lets `fill` add to it, and keeps it (`keep`) before it is closed. */
async function makeTemplate(
  open: () => Promise<DatabaseHandle>,
  fill: (handle: DatabaseHandle) => Promise<unknown>,
  keep: (handle: DatabaseHandle) => Promise<void>,
) {
  const handle = await open();
  try {
    await fill(handle);
    await keep(handle);
  } finally {
    await handle.close();
  }
}

const nothing = async () => undefined;
const catalogue = (handle: DatabaseHandle) => importCatalogue(handle.db);

/** Imports what a first start imports into an embedded data folder, so tests' server processes start as a restart does. */
async function makeStartedDataDir(folder: string): Promise<void> {
  const handle = await openDatabase({ dataDir: path.join(folder, 'pglite') });
  try {
    await importCatalogue(handle.db);
    await importGazetteer(handle.db);
  } finally {
    await handle.close();
  }
}

export async function setup(project: TestProject) {
  // Servers the tests start load the empty cluster the build makes (on PostgreSQL runs too: the
  // embedded database's own tests and first starts need it); a run before any build makes it here,
  // in a process of its own as the build does, so this one never holds initdb's memory.
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'src/pglite-template-cli.ts'], { cwd: serverRoot, stdio: 'inherit' });
  if (made.status !== 0) throw new Error('the embedded database template could not be made');
  const startedDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-test-started-'));
  await makeStartedDataDir(startedDataDir);
  project.provide('startedDataDir', startedDataDir);
  const removeStarted = () => fs.rmSync(startedDataDir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const run = crypto.randomBytes(4).toString('hex');
    const names = { migrated: `rootshare_template_${run}`, withCatalogue: `rootshare_template_${run}_catalogue` };
    for (const [name, fill] of [
      [names.migrated, nothing],
      [names.withCatalogue, catalogue],
    ] as const) {
      await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
      await makeTemplate(() => openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 2 }), fill, nothing);
    }
    project.provide('databaseTemplates', { kind: 'pg', ...names });
    return async () => {
      for (const name of Object.values(names))
        await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      removeStarted();
    };
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-test-templates-'));
  const files = { migrated: path.join(folder, 'migrated.tar'), withCatalogue: path.join(folder, 'catalogue.tar') };
  for (const [file, fill] of [
    [files.migrated, nothing],
    [files.withCatalogue, catalogue],
  ] as const) {
    await makeTemplate(
      () => openDatabase({}),
      fill,
      async (handle) => {
        const dump = await handle.dumpDataDir?.();
        if (!dump) throw new Error('the embedded database could not be dumped');
        fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      },
    );
  }
  project.provide('databaseTemplates', { kind: 'pglite', ...files });
  return () => {
    fs.rmSync(folder, { recursive: true, force: true });
    removeStarted();
  };
}
