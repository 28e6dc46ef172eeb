import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { HttpError } from './errors';
import { createDiskStorage, createS3Storage, TEMPORARY_TOUCH_MS, type Storage, type StoredEntry, type StoredObject } from './storage';

const MIB = 1024 * 1024;

interface Harness {
  storage: Storage;
  /** Files the adapter left beside its objects (temporary files); S3 keeps none by design. */
  leftovers(): string[];
  /** Requests the S3 server saw, as `METHOD /path?query`; empty for disk. */
  requests: string[];
  close(): Promise<void>;
}

function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((entry) => fs.statSync(path.join(folder, entry)).isFile());
}

async function startDisk(): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-storage-'));
  const storage = createDiskStorage(dataDir);
  return {
    storage,
    leftovers: () => listFiles(storage.root).filter((file) => file.endsWith('.tmp')),
    requests: [],
    close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function startS3(): Promise<Harness> {
  const server = await startS3Server();
  const storage = createS3Storage({ endpoint: server.endpoint, bucket: server.bucket, ...server.credentials, region: 'us-east-1' });
  return {
    storage,
    leftovers: () => [],
    requests: server.requests,
    close: async () => {
      storage.close();
      await server.close();
    },
  };
}

/** A stream of the given chunks, failing with `error` after them when one is given. */
function streamOf(chunks: Buffer[], error?: Error): Readable {
  return Readable.from(
    (async function* generate() {
      for (const chunk of chunks) yield chunk;
      if (error) throw error;
    })(),
  );
}

/** `total` bytes in chunks of at most `chunkSize`, so limits are crossed mid-stream as in real uploads. */
function chunksOf(total: number, chunkSize = 64 * 1024): Buffer[] {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < total; offset += chunkSize) chunks.push(crypto.randomBytes(Math.min(chunkSize, total - offset)));
  return chunks;
}

/** The whole body of an object that must exist. */
async function bodyOf(object: StoredObject | null): Promise<Buffer> {
  if (!object) throw new Error('expected a stored object');
  return buffer(object.body);
}

/** The type an object is read back with; its body is drained so no handle or socket stays open. */
async function contentTypeOf(storage: Storage, key: string): Promise<string | undefined> {
  const object = await storage.get(key);
  if (object) await buffer(object.body);
  return object?.contentType;
}

async function readAll(storage: Storage, key: string, range?: { start: number; end?: number }): Promise<Buffer | null> {
  const object = await storage.get(key, range);
  return object ? buffer(object.body) : null;
}

const key = (name: string) => `tests/${crypto.randomUUID()}-${name}`;

