import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/paths';
import { restoreBackup } from '../src/platform/backup';
import { openDatabase } from '../src/platform/db';
import { createDiskStorage } from '../src/platform/storage';
import { fixtureFiles, previousRelease } from './fixtures/upgrade-fixture';
import { bearer, createTestApp, nextIp, type TestApp } from './helpers';

interface Journal {
  entries: Array<{ idx: number; tag: string }>;
}

/** The migrations folder as a release with only the first `count` migrations had it. */
function migrationsOfRelease(count: number, folder: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal;
  const entries = journal.entries.slice(0, count);
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) fs.copyFileSync(path.join(migrationsDir, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

// A data folder is the embedded database's: this is the upgrade a laptop or small server makes.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('upgrading from the previous release', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-upgrade-'));
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it(
    "migrates a data folder the previous release wrote and starts on it, with that community's members, plants, messages and photos",
    { timeout: 180_000 },
    async () => {
      const fixture = previousRelease();
      const dataDir = path.join(work, 'data');
      const pgliteDir = path.join(dataDir, 'pglite');
      // The previous release's data folder: its schema, holding its community.
      const old = await openDatabase({
        dataDir: pgliteDir,
        migrationsDir: migrationsOfRelease(fixture.migrations, path.join(work, 'migrations')),
      });
      await restoreBackup(old, createDiskStorage(dataDir), fixtureFiles(fixture.migrations).archive);
      await old.close();

      // This release opens it (migrating what is new) and serves it.
      const upgraded = await openDatabase({ dataDir: pgliteDir });
      t = await createTestApp({ existing: { database: { handle: upgraded, drop: async () => undefined }, dataDir } });
      const signIns = await Promise.all(
        fixture.usernames.map((username) =>
          t?.app.inject({
            method: 'POST',
            url: '/api/auth/signin',
            payload: { username, password: fixture.password },
            remoteAddress: nextIp(),
          }),
        ),
      );
      expect(signIns.map((response) => response?.statusCode)).toEqual(fixture.usernames.map(() => 200));
      const token = (signIns[1]?.json() as { token: string }).token;
      const plant = await t.app.inject({ method: 'GET', url: `/api/user-plants/${fixture.plantId}`, headers: bearer(token) });
      expect(plant.statusCode).toBe(200);
      const messages = await t.app.inject({
        method: 'GET',
        url: `/api/messages?conversation_id=${fixture.conversationId}`,
        headers: bearer(token),
      });
      expect(messages.body).toContain(fixture.message);
      expect((await t.app.inject({ method: 'GET', url: fixture.photoUrl })).statusCode).toBe(200);
    },
  );
});
