import { and, asc, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import { profiles, users } from '../../db/schema/accounts';
import { cataloguePhotoOffers, cataloguePlants, userPlants } from '../../db/schema/plants';
import type { Database } from '../../platform/db';
import { PLANT_PHOTO_PATH } from '@rootshare/contracts/catalogue-photo-sizes';
import type { MemberPhoto } from './catalogue.presenter';

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

/**
 * Each species' earliest standing offer (ADR 0056), for species without a photo of their own: the
 * offer not removed by a moderator, its photo still on its plant, the plant not hidden and its
 * owner not suspended.
 */
export async function listMemberPhotos(db: Database): Promise<MemberPhoto[]> {
  return db
    .selectDistinctOn([cataloguePhotoOffers.plantId], {
      offerId: cataloguePhotoOffers.id,
      plantId: cataloguePhotoOffers.plantId,
      userPlantId: cataloguePhotoOffers.userPlantId,
      userId: cataloguePhotoOffers.userId,
      name: sql<string>`coalesce(nullif(btrim(${profiles.fullName}), ''), ${users.username})`,
      url: cataloguePhotoOffers.imageUrl,
    })
    .from(cataloguePhotoOffers)
    .innerJoin(cataloguePlants, eq(cataloguePlants.id, cataloguePhotoOffers.plantId))
    .innerJoin(userPlants, eq(userPlants.id, cataloguePhotoOffers.userPlantId))
    .innerJoin(users, eq(users.id, cataloguePhotoOffers.userId))
    .innerJoin(profiles, eq(profiles.id, cataloguePhotoOffers.userId))
    .where(
      and(
        isNull(cataloguePhotoOffers.removedAt),
        sql`(${cataloguePlants.imageUrl} is null or ${cataloguePlants.imageUrl} not like ${`${PLANT_PHOTO_PATH}%`})`,
        eq(userPlants.plantId, cataloguePhotoOffers.plantId),
        isNull(userPlants.hiddenAt),
        sql`${userPlants.images} @> jsonb_build_array(jsonb_build_object('url', ${cataloguePhotoOffers.imageUrl}))`,
        isNull(users.suspendedAt),
      ),
    )
    .orderBy(cataloguePhotoOffers.plantId, asc(cataloguePhotoOffers.offeredAt), asc(cataloguePhotoOffers.id));
}
