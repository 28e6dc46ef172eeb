import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../src/backup-command';
import { databaseOptions, loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db';
import { restoreBackup, writeBackup } from '../src/platform/backup';
import { createDiskStorage } from '../src/platform/storage';
import { contentMaker } from './content';
import { bearer, createTestApp, nextIp, openFreshDatabase, signUpMember, type TestApp } from './helpers';
import { gpsTaggedJpeg } from './images';
import { multipartForm } from './multipart';

const folders: string[] = [];
const tempFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-backup-test-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

type Member = Awaited<ReturnType<typeof signUpMember>>;

describe('backup and restore', () => {
  let restored: TestApp | undefined;
  afterAll(async () => {
    await restored?.close();
  });

  it('brings back every member, plant, message and photo after the community is wiped', async () => {
    // A small community.
    const before = await createTestApp({ catalogue: true });
    const [ana, ben] = [await signUpMember(before.app), await signUpMember(before.app)];
    const make = contentMaker(before.app);
    const plantId = await make.plant(ana, { customName: 'Grandma pothos' });
    const conversationId = await make.conversation(ana, ben);
    await make.message(ana, conversationId, { content: 'Cutting is rooted, come by Saturday?' });
    const form = multipartForm({ type: 'photo', title: 'New leaf', content: 'Look at it' }, [
      { name: 'media', filename: 'leaf.jpg', type: 'image/jpeg', body: await gpsTaggedJpeg() },
    ]);
    const posted = await before.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...bearer(ana.token), ...form.headers },
      payload: form.payload,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const photoUrl = (posted.json() as { media_urls: string[] }).media_urls[0] ?? '';
    const photo = (await before.app.inject({ method: 'GET', url: photoUrl })).rawPayload;
    expect(photo.length).toBeGreaterThan(0);

    // Back up, then wipe: the database and the data folder go.
    const archive = path.join(tempFolder(), 'community.tar.gz');
    const manifest = await writeBackup(before.database, before.storage, archive);
    expect(manifest.mediaObjects).toBeGreaterThanOrEqual(1);
    await before.close();

    // Restore into a new, empty database and data folder, and start on them.
    const database = await openFreshDatabase();
    const dataDir = tempFolder();
    await restoreBackup(database.handle, createDiskStorage(dataDir), archive);
    restored = await createTestApp({ existing: { database, dataDir } });
    const app = restored.app;

    const signIn = async (member: Member) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: member.user.username, password: member.password },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { token: string }).token;
    };
    const [anaToken, benToken] = [await signIn(ana), await signIn(ben)];
    const plant = await app.inject({ method: 'GET', url: `/api/user-plants/${plantId}`, headers: bearer(benToken) });
    expect(plant.statusCode).toBe(200);
    expect(plant.body).toContain('Grandma pothos');
    const messages = await app.inject({ method: 'GET', url: `/api/messages?conversation_id=${conversationId}`, headers: bearer(benToken) });
    expect(messages.statusCode, messages.body).toBe(200);
    expect(messages.body).toContain('Cutting is rooted, come by Saturday?');
    const served = await app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(photo)).toBe(true);
    // What is made after the restore goes on from the restored rows.
    const again = await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: bearer(anaToken),
      payload: { conversation_id: conversationId, content: 'Still there!' },
    });
    expect(again.statusCode, again.body).toBe(201);
  }, 180_000);

  it('refuses to restore over a community and leaves it as it was', async () => {
    const t = await createTestApp();
    try {
      const member = await signUpMember(t.app);
      const archive = path.join(tempFolder(), 'one.tar.gz');
      await writeBackup(t.database, t.storage, archive);
      await expect(restoreBackup(t.database, t.storage, archive)).rejects.toThrow('already holds a community');
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: member.user.username, password: member.password },
        remoteAddress: nextIp(),
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

// The command runs on the embedded database in a data folder, as `npm run backup` does on a laptop.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run backup and npm run restore', () => {
  const env = (dataDir: string) => ({ DATA_DIR: dataDir, JWT_SECRET: crypto.randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' });
  let source: string;
  let archive: string;
  beforeAll(() => {
    source = tempFolder();
    archive = path.join(tempFolder(), 'backup.tar.gz');
  });

  it('explains its use and answers 2 when called wrongly', async () => {
    for (const args of [[], ['backup'], ['restore'], ['copy', 'x.tar.gz'], ['backup', 'a', 'b']]) {
      const result = await runBackupCommand(args, env(source));
      expect(result.code).toBe(2);
      expect(result.message).toContain('npm run backup -- <file>');
    }
  });

  it('answers 2 with a clear message when there is nothing to back up or no archive to restore', async () => {
    const nothing = await runBackupCommand(['backup', archive], env(path.join(source, 'missing')));
    expect(nothing).toMatchObject({ code: 2, message: expect.stringContaining('nothing to back up') });
    const noFile = await runBackupCommand(['restore', path.join(source, 'nope.tar.gz')], env(tempFolder()));
    expect(noFile).toMatchObject({ code: 2, message: expect.stringContaining('No such file') });
  });

  it(
    'backs up a data folder, restores it into an empty one (answering 0), and refuses a second restore there (answering 2)',
    { timeout: 180_000 },
    async () => {
      // A data folder with a member in it: the embedded database where npm start keeps it.
      const seeded = await openDatabase(databaseOptions(loadConfig(env(source))));
      await seeded.executeSql(`insert into users (username, email, password_hash) values ('fern', 'fern@example.test', 'x')`);
      await seeded.close();
      const backup = await runBackupCommand(['backup', archive], env(source));
      expect(backup.message).toMatch(/^Backed up/);
      expect(backup.code).toBe(0);
      expect(fs.existsSync(archive)).toBe(true);

      const target = tempFolder();
      const restore = await runBackupCommand(['restore', archive], env(target));
      expect(restore).toMatchObject({ code: 0, message: expect.stringContaining('Restored the backup') });
      const twice = await runBackupCommand(['restore', archive], env(target));
      expect(twice).toMatchObject({ code: 2, message: expect.stringContaining('already holds a community') });
    },
  );

  it('answers 2 to a file that is not a backup, and writes nothing', async () => {
    const bogus = path.join(tempFolder(), 'bogus.tar.gz');
    fs.writeFileSync(bogus, 'not an archive at all');
    const target = tempFolder();
    const result = await runBackupCommand(['restore', bogus], env(target));
    expect(result).toMatchObject({ code: 2, message: expect.stringContaining('not a Rootshare backup') });
    expect(fs.existsSync(path.join(target, 'media'))).toBe(false);
  });
});