describe.each([
  { kind: 'disk', start: startDisk },
  { kind: 's3', start: startS3 },
])('$kind storage', ({ kind, start }) => {
  let harness: Harness;
  let storage: Storage;

  beforeAll(async () => {
    harness = await start();
    storage = harness.storage;
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('names its kind', () => {
    expect(storage.kind).toBe(kind);
  });

  it('lists every stored object with when it was written, in nested folders too, and no longer lists a deleted one', async () => {
    const [first, second] = [key('one.webp'), `plants/${crypto.randomUUID()}.webp`];
    // Whole seconds: S3 dates its objects to the second.
    const before = Math.floor(Date.now() / 1000) * 1000;
    await storage.put(first, crypto.randomBytes(16), 'image/webp');
    await storage.put(second, crypto.randomBytes(16), 'image/webp');
    const listed = async () => {
      const entries: StoredEntry[] = [];
      for await (const each of storage.list()) entries.push(each);
      return entries;
    };
    const entries = await listed();
    expect(entries.map((entry) => entry.key)).toEqual(expect.arrayContaining([first, second]));
    for (const entry of entries.filter((each) => each.key === first || each.key === second)) {
      expect(entry.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(entry.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    await storage.delete(first);
    expect((await listed()).map((entry) => entry.key)).not.toContain(first);
  });

  it('reads back what put stored, with the type of the key', async () => {
    const photo = key('photo.webp');
    const body = crypto.randomBytes(4096);
    await storage.put(photo, body, 'image/webp');

    const object = await storage.get(photo);
    expect(object).not.toBeNull();
    expect(object?.size).toBe(body.length);
    expect(object?.contentType).toBe('image/webp');
    expect(Buffer.compare(await bodyOf(object), body)).toBe(0);
    expect(await storage.exists(photo)).toBe(true);
  });

  it('derives the content type from the key when none is given, and refuses one that disagrees', async () => {
    const clip = key('clip.mp4');
    await storage.put(clip, Buffer.from('not really a video'));
    expect(await contentTypeOf(storage, clip)).toBe('video/mp4');

    await expect(storage.put(key('photo.webp'), Buffer.from('x'), 'image/png')).rejects.toThrow(/content type/);
    await expect(storage.putStream(key('photo.webp'), streamOf([Buffer.from('x')]), 'text/html', 100)).rejects.toThrow(/content type/);
  });

  it('takes any type for a key that is not media, and never fails on a malformed one', async () => {
    const incoming = key('incoming.bin');
    await storage.putStream(incoming, streamOf([Buffer.from('raw upload')]), 'image/JPEG; charset=binary', 100);
    const object = await storage.get(incoming);
    // The disk keeps no type beside the name; S3 keeps the type's essence.
    expect(object?.contentType).toBe(kind === 's3' ? 'image/jpeg' : 'application/octet-stream');
    expect((await bodyOf(object)).toString()).toBe('raw upload');

    const odd = key('odd.bin');
    await storage.put(odd, Buffer.from('x'), 'text/html\r\nx-injected: 1');
    expect(await contentTypeOf(storage, odd)).toBe('application/octet-stream');
  });

  it('answers null and false for an absent object', async () => {
    expect(await storage.get(key('missing.webp'))).toBeNull();
    expect(await storage.exists(key('missing.webp'))).toBe(false);
  });

  it('replaces an object whole', async () => {
    const photo = key('photo.png');
    await storage.put(photo, Buffer.from('first version, rather long'));
    await storage.put(photo, Buffer.from('second'));
    expect((await readAll(storage, photo))?.toString()).toBe('second');
  });

  it('keeps nothing when the source fails mid-write, and keeps the previous version', async () => {
    const fresh = key('fresh.webp');
    const failure = new Error('client went away');
    await expect(storage.putStream(fresh, streamOf(chunksOf(300 * 1024), failure), 'image/webp', 10 * MIB)).rejects.toThrow(failure);
    expect(await storage.exists(fresh)).toBe(false);
    expect(await storage.get(fresh)).toBeNull();

    const existing = key('existing.webp');
    await storage.put(existing, Buffer.from('the good copy'));
    await expect(storage.putStream(existing, streamOf(chunksOf(300 * 1024), failure), 'image/webp', 10 * MIB)).rejects.toThrow(failure);
    expect((await readAll(storage, existing))?.toString()).toBe('the good copy');
    expect(harness.leftovers()).toEqual([]);
  });

  it('streams a body under the limit and stores exactly its bytes', async () => {
    const clip = key('clip.webm');
    const chunks = chunksOf(200 * 1024 + 17);
    const body = Buffer.concat(chunks);
    // Exactly at the limit is still allowed.
    const stored = await storage.putStream(clip, streamOf(chunks), 'video/webm', body.length);
    expect(stored).toBe(body.length);

    const object = await storage.get(clip);
    expect(object?.size).toBe(body.length);
    expect(object?.contentType).toBe('video/webm');
    expect(Buffer.compare(await bodyOf(object), body)).toBe(0);
    expect(harness.leftovers()).toEqual([]);
  });

  it('stores an empty stream as an empty object', async () => {
    const empty = key('empty.gif');
    expect(await storage.putStream(empty, streamOf([]), 'image/gif', 10)).toBe(0);
    expect((await readAll(storage, empty))?.length).toBe(0);
  });

  it('cuts a stream off past the limit with 413 and keeps nothing', async () => {
    const clip = key('too-big.mp4');
    const error = await storage.putStream(clip, streamOf(chunksOf(5000, 512)), 'video/mp4', 1000).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(413);
    expect(await storage.exists(clip)).toBe(false);
    expect(harness.leftovers()).toEqual([]);
  });

  it('cuts a stream off past the limit after whole parts went out, and keeps nothing', async () => {
    const clip = key('much-too-big.mp4');
    const before = harness.requests.length;
    const source = streamOf(chunksOf(14 * MIB, 256 * 1024));
    const error = await storage.putStream(clip, source, 'video/mp4', 11 * MIB).catch((caught: unknown) => caught);
    expect((error as HttpError).statusCode).toBe(413);
    expect(source.destroyed).toBe(true);
    expect(await storage.exists(clip)).toBe(false);
    expect(harness.leftovers()).toEqual([]);
    if (kind === 's3') {
      const seen = harness.requests.slice(before);
      // Parts were uploaded, the upload was never completed and its abort was requested.
      expect(seen.some((request) => request.startsWith('PUT ') && request.includes('partNumber='))).toBe(true);
      expect(seen.some((request) => request.startsWith('POST ') && request.includes('uploadId='))).toBe(false);
      expect(seen.some((request) => request.startsWith('DELETE ') && request.includes('uploadId='))).toBe(true);
    }
  }, 60_000);

  it('reads exactly the requested byte range', async () => {
    const data = key('bytes.jpg');
    const body = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
    await storage.put(data, body);

    const middle = await storage.get(data, { start: 10, end: 19 });
    expect(middle?.size).toBe(256);
    expect(middle?.contentType).toBe('image/jpeg');
    expect([...(await bodyOf(middle))]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);

    expect([...((await readAll(storage, data, { start: 250 })) ?? [])]).toEqual([250, 251, 252, 253, 254, 255]);
    expect([...((await readAll(storage, data, { start: 253, end: 1000 })) ?? [])]).toEqual([253, 254, 255]);
    expect([...((await readAll(storage, data, { start: 255, end: 255 })) ?? [])]).toEqual([255]);

    const error = await storage.get(data, { start: 256 }).catch((caught: unknown) => caught);
    expect((error as HttpError).statusCode).toBe(416);
    expect((error as HttpError).headers['content-range']).toBe('bytes */256');
    await expect(storage.get(data, { start: 5, end: 4 })).rejects.toMatchObject({ statusCode: 416 });
  });

  it('deletes an object, and deleting an absent one is fine', async () => {
    const photo = key('gone.webp');
    await storage.put(photo, Buffer.from('bye'));
    await storage.delete(photo);
    expect(await storage.exists(photo)).toBe(false);
    expect(await storage.get(photo)).toBeNull();
    await expect(storage.delete(photo)).resolves.toBeUndefined();
  });

  it.each([
    '../escape.webp',
    'avatars/../../escape.webp',
    'avatars/..',
    '/absolute.webp',
    'avatars//double.webp',
    'avatars/',
    '.hidden.webp',
    'avatars/.hidden.webp',
    'Avatars/upper.webp',
    'avatars/with space.webp',
    'avatars\\back.webp',
    'avatars/%2e%2e.webp',
    'avatars/nul\u0000.webp',
    '',
    `avatars/${'a'.repeat(600)}.webp`,
  ])('refuses the unsafe key %j everywhere', async (unsafe) => {
    await expect(storage.put(unsafe, Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    await expect(storage.putStream(unsafe, streamOf([Buffer.from('x')]), 'image/webp', 10)).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get(unsafe)).rejects.toThrow(/unsafe storage key/);
    await expect(storage.exists(unsafe)).rejects.toThrow(/unsafe storage key/);
    await expect(storage.delete(unsafe)).rejects.toThrow(/unsafe storage key/);
  });
});

describe('disk storage after a crash', () => {
  it('removes temporary files nobody has written to for a while, and keeps fresh ones and every stored object', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-stale-'));
    try {
      const disk = createDiskStorage(dataDir);
      await disk.put('posts/kept.webp', Buffer.from('whole'));
      const folder = path.join(disk.root, 'posts');
      const stale = path.join(folder, '.cut-short.webm.1234.tmp');
      const fresh = path.join(folder, '.still-writing.webm.5678.tmp');
      fs.writeFileSync(stale, 'half');
      fs.writeFileSync(fresh, 'half');
      const longAgo = new Date(Date.now() - 20 * 60_000);
      fs.utimesSync(stale, longAgo, longAgo);

      expect(await disk.removeStaleTemporaryFiles(10 * 60_000)).toBe(1);
      expect(fs.existsSync(stale)).toBe(false);
      expect(fs.existsSync(fresh)).toBe(true);
      expect(await readAll(disk, 'posts/kept.webp')).toEqual(Buffer.from('whole'));
      expect(await createDiskStorage(path.join(dataDir, 'never-used')).removeStaleTemporaryFiles(0)).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("keeps a streamed write's temporary file fresh while its sender pauses, so no sweep takes it mid-write", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-paused-'));
    try {
      const disk = createDiskStorage(dataDir);
      const body = new PassThrough();
      const writing = disk.putStream('videos/slow.webm', body, 'video/webm', 1024);
      body.write(Buffer.from('first half, '));
      const folder = path.join(disk.root, 'videos');
      const temporary = await vi.waitFor(() => {
        const [name] = fs.existsSync(folder) ? fs.readdirSync(folder).filter((each) => each.endsWith('.tmp')) : [];
        if (!name || fs.statSync(path.join(folder, name)).size === 0) throw new Error('nothing written yet');
        return path.join(folder, name);
      });
      // The sender goes quiet: nothing has been written for an hour.
      const anHourAgo = new Date(Date.now() - 3_600_000);
      fs.utimesSync(temporary, anHourAgo, anHourAgo);

      vi.advanceTimersByTime(TEMPORARY_TOUCH_MS);
      await vi.waitFor(() => {
        if (fs.statSync(temporary).mtimeMs <= anHourAgo.getTime()) throw new Error('not touched yet');
      });
      expect(await disk.removeStaleTemporaryFiles(2 * 60_000)).toBe(0);

      body.end(Buffer.from('second half'));
      expect(await writing).toBe('first half, second half'.length);
      expect(await readAll(disk, 'videos/slow.webm')).toEqual(Buffer.from('first half, second half'));
    } finally {
      vi.useRealTimers();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
