import { asc, eq } from 'drizzle-orm';
import { cataloguePlants } from '../../db/schema/plants';
import type { Database } from '../../platform/db';

export type CatalogueRow = typeof cataloguePlants.$inferSelect;


export async function listCataloguePlants(db: Database): Promise<CatalogueRow[]> {
  return db.select().from(cataloguePlants).orderBy(asc(cataloguePlants.commonName));
}

export async function findCataloguePlant(db: Database, id: string): Promise<CatalogueRow | undefined> {
  const [row] = await db.select().from(cataloguePlants).where(eq(cataloguePlants.id, id)).limit(1);
  return row;
}
