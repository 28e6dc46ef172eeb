import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { asDataUrl } from '../../../test/images';
import { startS3Server, type S3TestServer } from '../../../test/s3-server';
import { cataloguePlants } from '../../db/schema/catalogue';
import { gardenPhotos } from '../../db/schema/garden-photos';
import { meets } from '../../db/schema/meets';
import { conversations, messages } from '../../db/schema/messaging';
import { posts } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import { mediaFiles, uploadSlots } from '../../db/schema/uploads';
import { userPlants } from '../../db/schema/user-plants';
import type { MediaFolder } from '../../platform/storage';
import { ORPHAN_GRACE_MS, PARTIAL_STALE_MS } from './media-reconcile.service';

const HOUR = 3_600_000;
const mediaKey = (folder: MediaFolder, extension = 'webp') => `${folder}/${crypto.randomUUID()}.${extension}`;

type Member = Awaited<ReturnType<typeof signUpMember>>;

/** A place a record may name stored files, and how to make such a record for the given public paths. */
interface Place {
  place: string;
  /** The keys of the files it names, made fresh for each test. */
  keys: () => string[];
  record: (t: TestApp, member: Member, urls: string[]) => Promise<unknown>;
}

const url = (urls: string[], i: number) => urls[i] ?? '';

const PLACES: Place[] = [
  {
    place: 'a media record (the file and its thumbnail)',
    keys: () => [mediaKey('messages'), mediaKey('messages')],
    record: (t, member, urls) =>
      t.database.db
        .insert(mediaFiles)
        .values({ ownerId: member.user.id, key: url(urls, 0).slice('/media/'.length), thumbnailKey: url(urls, 1).slice('/media/'.length) }),
  },
  {
    place: 'a profile avatar and banner',
    keys: () => [mediaKey('avatars'), mediaKey('avatars')],
    record: (t, member, urls) =>
      t.database.db
        .update(profiles)
        .set({ avatarUrl: url(urls, 0), bannerImageUrl: url(urls, 1) })
        .where(eq(profiles.id, member.user.id)),
  },
  {
    place: 'a plant photo and its thumbnail',
    keys: () => [mediaKey('plants'), mediaKey('plants')],
    record: async (t, member, urls) => {
      const [plant] = await t.database.db
        .insert(cataloguePlants)
        .values({ slug: `fern-${crypto.randomUUID()}`, commonName: 'Fern', category: 'Ferns', careLevel: 'Easy' })
        .returning({ id: cataloguePlants.id });
      await t.database.db.insert(userPlants).values({
        userId: member.user.id,
        plantId: plant?.id ?? '',
        swapType: 'cutting',
        images: [{ url: url(urls, 0), thumbnailUrl: url(urls, 1) }],
      });
    },
  },
  {
    place: 'the files of a post (a video, its poster and the poster thumbnail)',
    keys: () => [mediaKey('videos', 'webm'), mediaKey('posters'), mediaKey('posters')],
    record: (t, member, urls) =>
      t.database.db.insert(posts).values({
        userId: member.user.id,
        type: 'reel',
        title: 'Reel',
        content: 'x',
        media: { kind: 'video', url: url(urls, 0), thumbnailUrl: null, files: urls },
      }),
  },
  {
    place: 'a post photo and its thumbnail, with no list of files',
    keys: () => [mediaKey('posts'), mediaKey('posts')],
    record: (t, member, urls) =>
      t.database.db.insert(posts).values({
        userId: member.user.id,
        type: 'photo',
        title: 'Photo',
        content: 'x',
        media: { kind: 'image', url: url(urls, 0), thumbnailUrl: url(urls, 1), files: [] },
      }),
  },
  {
    place: 'a garden photo and its thumbnail',
    keys: () => [mediaKey('gardens'), mediaKey('gardens')],
    record: (t, member, urls) =>
      t.database.db.insert(gardenPhotos).values({ userId: member.user.id, imageUrl: url(urls, 0), thumbnailUrl: url(urls, 1) }),
  },
  {
    place: 'a message image',
    keys: () => [mediaKey('messages')],
    record: async (t, member, urls) => {
      const other = await signUpMember(t.app);
      const [low, high] = [member.user.id, other.user.id].sort();
      const [thread] = await t.database.db
        .insert(conversations)
        .values({ memberLow: low ?? '', memberHigh: high ?? '' })
        .returning({ id: conversations.id });
      await t.database.db.insert(messages).values({
        conversationId: thread?.id ?? '',
        senderId: member.user.id,
        recipientId: other.user.id,
        content: '',
        messageType: 'image',
        imageUrl: url(urls, 0),
      });
    },
  },
  {
    place: 'a meet cover and its thumbnail',
    keys: () => [mediaKey('meets'), mediaKey('meets')],
    record: (t, member, urls) =>
      t.database.db.insert(meets).values({
        hostId: member.user.id,
        title: 'Swap meet',
        startsAt: new Date('2030-05-01T10:00:00Z'),
        endsAt: new Date('2030-05-01T12:00:00Z'),
        timeZone: 'UTC',
        town: 'Portland',
        latitude: 45.52,
        longitude: -122.68,
        venue: 'The park',
        brings: ['cuttings'],
        cover: { url: url(urls, 0), thumbnailUrl: url(urls, 1) },
      }),
  },
  {
    place: 'an upload slot (the file it received)',
    keys: () => [`incoming/${crypto.randomUUID()}.bin`],
    record: (t, member, urls) => {
      const id = /incoming\/(.+)\.bin$/.exec(url(urls, 0))?.[1] ?? '';
      return t.database.db
        .insert(uploadSlots)
        .values({ id, ownerId: member.user.id, status: 'received', expiresAt: new Date(Date.now() + HOUR) });
    },
  },
];

