import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { gardenPhotos } from '../../db/schema/garden-photos';
import type { Database } from '../../platform/db';
import type { KeysetPosition } from '../../platform/cursor';

export type GardenPhotoRow = typeof gardenPhotos.$inferSelect;

const selectPhotos = (db: Database) =>
  db.select({ photo: gardenPhotos, cursorAt: sql<string>`${gardenPhotos.createdAt}::text` }).from(gardenPhotos);
export type GardenPhotoListRow = Awaited<ReturnType<ReturnType<typeof selectPhotos>['execute']>>[number];

/** A member's photos newest first, after the cursor when given; up to limit + 1. */
export async function listGardenPhotos(
  db: Database,
  userId: string,
  after: KeysetPosition | undefined,
  limit: number,
): Promise<GardenPhotoListRow[]> {
  const conditions: SQL[] = [eq(gardenPhotos.userId, userId)];
  if (after) conditions.push(sql`(${gardenPhotos.createdAt}, ${gardenPhotos.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  return selectPhotos(db)
    .where(and(...conditions))
    .orderBy(desc(gardenPhotos.createdAt), desc(gardenPhotos.id))
    .limit(limit + 1);
}

export async function countGardenPhotos(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gardenPhotos).where(eq(gardenPhotos.userId, userId));
  return row?.n ?? 0;
}

export async function insertGardenPhoto(db: Database, values: typeof gardenPhotos.$inferInsert): Promise<GardenPhotoRow> {
  const [row] = await db.insert(gardenPhotos).values(values).returning();
  if (!row) throw new Error('insert returned no garden photo');
  return row;
}

export async function findGardenPhoto(db: Database, id: string): Promise<GardenPhotoRow | undefined> {
  const [row] = await db.select().from(gardenPhotos).where(eq(gardenPhotos.id, id)).limit(1);
  return row;
}

/** Sets a photo's description; the updated row, or undefined when it is gone. */
export async function describeGardenPhotoRow(db: Database, id: string, description: string | null): Promise<GardenPhotoRow | undefined> {
  const [row] = await db.update(gardenPhotos).set({ description }).where(eq(gardenPhotos.id, id)).returning();
  return row;
}

export async function deleteGardenPhotoRow(db: Database, id: string): Promise<void> {
  await db.delete(gardenPhotos).where(eq(gardenPhotos.id, id));
}
