import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema/accounts';
import { mediaFiles, uploadSlots, userPlants } from '../../db/schema/plants';
import type { Database } from '../../platform/db';

export type MediaRow = typeof mediaFiles.$inferSelect;
export type UploadSlotRow = typeof uploadSlots.$inferSelect;

export async function insertMediaFile(db: Database, values: { ownerId: string; key: string; thumbnailKey?: string; width?: number; height?: number }): Promise<MediaRow> {
  const [row] = await db.insert(mediaFiles).values(values).returning();
  if (!row) throw new Error('insert returned no media row');
  return row;
}

export async function findMediaByKeys(db: Database, keys: string[]): Promise<MediaRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(mediaFiles).where(inArray(mediaFiles.key, keys));
}

/**
 * Of these public paths, the ones a profile (avatar, banner) or a plant still shows: the only places
 * a stored image is used again (by path) rather than stored anew.
 */
export async function findReferencedUrls(db: Database, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const wanted = sql`${sql.param(urls)}::text[]`;
  const [onProfiles, onPlants] = await Promise.all([
    db
      .select({ avatar: profiles.avatarUrl, banner: profiles.bannerImageUrl })
      .from(profiles)
      .where(sql`${profiles.avatarUrl} = any(${wanted}) or ${profiles.bannerImageUrl} = any(${wanted})`),
    db
      .select({ url: sql<string>`image->>'url'`, thumbnailUrl: sql<string>`image->>'thumbnailUrl'` })
      .from(sql`${userPlants}, jsonb_array_elements(${userPlants.images}) as image`)
      .where(sql`image->>'url' = any(${wanted}) or image->>'thumbnailUrl' = any(${wanted})`),
  ]);
  return new Set([...onProfiles.flatMap((row) => [row.avatar, row.banner]), ...onPlants.flatMap((row) => [row.url, row.thumbnailUrl])].filter((url): url is string => url !== null));
}

/** Deletes media records by key and answers the thumbnail keys they named. */
export async function deleteMediaByKeys(db: Database, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.delete(mediaFiles).where(inArray(mediaFiles.key, keys)).returning({ thumbnailKey: mediaFiles.thumbnailKey });
  return rows.flatMap((row) => (row.thumbnailKey ? [row.thumbnailKey] : []));
}

/** The storage keys of a member's media (files and thumbnails) and the ids of their uncommitted upload slots. */
export async function findOwnerFiles(db: Database, ownerId: string): Promise<{ keys: string[]; openSlotIds: string[] }> {
  const [media, slots] = await Promise.all([
    db.select({ key: mediaFiles.key, thumbnailKey: mediaFiles.thumbnailKey }).from(mediaFiles).where(eq(mediaFiles.ownerId, ownerId)),
    db.select({ id: uploadSlots.id }).from(uploadSlots).where(and(eq(uploadSlots.ownerId, ownerId), ne(uploadSlots.status, 'committed'))),
  ]);
  return { keys: media.flatMap((row) => (row.thumbnailKey ? [row.key, row.thumbnailKey] : [row.key])), openSlotIds: slots.map((slot) => slot.id) };
}

export async function insertUploadSlot(db: Database, ownerId: string, expiresAt: Date): Promise<UploadSlotRow> {
  const [row] = await db.insert(uploadSlots).values({ ownerId, expiresAt }).returning();
  if (!row) throw new Error('insert returned no upload slot');
  return row;
}

/** The caller's live slot in the given state, or nothing. */
export async function findLiveSlot(db: Database, id: string, ownerId: string, status: UploadSlotRow['status']): Promise<UploadSlotRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadSlots)
    .where(and(eq(uploadSlots.id, id), eq(uploadSlots.ownerId, ownerId), eq(uploadSlots.status, status), gt(uploadSlots.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

/** Moves a slot from one state to the next; false when another request got there first. */
export async function advanceSlot(db: Database, id: string, from: UploadSlotRow['status'], to: UploadSlotRow['status']): Promise<boolean> {
  const rows = await db
    .update(uploadSlots)
    .set({ status: to })
    .where(and(eq(uploadSlots.id, id), eq(uploadSlots.status, from)))
    .returning({ id: uploadSlots.id });
  return rows.length === 1;
}

/** Deletes every slot past its expiry and answers their ids; a committed slot's file is already gone. */
export async function deleteExpiredSlots(db: Database): Promise<string[]> {
  const rows = await db.delete(uploadSlots).where(lt(uploadSlots.expiresAt, sql`now()`)).returning({ id: uploadSlots.id });
  return rows.map((row) => row.id);
}
