import { and, asc, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import { cataloguePlants } from '../../db/schema/catalogue';
import type { Database } from '../../platform/db';
import { PLANT_PHOTO_PATH } from '@rootshare/contracts/catalogue-photo-sizes';
import type { MemberPhoto } from './catalogue.presenter';
import { cataloguePhotoOfferRows, userPlantRows } from '../user-plants/user-plants.reads';
import { memberRows } from '../auth/auth.reads';
import { profileRows } from '../profiles/profiles.reads';

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
    .select({ plantId: userPlantRows.plantId, members: countDistinct(userPlantRows.userId) })
    .from(userPlantRows)
    .groupBy(userPlantRows.plantId);
  return new Map(rows.map((row) => [row.plantId, row.members]));
}

/**
 * Each species' earliest standing offer (ADR 0056), for species without a photo of their own: the
 * offer not removed by a moderator, its photo still on its plant, the plant not hidden and its
 * owner not suspended.
 */
export async function listMemberPhotos(db: Database): Promise<MemberPhoto[]> {
  return db
    .selectDistinctOn([cataloguePhotoOfferRows.plantId], {
      offerId: cataloguePhotoOfferRows.id,
      plantId: cataloguePhotoOfferRows.plantId,
      userPlantId: cataloguePhotoOfferRows.userPlantId,
      userId: cataloguePhotoOfferRows.userId,
      name: sql<string>`coalesce(nullif(btrim(${profileRows.fullName}), ''), ${memberRows.username})`,
      url: cataloguePhotoOfferRows.imageUrl,
    })
    .from(cataloguePhotoOfferRows)
    .innerJoin(cataloguePlants, eq(cataloguePlants.id, cataloguePhotoOfferRows.plantId))
    .innerJoin(userPlantRows, eq(userPlantRows.id, cataloguePhotoOfferRows.userPlantId))
    .innerJoin(memberRows, eq(memberRows.id, cataloguePhotoOfferRows.userId))
    .innerJoin(profileRows, eq(profileRows.id, cataloguePhotoOfferRows.userId))
    .where(
      and(
        isNull(cataloguePhotoOfferRows.removedAt),
        sql`(${cataloguePlants.imageUrl} is null or ${cataloguePlants.imageUrl} not like ${`${PLANT_PHOTO_PATH}%`})`,
        eq(userPlantRows.plantId, cataloguePhotoOfferRows.plantId),
        isNull(userPlantRows.hiddenAt),
        sql`${userPlantRows.images} @> jsonb_build_array(jsonb_build_object('url', ${cataloguePhotoOfferRows.imageUrl}))`,
        isNull(memberRows.suspendedAt),
      ),
    )
    .orderBy(cataloguePhotoOfferRows.plantId, asc(cataloguePhotoOfferRows.offeredAt), asc(cataloguePhotoOfferRows.id));
}