describe.each([{ kind: 'disk' }, { kind: 's3' }])('media storage on $kind kept in step with the records', ({ kind }) => {
  let s3: S3TestServer | undefined;
  let t: TestApp;
  let member: Member;
  /** The app's clock: the files are written at the real time, then the clock moves past them. */
  let now = new Date();

  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Server() : undefined;
    t = await createTestApp({ clock: () => now, env: s3?.env ?? {} });
    // The queued runs would see the clock moved between a test's steps; the tests run each step themselves.
    await t.database.executeSql(`delete from pgboss.job where name in ('media-reconcile', 'upload-sweep')`);
    member = await signUpMember(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  /** Writes a file straight into storage, as an upload does before its record, and answers its key. */
  const store = async (key: string) => {
    await t.storage.put(key, crypto.randomBytes(64));
    return key;
  };
  const served = async (key: string) => (await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode;
  /** Sets the app's clock this long after the real time now. */
  const inAWhile = (ms: number) => {
    now = new Date(Date.now() + ms);
  };

  it('removes a stored file no record names once it is older than the grace period, and /media no longer serves it', async () => {
    const orphan = await store(mediaKey('posts'));
    expect(await served(orphan)).toBe(200);
    inAWhile(ORPHAN_GRACE_MS + HOUR);
    expect(await t.services.mediaReconcile.reconcile()).toBeGreaterThanOrEqual(1);
    expect(await t.storage.exists(orphan)).toBe(false);
    expect(await served(orphan)).toBe(404);
  });

  it('keeps a file no record names while it is younger than the grace period: its record may be on its way', async () => {
    const young = await store(mediaKey('videos', 'webm'));
    inAWhile(ORPHAN_GRACE_MS - HOUR);
    await t.services.mediaReconcile.reconcile();
    expect(await served(young)).toBe(200);
  });

  it.each(PLACES)('keeps a file, however old, that only $place names', async ({ keys, record }) => {
    const named = await Promise.all(keys().map(store));
    await record(
      t,
      member,
      named.map((key) => `/media/${key}`),
    );
    const orphan = await store(mediaKey('plants'));
    inAWhile(ORPHAN_GRACE_MS + HOUR);
    expect(await t.services.mediaReconcile.reconcile()).toBeGreaterThanOrEqual(1);
    for (const key of named) expect(await t.storage.exists(key), key).toBe(true);
    expect(await t.storage.exists(orphan)).toBe(false);
  });

  it('keeps what an upload through the API stored, the photo and its thumbnail', async () => {
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#3a7d44' } })
      .png()
      .toBuffer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/garden-photos',
      headers: bearer(member.token),
      payload: { image_url: asDataUrl(png, 'image/png') },
    });
    expect(response.statusCode).toBe(201);
    const photo = response.json<{ image_url: string; thumbnail_url: string }>();
    inAWhile(ORPHAN_GRACE_MS + HOUR);
    await t.services.mediaReconcile.reconcile();
    for (const path of [photo.image_url, photo.thumbnail_url])
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(200);
  });

  it('leaves objects outside the media folders alone, however old', async () => {
    const foreign = await store(`exports/${crypto.randomUUID()}.webp`);
    inAWhile(ORPHAN_GRACE_MS + HOUR);
    await t.services.mediaReconcile.reconcile();
    expect(await t.storage.exists(foreign)).toBe(true);
  });

  it.runIf(kind === 'disk')('sweeps a partial write nobody has written to for two minutes, and keeps one still being written', async () => {
    now = new Date();
    const folder = path.join(t.config.DATA_DIR, 'media', 'videos');
    fs.mkdirSync(folder, { recursive: true });
    const abandoned = path.join(folder, `.${crypto.randomUUID()}.webm.${crypto.randomUUID()}.tmp`);
    fs.writeFileSync(abandoned, 'half a reel');
    const before = new Date(now.getTime() - PARTIAL_STALE_MS - 1000);
    fs.utimesSync(abandoned, before, before);
    const body = new PassThrough();
    const key = mediaKey('videos', 'webm');
    const writing = t.storage.putStream(key, body, 'video/webm', 1024);
    body.write('first half, ');

    await t.services.mediaReconcile.sweepUploads();
    expect(fs.existsSync(abandoned)).toBe(false);
    body.end('second half');
    expect(await writing).toBe('first half, second half'.length);
    expect(await served(key)).toBe(200);
  });

  it.runIf(kind === 'disk')(
    "queues its first reconciliation a couple of minutes after start, then each run the next hour's, and the upload sweep every minute",
    async () => {
      const jobKeys = async (name: string) =>
        (
          (await t.database.executeSql(`select singleton_key from pgboss.job where name = $1 and state = 'created'`, [name]))
            .rows as Array<{ singleton_key: string }>
        ).map((row) => row.singleton_key);
      const hour = Math.floor(Date.now() / HOUR) * HOUR + 24 * HOUR;
      const at = (minutes: number) => new Date(hour + minutes * 60_000).toISOString();
      now = new Date(hour + 17.5 * 60_000);

      await t.services.mediaReconcile.schedule();
      expect(await jobKeys('media-reconcile')).toContain(at(20));
      expect(await jobKeys('upload-sweep')).toContain(at(18));

      await t.services.mediaReconcile.runReconcile(at(20));
      expect(await jobKeys('media-reconcile')).toContain(at(60));
      await t.services.mediaReconcile.runUploadSweep(at(18));
      expect(await jobKeys('upload-sweep')).toContain(at(19));
      // A run queued again by another instance, or a later start, waits once.
      await t.services.mediaReconcile.runReconcile(at(20));
      expect((await jobKeys('media-reconcile')).filter((key) => key === at(60))).toHaveLength(1);
    },
  );
});
