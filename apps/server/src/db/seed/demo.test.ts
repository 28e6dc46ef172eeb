import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MediaPathSchema, parseSwapPreferences, UsernameSchema } from '@rootshare/contracts/profiles';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth';
import { openDatabase, type DatabaseHandle } from '../../platform/db';
import { createDiskStorage, type DiskStorage } from '../../platform/storage';
import { profiles, users } from '../schema/accounts';
import { DEMO_EMAIL_DOMAIN, DEMO_MEMBERS, DEMO_PASSWORD, demoMemberLocation, seedDemoCommunity } from './demo';


describe('seedDemoCommunity', () => {
  let handle: DatabaseHandle;
  let storage: DiskStorage;
  let dataDir: string;
  let created: number;

  beforeAll(async () => {
    handle = await openDatabase({});
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-demo-seed-'));
    storage = createDiskStorage(dataDir);
    created = await seedDemoCommunity(handle.db, storage);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const members = () =>
    handle.db
      .select({
        username: users.username,
        email: users.email,
        passwordHash: users.passwordHash,
        createdAt: users.createdAt,
        fullName: profiles.fullName,
        bio: profiles.bio,
        location: profiles.location,
        avatarUrl: profiles.avatarUrl,
        swapPreferences: profiles.swapPreferences,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id));

  it('creates at least 12 members across US, CA, GB and AU cities', async () => {
    const rows = await members();
    expect(created).toBeGreaterThanOrEqual(12);
    expect(rows).toHaveLength(created);

    for (const country of ['US', 'CA', 'GB', 'AU'] as const) {
      const locations = DEMO_MEMBERS.filter((m) => m.country === country).map(demoMemberLocation);
      const inCountry = rows.filter((row) => row.location !== null && locations.includes(row.location));
      expect(inCountry.length, `members in ${country}`).toBeGreaterThan(0);
    }
    for (const row of rows) {
      expect(row.username).toMatch(/^[a-z0-9_.]+$/);
      expect(UsernameSchema.safeParse(row.username).success).toBe(true);
      expect(row.email).toBe(`${row.username}@${DEMO_EMAIL_DOMAIN}`);
      expect(row.fullName).toBeTruthy();
      expect(row.bio?.length).toBeGreaterThan(20);
      // City and region — nothing that looks like a street number.
      expect(row.location?.split(', ')).toHaveLength(2);
      expect(row.location).not.toMatch(/\d/);
      expect(parseSwapPreferences(row.swapPreferences)).not.toBeNull();
    }
    expect(new Set(rows.map((row) => row.location?.split(', ')[0])).size).toBeGreaterThanOrEqual(8);
    const joined = rows.map((row) => row.createdAt.getTime());
    expect(Math.max(...joined) - Math.min(...joined)).toBeGreaterThan(60 * 24 * 60 * 60 * 1000);
    expect(Math.max(...joined)).toBeLessThanOrEqual(Date.now());
  });

  it('stores an avatar file for every member', async () => {
    const rows = await members();
    for (const row of rows) {
      const url = MediaPathSchema.parse(row.avatarUrl);
      const key = url.slice('/media/'.length);
      expect(key).toMatch(/^avatars\/.+\.webp$/);
      const file = path.join(storage.root, key);
      expect(fs.existsSync(file), file).toBe(true);
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(256);
      expect(metadata.height).toBe(256);
    }
    expect(fs.readdirSync(path.join(storage.root, 'avatars'))).toHaveLength(rows.length);
  });

  it('does nothing when members already exist', async () => {
    const before = await handle.db.select({ n: count() }).from(users);
    const files = fs.readdirSync(path.join(storage.root, 'avatars')).length;

    await expect(seedDemoCommunity(handle.db, storage)).resolves.toBe(0);

    const after = await handle.db.select({ n: count() }).from(users);
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(fs.readdirSync(path.join(storage.root, 'avatars'))).toHaveLength(files);
  });

  it('lets the demo member sign in with the documented password', async () => {
    const [demo] = await members().where(eq(users.username, 'demo'));
    expect(demo?.fullName).toBe('Demo Gardener');
    expect(await verifyPassword(demo?.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(demo?.passwordHash, 'not-the-password')).toBe(false);
  }, 20_000);
});
