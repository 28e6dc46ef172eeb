import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { cataloguePhotoOffers, userPlants } from '../../db/schema/user-plants';
import type { Database } from '../../platform/db';
import { catalogueRows } from '../catalogue/catalogue.reads';
import { memberRows } from '../auth/auth.reads';

export type OfferRow = Pick<typeof cataloguePhotoOffers.$inferSelect, 'imageUrl' | 'offeredAt' | 'removedAt'>;

/** The plant's offers, standing and removed, oldest first. */
export async function listOffersOfPlant(db: Database, userPlantId: string): Promise<OfferRow[]> {
  return db
    .select({
      imageUrl: cataloguePhotoOffers.imageUrl,
      offeredAt: cataloguePhotoOffers.offeredAt,
      removedAt: cataloguePhotoOffers.removedAt,
    })
    .from(cataloguePhotoOffers)
    .where(eq(cataloguePhotoOffers.userPlantId, userPlantId))
    .orderBy(asc(cataloguePhotoOffers.offeredAt), asc(cataloguePhotoOffers.id));
}

/** Offers one photo of a plant; an offer already made (standing or removed) is left as it is. */
export async function insertOffer(
  db: Database,
  offer: { userPlantId: string; userId: string; plantId: string; imageUrl: string },
): Promise<OfferRow> {
  await db.insert(cataloguePhotoOffers).values(offer).onConflictDoNothing();
  const [row] = await db
    .select({
      imageUrl: cataloguePhotoOffers.imageUrl,
      offeredAt: cataloguePhotoOffers.offeredAt,
      removedAt: cataloguePhotoOffers.removedAt,
    })
    .from(cataloguePhotoOffers)
    .where(and(eq(cataloguePhotoOffers.userPlantId, offer.userPlantId), eq(cataloguePhotoOffers.imageUrl, offer.imageUrl)));
  if (!row) throw new Error('offer insert left no row');
  return row;
}

/** Withdraws a standing offer of one photo; false when it was not offered (or a moderator removed it). */
export async function deleteStandingOffer(db: Database, userPlantId: string, imageUrl: string): Promise<boolean> {
  const rows = await db
    .delete(cataloguePhotoOffers)
    .where(
      and(
        eq(cataloguePhotoOffers.userPlantId, userPlantId),
        eq(cataloguePhotoOffers.imageUrl, imageUrl),
        isNull(cataloguePhotoOffers.removedAt),
      ),
    )
    .returning({ id: cataloguePhotoOffers.id });
  return rows.length > 0;
}

/** Every offer of a photo that left its plant, removed ones too: the photo is gone. */
export async function deleteOffersOfImage(db: Database, userPlantId: string, imageUrl: string): Promise<number> {
  const rows = await db
    .delete(cataloguePhotoOffers)
    .where(and(eq(cataloguePhotoOffers.userPlantId, userPlantId), eq(cataloguePhotoOffers.imageUrl, imageUrl)))
    .returning({ id: cataloguePhotoOffers.id });
  return rows.length;
}

/** Standing offers as moderators review them, newest first. */
export async function listStandingOffers(db: Database, limit: number) {
  return db
    .select({
      id: cataloguePhotoOffers.id,
      imageUrl: cataloguePhotoOffers.imageUrl,
      images: userPlants.images,
      species: catalogueRows.commonName,
      plantId: cataloguePhotoOffers.plantId,
      username: memberRows.username,
      userPlantId: cataloguePhotoOffers.userPlantId,
      offeredAt: cataloguePhotoOffers.offeredAt,
    })
    .from(cataloguePhotoOffers)
    .innerJoin(catalogueRows, eq(catalogueRows.id, cataloguePhotoOffers.plantId))
    .innerJoin(userPlants, eq(userPlants.id, cataloguePhotoOffers.userPlantId))
    .innerJoin(memberRows, eq(memberRows.id, cataloguePhotoOffers.userId))
    .where(isNull(cataloguePhotoOffers.removedAt))
    .orderBy(desc(cataloguePhotoOffers.offeredAt), desc(cataloguePhotoOffers.id))
    .limit(limit);
}

/** A moderator takes a standing offer out of the catalogue; false when there is no such standing offer. */
export async function markOfferRemoved(db: Database, id: string, moderatorId: string): Promise<boolean> {
  const rows = await db
    .update(cataloguePhotoOffers)
    .set({ removedAt: new Date(), removedBy: moderatorId })
    .where(and(eq(cataloguePhotoOffers.id, id), isNull(cataloguePhotoOffers.removedAt)))
    .returning({ id: cataloguePhotoOffers.id });
  return rows.length > 0;
}
