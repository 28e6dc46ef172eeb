import { and, desc, eq } from 'drizzle-orm';
import { wishlistItems } from '../../db/schema/wishlist';
import type { Database } from '../../platform/db';
import { cataloguePlantFields, catalogueRows } from '../catalogue/catalogue.reads';

const selectItems = (db: Database) =>
  db
    .select({
      item: {
        id: wishlistItems.id,
        userId: wishlistItems.userId,
        plantId: wishlistItems.plantId,
        notes: wishlistItems.notes,
        createdAt: wishlistItems.createdAt,
      },
      catalogue: cataloguePlantFields,
    })
    .from(wishlistItems)
    .innerJoin(catalogueRows, eq(catalogueRows.id, wishlistItems.plantId));

export type WishlistRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

export async function listWishlist(db: Database, userId: string): Promise<WishlistRow[]> {
  return selectItems(db).where(eq(wishlistItems.userId, userId)).orderBy(desc(wishlistItems.createdAt)).limit(500);
}

export async function findWishlistItem(db: Database, id: string): Promise<WishlistRow | undefined> {
  const [row] = await selectItems(db).where(eq(wishlistItems.id, id)).limit(1);
  return row;
}

export async function insertWishlistItem(db: Database, values: { userId: string; plantId: string; notes: string | null }): Promise<string> {
  const [row] = await db.insert(wishlistItems).values(values).returning({ id: wishlistItems.id });
  if (!row) throw new Error('insert returned no wishlist item');
  return row.id;
}

export async function updateWishlistNotes(db: Database, id: string, userId: string, notes: string | null): Promise<void> {
  await db
    .update(wishlistItems)
    .set({ notes })
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)));
}

export async function deleteWishlistItem(db: Database, id: string, userId: string): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)));
}
