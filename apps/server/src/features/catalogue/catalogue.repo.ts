import { asc, eq } from 'drizzle-orm';
import { cataloguePlants } from '../../db/schema/plants';
import type { Database } from '../../platform/db';

export type CatalogueRow = typeof cataloguePlants.$inferSelect;

const columns = {
  id: cataloguePlants.id,
  slug: cataloguePlants.slug,
  commonName: cataloguePlants.commonName,
  scientificName: cataloguePlants.scientificName,
  description: cataloguePlants.description,
  category: cataloguePlants.category,
  careLevel: cataloguePlants.careLevel,
  lightRequirements: cataloguePlants.lightRequirements,
  waterRequirements: cataloguePlants.waterRequirements,
  imageUrl: cataloguePlants.imageUrl,
  source: cataloguePlants.source,
};

export async function listCataloguePlants(db: Database): Promise<CatalogueRow[]> {
  return db.select(columns).from(cataloguePlants).orderBy(asc(cataloguePlants.commonName));
}

export async function findCataloguePlant(db: Database, id: string): Promise<CatalogueRow | undefined> {
  const [row] = await db.select(columns).from(cataloguePlants).where(eq(cataloguePlants.id, id)).limit(1);
  return row;
}
