import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { count, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOptions } from '../src/config';
import { posts } from '../src/db/schema/posts';
import { mediaFiles } from '../src/db/schema/uploads';
import { openDatabase } from '../src/platform/db';
import { bearer, createTestApp, signUpMember, type TestApp } from './helpers';
import { multipartForm, paddedBytes, type FilePart } from './multipart';
import { administer, call, createDatabase, signUpOver, startServerProcess, startedDataDir, tempDataDir } from './server-process';
import { startTcpProxy } from './tcp-proxy';
import { tinyWebm, webmStart } from './videos';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const greenPng = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();
const photo = (body: Buffer): FilePart => ({ name: 'media', filename: 'garden.png', type: 'image/png', body });

/** Every file under a folder, relative to it. */
const filesUnder = (root: string) =>
  fs.existsSync(root)
    ? fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => fs.statSync(path.join(root, name)).isFile())
    : [];
const temporaryFiles = (root: string) => filesUnder(root).filter((name) => /(^|\/)\.[^/]+\.tmp$/.test(name));

/** Mounting needs root (CI runs as root); elsewhere the full-disk test says it was skipped. */
function canMountTmpfs(): boolean {
  const probe = tempDataDir('rootshare-mount-probe-');
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe]).status === 0;
  if (mounted) spawnSync('umount', [probe]);
  fs.rmSync(probe, { recursive: true, force: true });
  return mounted;
}

