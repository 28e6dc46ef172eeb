import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { createTestApp } from '../../test/helpers';
import { openDatabase, selectRows } from './db';
import { copyStartedTemplate } from './pglite-template';

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
afterAll(() => temporary.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the database platform', () => {
  it('enables the extensions every feature relies on', async () => {
    const handle = await openDatabase({});
    const rows = await selectRows<{ extname: string }>(handle.db, sql`select extname from pg_extension order by extname`);
    const names = rows.map((row) => row.extname);
    expect(names).toEqual(expect.arrayContaining(['cube', 'earthdistance', 'fuzzystrmatch', 'pg_trgm', 'unaccent']));
    await handle.close();
  });

  it('gives the embedded database a 32 MB buffer cache, in a data folder and in memory alike', async () => {
    // PostgreSQL's 128 MB default would stay resident in the server's own memory (ADR 0045).
    const inFolder = await openDatabase({ dataDir: tempDir('rootshare-pglite-') });
    const inMemory = await openDatabase({});
    for (const handle of [inFolder, inMemory]) {
      expect(await selectRows(handle.db, sql`select current_setting('shared_buffers') as size`)).toEqual([{ size: '32MB' }]);
      await handle.close();
    }
  });

  it('keeps data between starts in the data folder and does not migrate twice', async () => {
    const dataDir = tempDir('rootshare-pglite-');
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`insert into users (username, email, password_hash) values ('kept', 'kept@example.test', 'x')`);
    await first.close();
    const second = await openDatabase({ dataDir });
    expect(await selectRows(second.db, sql`select username from users`)).toEqual([{ username: 'kept' }]);
    await second.close();
  });

  it('refuses a second opening of an embedded data folder while the first holds it', async () => {
    const dataDir = tempDir('rootshare-pglite-');
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another process/);
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('stops with a clear message and changes nothing when a migration fails', async () => {
    const broken = tempDir('rootshare-migrations-');
    fs.cpSync(migrationsDir, broken, { recursive: true });
    const journalPath = path.join(broken, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<Record<string, unknown>> };
    const last = journal.entries.at(-1) ?? {};
    journal.entries.push({ ...last, idx: journal.entries.length, when: Number(last.when) + 1, tag: '9999_broken' });
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    fs.writeFileSync(
      path.join(broken, '9999_broken.sql'),
      'CREATE TABLE half_done (id int);\n--> statement-breakpoint\nSELECT no_such_function();',
    );

    const dataDir = tempDir('rootshare-pglite-');
    await expect(openDatabase({ dataDir, migrationsDir: broken })).rejects.toThrow(/Database migration failed, nothing was changed/);
    const reopened = await openDatabase({ dataDir });
    expect(await selectRows(reopened.db, sql`select to_regclass('half_done') as t`)).toEqual([{ t: null }]);
    await reopened.close();
  });

  it('answers 503 while the database is gone, and health says so', async () => {
    const t = await createTestApp();
    await t.database.close();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable' });
    const profile = await t.app.inject({ method: 'GET', url: '/api/profiles/someone' });
    expect(profile.statusCode).toBe(503);
    expect(profile.json().error).toMatch(/temporarily unavailable/);
    await t.close();
  });
  it('gives a new data folder a private copy of the built cluster', async () => {
    // The test run's setup builds the started cluster as the build does (test/global-setup.ts).
    const dataDir = path.join(tempDir('rootshare-pglite-'), 'pglite');
    expect(await copyStartedTemplate(dataDir)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    for (const entry of fs.readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
      const mode = fs.statSync(path.join(entry.parentPath, entry.name)).mode & 0o777;
      expect(mode, path.join(entry.parentPath, entry.name)).toBe(entry.isDirectory() ? 0o700 : 0o600);
    }
  });

  it('opens a new data folder with the catalogue and the places already in it', async () => {
    const handle = await openDatabase({ dataDir: path.join(tempDir('rootshare-pglite-'), 'pglite') });
    const [counts] = await selectRows<{ plants: number; places: number }>(
      handle.db,
      sql`select (select count(*) from catalogue_plants)::int as plants, (select count(*) from places)::int as places`,
    );
    await handle.close();
    expect(counts?.plants).toBeGreaterThan(1000);
    expect(counts?.places).toBeGreaterThan(10_000);
  });

  it('leaves a data folder that holds files but no cluster to the empty cluster, never over them', async () => {
    const dataDir = tempDir('rootshare-pglite-');
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'kept');
    expect(await copyStartedTemplate(dataDir)).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual(['notes.txt']);
  });
});
