import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { type StoredImage, userPlants } from '../../db/schema/user-plants';
import { userPlantDetailColumns, userPlantRows } from './user-plants.reads';
import type { Database } from '../../platform/db';
import { setHiddenAt } from '../../platform/hidden';
import { catalogueRows } from '../catalogue/catalogue.reads';
import { memberRows } from '../auth/auth.reads';
import { profileRows } from '../profiles/profiles.reads';

const selectDetails = (db: Database) =>
  db
    .select(userPlantDetailColumns)
    .from(userPlantRows)
    .innerJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId))
    .innerJoin(memberRows, eq(memberRows.id, userPlantRows.userId))
    .innerJoin(profileRows, eq(profileRows.id, userPlantRows.userId));

export type UserPlantDetailRow = Awaited<ReturnType<ReturnType<typeof selectDetails>['execute']>>[number];

/**
 * Reads one plant with its catalogue entry and owner. The hottest read in the app, so it is a named
 * prepared statement: each pooled connection parses and plans it once, then only binds the id.
 */
export function prepareUserPlantDetail(db: Database): (id: string) => Promise<UserPlantDetailRow | undefined> {
  const statement = selectDetails(db)
    .where(eq(userPlantRows.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_plant_detail');
  return async (id) => {
    const [row] = await statement.execute({ id });
    return row;
  };
}

/**
 * A member's plants, newest first: all of them for their owner, otherwise only those available
 * for swap and not hidden by a moderator.
 */
export async function listUserPlantDetails(db: Database, userId: string, forOwner: boolean): Promise<UserPlantDetailRow[]> {
  const conditions: SQL[] = [eq(userPlantRows.userId, userId)];
  if (!forOwner) conditions.push(eq(userPlantRows.availableForSwap, true), isNull(userPlantRows.hiddenAt));
  return selectDetails(db)
    .where(and(...conditions))
    .orderBy(desc(userPlantRows.createdAt), desc(userPlantRows.id))
    .limit(500);
}

export async function insertUserPlant(db: Database, values: typeof userPlants.$inferInsert): Promise<string> {
  const [row] = await db.insert(userPlants).values(values).returning({ id: userPlants.id });
  if (!row) throw new Error('insert returned no plant');
  return row.id;
}

export async function updateUserPlantRow(db: Database, id: string, changes: Partial<typeof userPlants.$inferInsert>): Promise<void> {
  await db
    .update(userPlants)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(userPlants.id, id));
}

/** Hides a plant or restores it; false when there is no such plant. */
export const setUserPlantHiddenRow = (db: Database, id: string, hidden: boolean): Promise<boolean> =>
  setHiddenAt(db, userPlants, id, hidden);

export async function deleteUserPlantRow(db: Database, id: string): Promise<void> {
  await db.delete(userPlants).where(eq(userPlants.id, id));
}

/**
 * Changes a plant's image list under a row lock, so concurrent adds cannot pass the limit.
 * change answers the new list, or null to leave it; answers the list before and after.
 */
export async function changeImagesLocked(
  db: Database,
  id: string,
  change: (images: StoredImage[]) => StoredImage[] | null,
): Promise<{ before: StoredImage[]; after: StoredImage[] } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ images: userPlants.images }).from(userPlants).where(eq(userPlants.id, id)).for('update');
    if (!row) return undefined;
    const next = change(row.images);
    if (next === null) return { before: row.images, after: row.images };
    await tx
      .update(userPlants)
      .set({ images: next, updatedAt: sql`now()` })
      .where(eq(userPlants.id, id));
    return { before: row.images, after: next };
  });
}
