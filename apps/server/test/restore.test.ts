import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runBackupCommand } from '../src/backup-command';
import { databaseOptions, loadConfig } from '../src/config';
import { isEmptyCommunity, restoreBackup, writeBackup } from '../src/platform/backup';
import { openDatabase } from '../src/platform/db';
import { createDiskStorage } from '../src/platform/storage';
import { openFreshDatabase } from './helpers';

const folders: string[] = [];
const tempFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-restore-test-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

interface ExtraEntry {
  name: string;
  size: number;
  body: () => Readable;
}

/** A copy of an archive with more entries after its own, as a tampered or hand-made archive would be. */
async function withEntries(archive: string, extra: ExtraEntry[]): Promise<string> {
  const copy = path.join(tempFolder(), 'changed.tar.gz');
  const pack = tar.pack();
  // The fastest compression: the entries added are mostly zeros.
  const written = pipeline(pack, zlib.createGzip({ level: 1 }), fs.createWriteStream(copy));
  const addEntry = (name: string, size: number, body: AsyncIterable<unknown>) =>
    new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size }, (error) => (error ? reject(error) : resolve()));
      pipeline(body, entry).catch(reject);
    });
  const extract = tar.extract();
  const copied = pipeline(fs.createReadStream(archive), zlib.createGunzip(), extract);
  for await (const entry of extract) await addEntry(entry.header.name, entry.header.size, entry);
  await copied;
  for (const { name, size, body } of extra) await addEntry(name, size, body());
  pack.finalize();
  await written;
  return copy;
}

/** A stream of `size` zero bytes, made as it is read. */
function zeros(size: number): Readable {
  const chunk = Buffer.alloc(1024 * 1024);
  let left = size;
  return new Readable({
    read() {
      if (left === 0) return void this.push(null);
      const next = Math.min(left, chunk.length);
      left -= next;
      this.push(next === chunk.length ? chunk : chunk.subarray(0, next));
    },
  });
}

// The command runs on the embedded database in a data folder, as `npm run restore` does on a laptop.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run restore is all or nothing', () => {
  const env = (dataDir: string) => ({ DATA_DIR: dataDir, JWT_SECRET: crypto.randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' });

  it(
    'refuses an archive with a media name storage refuses before writing anything, and a retry with a good archive then restores',
    { timeout: 240_000 },
    async () => {
      // A community of one member with an avatar, backed up by the command.
      const source = tempFolder();
      const seeded = await openDatabase(databaseOptions(loadConfig(env(source))));
      await seeded.executeSql(`insert into users (username, email, password_hash) values ('fern', 'fern@example.test', 'x')`);
      await seeded.close();
      await createDiskStorage(source).put('avatars/fern.webp', Buffer.from('RIFF-fern'));
      const good = path.join(tempFolder(), 'good.tar.gz');
      expect((await runBackupCommand(['backup', good], env(source))).code).toBe(0);
      // It holds every password hash and address: only its owner may read it.
      expect(fs.statSync(good).mode & 0o777).toBe(0o600);
      // The same archive with one more media file, named to climb out of the media folder.
      const bad = await withEntries(good, [
        { name: 'media/avatars/../../escape.webp', size: 4, body: () => Readable.from([Buffer.from('evil')]) },
      ]);

      const target = tempFolder();
      const refused = await runBackupCommand(['restore', bad], env(target));
      expect(refused).toMatchObject({ code: 2, message: expect.stringContaining('Nothing was restored') });
      // Neither the member's row nor the avatar was written.
      const database = await openDatabase(databaseOptions(loadConfig(env(target))));
      try {
        expect(await isEmptyCommunity(database, createDiskStorage(target))).toBe(true);
      } finally {
        await database.close();
      }
      expect(fs.existsSync(path.join(target, '..', 'escape.webp'))).toBe(false);

      const retried = await runBackupCommand(['restore', good], env(target));
      expect(retried).toMatchObject({ code: 0, message: expect.stringContaining('Restored the backup') });
      expect(fs.readFileSync(path.join(target, 'media/avatars/fern.webp'), 'utf8')).toBe('RIFF-fern');
    },
  );
});

describe('restoring a large media file', () => {
  it('streams it into storage with memory far below its size', { timeout: 240_000 }, async () => {
    // An empty community's archive with one 320 MB video added.
    const emptySource = await openFreshDatabase();
    const small = path.join(tempFolder(), 'empty.tar.gz');
    await writeBackup(emptySource.handle, createDiskStorage(tempFolder()), small);
    await emptySource.handle.close();
    await emptySource.drop();
    const size = 320 * 1024 * 1024;
    const archive = await withEntries(small, [{ name: 'media/videos/big.mp4', size, body: () => zeros(size) }]);
    expect(fs.statSync(archive).size).toBeLessThan(size / 100);

    const database = await openFreshDatabase();
    const dataDir = tempFolder();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    try {
      await restoreBackup(database.handle, createDiskStorage(dataDir), archive);
    } finally {
      clearInterval(sampler);
      await database.handle.close();
      await database.drop();
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(fs.statSync(path.join(dataDir, 'media/videos/big.mp4')).size).toBe(size);
    // Holding the file would take its 320 MB at least; streaming takes a few buffers' worth.
    expect(peak - before).toBeLessThan(96 * 1024 * 1024);
  });
});
