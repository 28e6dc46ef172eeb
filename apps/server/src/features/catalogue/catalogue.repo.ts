import { asc, countDistinct, eq } from 'drizzle-orm';
import { cataloguePlants, userPlants } from '../../db/schema/plants';
import type { Database } from '../../platform/db';

export type CatalogueRow = typeof cataloguePlants.$inferSelect;

export async function listCataloguePlants(db: Database): Promise<CatalogueRow[]> {
  return db.select().from(cataloguePlants).orderBy(asc(cataloguePlants.commonName));
}

export async function findCataloguePlant(db: Database, id: string): Promise<CatalogueRow | undefined> {
  const [row] = await db.select().from(cataloguePlants).where(eq(cataloguePlants.id, id)).limit(1);
  return row;
}

/** How many members list each catalogue plant, by catalogue id. */
export async function countListingsByPlant(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ plantId: userPlants.plantId, members: countDistinct(userPlants.userId) })
    .from(userPlants)
    .groupBy(userPlants.plantId);
  return new Map(rows.map((row) => [row.plantId, row.members]));
}
