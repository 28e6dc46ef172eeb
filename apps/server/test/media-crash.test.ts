import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOptions } from '../src/config';
import { openDatabase } from '../src/platform/db';
import { asDataUrl } from './images';
import { call, signUpOver, startServerProcess, startedDataDir, type ServerProcess } from './server-process';

const SEVEN_HOURS_MS = 7 * 3_600_000;

/** Turns a file's clock back, as if it had been written that long ago. */
function age(file: string, ms: number): void {
  const then = new Date(Date.now() - ms);
  fs.utimesSync(file, then, then);
}

// The server here always runs on its own embedded database, so the suite's second run on
// PostgreSQL (TEST_DATABASE_URL) would repeat the same drill for nothing.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('media left by a server killed between a file and its record', () => {
  let dataDir = '';
  let mediaRoot = '';
  let server: ServerProcess | undefined;
  // A restart's folder, not an empty one: the drill is about the start after a crash, not the first.
  beforeAll(() => {
    dataDir = startedDataDir('rootshare-media-crash-');
    mediaRoot = path.join(dataDir, 'media');
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is removed by the reconciliation after the restart, and the photos that have records stay', async () => {
    server = await startServerProcess({ DATA_DIR: dataDir });
    const member = await signUpOver(server.url, 'rowan');
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#3a7d44' } })
      .png()
      .toBuffer();
    const recorded = await call<{ image_url: string; thumbnail_url: string }>(server.url, '/api/garden-photos', {
      method: 'POST',
      token: member.token,
      body: { image_url: asDataUrl(png, 'image/png') },
    });
    expect(recorded.status).toBe(201);

    // An upload's file reached storage whole, then the process died before its record was written.
    const orphanKey = `gardens/${crypto.randomUUID()}.webp`;
    fs.writeFileSync(path.join(mediaRoot, orphanKey), await sharp(png).webp().toBuffer());
    expect((await fetch(`${server.url}/media/${orphanKey}`)).status).toBe(200);
    expect(await server.stop('SIGKILL')).toBeNull();

    // Hours pass (every stored file's clock is turned back past the grace period), and the
    // reconciliation the first start queued for two minutes later falls due.
    for (const key of [orphanKey, ...[recorded.body.image_url, recorded.body.thumbnail_url].map((url) => url.replace(/^\/media\//, ''))]) {
      age(path.join(mediaRoot, key), SEVEN_HOURS_MS);
    }
    const database = await openDatabase(databaseOptions({ DATA_DIR: dataDir, DATABASE_URL: undefined }));
    try {
      const due = await database.executeSql(
        `update pgboss.job set start_after = now() where name = 'media-reconcile' and state = 'created'`,
      );
      expect(due.rowCount).toBe(1);
    } finally {
      await database.close();
    }

    server = await startServerProcess({ DATA_DIR: dataDir });
    const restarted = server;
    await expect
      .poll(async () => (await fetch(`${restarted.url}/media/${orphanKey}`)).status, { timeout: 60_000, interval: 200 })
      .toBe(404);
    expect(fs.existsSync(path.join(mediaRoot, orphanKey))).toBe(false);
    for (const url of [recorded.body.image_url, recorded.body.thumbnail_url])
      expect((await fetch(`${restarted.url}${url}`)).status, url).toBe(200);
    // Its output says why, should it not stop cleanly.
    expect(await restarted.stop(), restarted.output().slice(-4_000)).toBe(0);
  }, 240_000);
});