describe.runIf(canMountTmpfs())('a full disk', () => {
  let t: TestApp;
  let mediaRoot: string;
  let member: Awaited<ReturnType<typeof signUpMember>>;
  const filler = () => path.join(mediaRoot, 'filler.bin');

  beforeAll(async () => {
    t = await createTestApp();
    member = await signUpMember(t.app);
    mediaRoot = path.join(t.config.DATA_DIR, 'media');
    fs.mkdirSync(mediaRoot, { recursive: true });
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mediaRoot], { encoding: 'utf8' });
    if (mounted.status !== 0) throw new Error(`mount failed: ${mounted.stderr}`);
  });
  afterAll(async () => {
    spawnSync('umount', [mediaRoot]);
    await t.close();
  });

  const createPost = (fields: Record<string, string>, files: FilePart[]) => {
    const form = multipartForm(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(member.token) },
    });
  };
  const postCount = async () => (await t.database.db.select({ n: count() }).from(posts).where(eq(posts.userId, member.user.id)))[0]?.n ?? 0;
  const mediaCount = async () =>
    (await t.database.db.select({ n: count() }).from(mediaFiles).where(eq(mediaFiles.ownerId, member.user.id)))[0]?.n ?? 0;

  /** Writes until the disk refuses: ENOSPC. */
  function fillDisk() {
    const block = Buffer.alloc(64 * 1024, 1);
    const fd = fs.openSync(filler(), 'w');
    try {
      for (;;) fs.writeSync(fd, block);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    } finally {
      fs.closeSync(fd);
    }
  }

  it('answers 507 to every upload, stores no half of it, loses nothing already stored, and takes uploads again once there is room', async () => {
    const first = await createPost({ type: 'photo', title: 'Stored before', content: 'Fine' }, [photo(await greenPng())]);
    expect(first.statusCode).toBe(201);
    const storedUrl = (first.json() as { media_urls: string[] }).media_urls[0] ?? '';
    const storedBytes = (await t.app.inject({ method: 'GET', url: storedUrl })).rawPayload;
    expect(storedBytes.length).toBeGreaterThan(0);
    const [postsBefore, mediaBefore] = [await postCount(), await mediaCount()];

    fillDisk();
    const image = await createPost({ type: 'photo', title: 'No room', content: 'x' }, [photo(await greenPng())]);
    expect(image.statusCode).toBe(507);
    expect(image.json().error).toMatch(/out of storage space, so nothing was saved/);
    const reel = await createPost({ type: 'reel', title: 'No room', content: 'x' }, [
      { name: 'media', filename: 'reel.webm', type: 'video/webm', body: tinyWebm(512 * 1024) },
    ]);
    expect(reel.statusCode).toBe(507);
    const slot = (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: bearer(member.token) })).json() as {
      uploadURL: string;
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: slot.uploadURL,
      payload: await greenPng(),
      headers: { ...bearer(member.token), 'content-type': 'image/png' },
    });
    expect(put.statusCode).toBe(507);

    // Nothing half-written: no post, no media record, no temporary file; the earlier image is whole.
    expect([await postCount(), await mediaCount()]).toEqual([postsBefore, mediaBefore]);
    expect(temporaryFiles(mediaRoot)).toEqual([]);
    const again = await t.app.inject({ method: 'GET', url: storedUrl });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(storedBytes)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${(first.json() as { id: string }).id}` })).statusCode).toBe(200);

    // Room again: the next upload works with no restart.
    fs.rmSync(filler());
    expect((await createPost({ type: 'photo', title: 'Room again', content: 'x' }, [photo(await greenPng())])).statusCode).toBe(201);
  });
});

/** Sends a request whose body trickles out in 256 KB chunks until the caller stops it; errors are expected. */
function trickle(url: string, method: string, headers: Record<string, string>, chunks: AsyncIterable<Buffer>): void {
  const request = http.request(url, { method, headers });
  request.on('error', () => undefined);
  request.on('response', (response) => response.resume());
  void (async () => {
    for await (const chunk of chunks) {
      for (let at = 0; at < chunk.length; at += 256 * 1024) {
        if (request.destroyed) return;
        request.write(chunk.subarray(at, at + 256 * 1024));
        await sleep(15);
      }
    }
    request.end();
  })();
}

describe('a server killed in the middle of uploads', () => {
  const dataDir = startedDataDir('rootshare-killed-');
  const mediaRoot = path.join(dataDir, 'media');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('leaves no record pointing at a missing file, and its next start removes what the interrupted uploads wrote', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    const member = await signUpOver(server.url, 'kim');
    const auth = { authorization: `Bearer ${member.token}` };

    // One post stored whole before the crash.
    const form = multipartForm({ type: 'photo', title: 'Before the crash', content: 'Stored' }, [photo(await greenPng())]);
    const stored = await fetch(`${server.url}/api/posts`, {
      method: 'POST',
      headers: { ...form.headers, ...auth },
      body: Buffer.concat(await form.payload.toArray()),
    });
    expect(stored.status).toBe(201);
    const storedPost = (await stored.json()) as { id: string; media_urls: string[] };
    const storedUrl = storedPost.media_urls[0] ?? '';

    // Two uploads in flight: a 100 MB reel and a plant photo through an upload slot.
    const reel = multipartForm({ type: 'reel', title: 'Cut short', content: 'x' }, [
      { name: 'media', filename: 'long.webm', type: 'video/webm', body: paddedBytes(webmStart(100 * 1024 * 1024), 100 * 1024 * 1024) },
    ]);
    trickle(`${server.url}/api/posts`, 'POST', { ...reel.headers, ...auth }, reel.payload);
    const slot = await call<{ uploadURL: string }>(server.url, '/api/objects/upload', { method: 'POST', token: member.token });
    const slotBody = paddedBytes(await greenPng(), 20 * 1024 * 1024);
    trickle(
      `${server.url}${slot.body.uploadURL}`,
      'PUT',
      { ...auth, 'content-type': 'image/png', 'content-length': String(20 * 1024 * 1024) },
      slotBody(),
    );

    // Once both have written a megabyte or more, the process dies without warning.
    const bigTemporaries = () => temporaryFiles(mediaRoot).filter((name) => fs.statSync(path.join(mediaRoot, name)).size > 1024 * 1024);
    const deadline = Date.now() + 30_000;
    while (bigTemporaries().length < 2 && Date.now() < deadline) await sleep(20);
    expect(bigTemporaries()).toHaveLength(2);
    expect(await server.stop('SIGKILL')).toBeNull();
    const leftBehind = temporaryFiles(mediaRoot);
    expect(leftBehind.length).toBeGreaterThanOrEqual(2);

    // Ten minutes pass (the files' clocks are turned back), then the server starts again.
    const longAgo = new Date(Date.now() - 11 * 60_000);
    for (const name of leftBehind) fs.utimesSync(path.join(mediaRoot, name), longAgo, longAgo);
    const restarted = await startServerProcess({ DATA_DIR: dataDir });
    expect(temporaryFiles(mediaRoot)).toEqual([]);
    expect((await fetch(`${restarted.url}${storedUrl}`)).status).toBe(200);
    expect((await call(restarted.url, `/api/posts/${storedPost.id}`)).status).toBe(200);
    expect(await restarted.stop()).toBe(0);

    // Every record that names a file names one that is there, and every post has its media.
    const database = await openDatabase(databaseOptions({ DATA_DIR: dataDir, DATABASE_URL: undefined }));
    try {
      const records = await database.db.select({ key: mediaFiles.key, thumbnailKey: mediaFiles.thumbnailKey }).from(mediaFiles);
      const keys = records.flatMap((row) => [row.key, ...(row.thumbnailKey ? [row.thumbnailKey] : [])]);
      const postMedia = await database.db.select({ title: posts.title, media: posts.media }).from(posts).where(isNotNull(posts.media));
      expect(postMedia.map((row) => row.title)).toEqual(['Before the crash']);
      keys.push(...postMedia.flatMap((row) => (row.media?.files ?? []).map((url) => url.replace(/^\/media\//, ''))));
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => !fs.existsSync(path.join(mediaRoot, key)))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('PostgreSQL restarting under load', () => {
  const name = `rootshare_fault_${crypto.randomBytes(5).toString('hex')}`;
  const dataDir = tempDataDir('rootshare-pg-fault-');
  afterAll(async () => {
    await administer(adminUrl ?? '', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the server up answering 503 while the database is gone, and recovers by itself within 10 seconds of its return', async () => {
    const databaseUrl = new URL(await createDatabase(adminUrl ?? '', name));
    // The server reaches PostgreSQL through a relay this test can cut: to the server, a restart.
    const proxy = await startTcpProxy(Number(databaseUrl.port || 5432), databaseUrl.hostname);
    databaseUrl.host = `127.0.0.1:${proxy.port}`;
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl.toString() });
    try {
      const member = await signUpOver(server.url, 'pat');
      const statuses: { sent: number; status: number }[] = [];
      const failures: string[] = [];
      let loading = true;
      // Ten members' worth of requests, back to back, all through the outage.
      const load = Array.from({ length: 10 }, async () => {
        while (loading) {
          const sent = Date.now();
          try {
            const response = await fetch(`${server.url}/api/profiles/${member.profile.id}`, {
              headers: { authorization: `Bearer ${member.token}` },
            });
            await response.arrayBuffer();
            statuses.push({ sent, status: response.status });
          } catch (error) {
            failures.push(String(error));
            await sleep(50);
          }
        }
      });

      await sleep(1_500);
      await proxy.cut();
      const down = Date.now();
      // Past the one second a profile read is shared (ADR 0006), every answer needs the database. The
      // database stays away until a dozen such requests have been answered, however slow the machine.
      const duringOutage = () => statuses.filter((s) => s.sent > down + 1_500);
      const outageDeadline = Date.now() + 60_000;
      while (duringOutage().length < 12 && Date.now() < outageDeadline) await sleep(50);
      const outage = duringOutage();
      await proxy.resume();
      const back = Date.now();
      let healthy = 0;
      while (Date.now() - back < 15_000) {
        if ((await fetch(`${server.url}/api/health`)).status === 200) {
          healthy = Date.now();
          break;
        }
        await sleep(100);
      }
      const recoveredDeadline = Date.now() + 60_000;
      while (statuses.filter((s) => s.sent > healthy + 500).length < 12 && Date.now() < recoveredDeadline) await sleep(50);
      loading = false;
      await Promise.all(load);

      expect(failures).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      expect(healthy).toBeGreaterThan(0);
      expect(healthy - back).toBeLessThan(10_000);
      expect(new Set(statuses.map((s) => s.status))).toEqual(new Set([200, 503]));
      expect(outage.length).toBeGreaterThanOrEqual(12);
      expect(outage.every((s) => s.status === 503)).toBe(true);
      const recovered = statuses.filter((s) => s.sent > healthy + 500);
      expect(recovered.length).toBeGreaterThanOrEqual(12);
      expect(recovered.every((s) => s.status === 200)).toBe(true);
    } finally {
      await server.stop();
      await proxy.close();
    }
  }, 180_000);
});
