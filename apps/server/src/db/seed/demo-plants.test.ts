import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { presentCataloguePlant } from '../../features/catalogue/catalogue.presenter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../platform/db';
import { createDiskStorage } from '../../platform/storage';
import { users } from '../schema/accounts';
import { cataloguePlants } from '../schema/catalogue';
import { userPlants } from '../schema/user-plants';
import { importCatalogue } from './catalogue';
import { seedDemoCommunity } from './demo';
import { DEMO_PLANTS } from './demo-plants';

let handle: DatabaseHandle;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-demo-plants-'));
beforeAll(async () => {
  handle = await openDatabase({});
  await importCatalogue(handle.db);
  await seedDemoCommunity(handle.db, createDiskStorage(mediaDir));
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('the demo community plants', () => {
  it('gives every demo member the plants listed for them', async () => {
    const [total] = await handle.db.select({ n: count() }).from(userPlants);
    const expected = Object.values(DEMO_PLANTS).reduce((sum, plants) => sum + plants.length, 0);
    expect(total?.n).toBe(expected);
    const perMember = await handle.db
      .select({ username: users.username, n: count() })
      .from(userPlants)
      .innerJoin(users, eq(users.id, userPlants.userId))
      .groupBy(users.username);
    expect(perMember.length).toBe(Object.keys(DEMO_PLANTS).length);
  });

  it('keeps one of the demo account plants out of swaps, so the private collection shows', async () => {
    const rows = await handle.db
      .select({ available: userPlants.availableForSwap })
      .from(userPlants)
      .innerJoin(users, eq(users.id, userPlants.userId))
      .where(eq(users.username, 'demo'));
    expect(rows.some((r) => !r.available)).toBe(true);
    expect(rows.some((r) => r.available)).toBe(true);
  });

  it('dates the pest-free confirmation of every listed demo plant, and of no plant kept in a collection', async () => {
    const rows = await handle.db
      .select({ available: userPlants.availableForSwap, confirmedAt: userPlants.pestFreeConfirmedAt })
      .from(userPlants);
    expect(rows.filter((row) => row.available).every((row) => row.confirmedAt instanceof Date)).toBe(true);
    expect(rows.filter((row) => !row.available).every((row) => row.confirmedAt === null)).toBe(true);
  });

  it("gives most demo listings a real photo: their species' catalogue photo, credited", async () => {
    const rows = await handle.db
      .select({ catalogue: cataloguePlants })
      .from(userPlants)
      .innerJoin(cataloguePlants, eq(cataloguePlants.id, userPlants.plantId));
    const shown = rows.map((row) => presentCataloguePlant(row.catalogue));
    const photographed = shown.filter((plant) => plant.image_url?.startsWith('/api/plant-photos/'));
    expect(photographed.length / shown.length).toBeGreaterThan(0.55);
    expect(
      photographed.every(
        (plant) => plant.image_credit?.author && plant.image_credit.licence && plant.image_credit.source_url.startsWith('https://'),
      ),
    ).toBe(true);
    // The rest show a drawing: their species' own, or their category's.
    expect(
      shown
        .filter((plant) => !plant.image_credit)
        .every(
          (plant) => plant.image_url?.startsWith('/api/placeholder-image?category=') || plant.image_url?.startsWith('/api/plant-drawings/'),
        ),
    ).toBe(true);
  });
});
