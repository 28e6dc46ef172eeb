import { and, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { mediaFiles, uploadSlots } from '../../db/schema/uploads';
import { selectRows, type Database } from '../../platform/db';
import { userPlantRows } from '../user-plants/user-plants.reads';
import { profileRows } from '../profiles/profiles.reads';
import { postRows } from '../posts/posts.reads';
import { messageRows } from '../messaging/messaging.reads';
import { meetRows } from '../meets/meets.reads';
import { gardenPhotoRows } from '../garden-photos/garden-photos.reads';

export type MediaRow = typeof mediaFiles.$inferSelect;
export type UploadSlotRow = typeof uploadSlots.$inferSelect;

export async function insertMediaFile(
  db: Database,
  values: { ownerId: string; key: string; thumbnailKey?: string; width?: number; height?: number },
): Promise<MediaRow> {
  const [row] = await db.insert(mediaFiles).values(values).returning();
  if (!row) throw new Error('insert returned no media row');
  return row;
}

export async function findMediaByKeys(db: Database, keys: string[]): Promise<MediaRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(mediaFiles).where(inArray(mediaFiles.key, keys));
}

// Where a stored file's public path (`url`, an SQL expression) may be shown, each an indexed lookup.
const onProfiles = (url: SQL) => sql`(exists (select 1 from ${profileRows} where ${profileRows.avatarUrl} = ${url})
  or exists (select 1 from ${profileRows} where ${profileRows.bannerImageUrl} = ${url}))`;
const onPlants = (
  url: SQL,
) => sql`exists (select 1 from ${userPlantRows} where ${userPlantRows.images} @> jsonb_build_array(jsonb_build_object('url', ${url}))
  or ${userPlantRows.images} @> jsonb_build_array(jsonb_build_object('thumbnailUrl', ${url})))`;
const onPosts = (
  url: SQL,
) => sql`exists (select 1 from ${postRows} where ${postRows.media} @> jsonb_build_object('files', jsonb_build_array(${url}))
  or ${postRows.media} @> jsonb_build_object('url', ${url}) or ${postRows.media} @> jsonb_build_object('thumbnailUrl', ${url}))`;
const inGardens = (url: SQL) =>
  sql`exists (select 1 from ${gardenPhotoRows} where ${gardenPhotoRows.imageUrl} = ${url} or ${gardenPhotoRows.thumbnailUrl} = ${url})`;
const inMessages = (url: SQL) => sql`exists (select 1 from ${messageRows} where ${messageRows.imageUrl} = ${url})`;
const onMeets = (url: SQL) =>
  sql`exists (select 1 from ${meetRows} where ${meetRows.cover} @> jsonb_build_object('url', ${url}) or ${meetRows.cover} @> jsonb_build_object('thumbnailUrl', ${url}))`;

/**
 * Of these public paths, the ones a profile (avatar, banner) or a plant still shows: the only places
 * a stored image is used again (by path) rather than stored anew.
 */
export async function findReferencedUrls(db: Database, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const url = sql`candidate.url`;
  const rows = await selectRows<{ url: string }>(
    db,
    sql`select candidate.url from unnest(${sql.param(urls)}::text[]) as candidate(url) where ${onProfiles(url)} or ${onPlants(url)}`,
  );
  return new Set(rows.map((row) => row.url));
}

/** A stored file as the reconciler asks about it: its key, its public path, and the upload slot it belongs to, if any. */
export interface StoredFileRef {
  key: string;
  url: string;
  slotId: string | null;
}

/**
 * Of these stored files, the keys some record names: a media record (file or thumbnail), a live or
 * expired upload slot, or any place that shows a stored file (profiles, plants, posts, garden photos,
 * messages, meets). One statement, each place an indexed lookup per file.
 */
export async function findReferencedKeys(db: Database, files: StoredFileRef[]): Promise<Set<string>> {
  if (files.length === 0) return new Set();
  const url = sql`candidate.url`;
  const rows = await selectRows<{ key: string }>(
    db,
    sql`select candidate.key
          from unnest(${sql.param(files.map((file) => file.key))}::text[], ${sql.param(files.map((file) => file.url))}::text[], ${sql.param(files.map((file) => file.slotId))}::uuid[])
            as candidate(key, url, slot_id)
         where exists (select 1 from ${mediaFiles} where ${mediaFiles.key} = candidate.key)
            or exists (select 1 from ${mediaFiles} where ${mediaFiles.thumbnailKey} = candidate.key)
            or exists (select 1 from ${uploadSlots} where ${uploadSlots.id} = candidate.slot_id)
            or ${onProfiles(url)} or ${onPlants(url)} or ${onPosts(url)} or ${inGardens(url)} or ${inMessages(url)} or ${onMeets(url)}`,
  );
  return new Set(rows.map((row) => row.key));
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
    db
      .select({ id: uploadSlots.id })
      .from(uploadSlots)
      .where(and(eq(uploadSlots.ownerId, ownerId), ne(uploadSlots.status, 'committed'))),
  ]);
  return {
    keys: media.flatMap((row) => (row.thumbnailKey ? [row.key, row.thumbnailKey] : [row.key])),
    openSlotIds: slots.map((slot) => slot.id),
  };
}

export async function insertUploadSlot(db: Database, ownerId: string, expiresAt: Date): Promise<UploadSlotRow> {
  const [row] = await db.insert(uploadSlots).values({ ownerId, expiresAt }).returning();
  if (!row) throw new Error('insert returned no upload slot');
  return row;
}

/** The caller's live slot in the given state, or nothing. */
export async function findLiveSlot(
  db: Database,
  id: string,
  ownerId: string,
  status: UploadSlotRow['status'],
): Promise<UploadSlotRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadSlots)
    .where(
      and(eq(uploadSlots.id, id), eq(uploadSlots.ownerId, ownerId), eq(uploadSlots.status, status), gt(uploadSlots.expiresAt, sql`now()`)),
    )
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
  const rows = await db
    .delete(uploadSlots)
    .where(lt(uploadSlots.expiresAt, sql`now()`))
    .returning({ id: uploadSlots.id });
  return rows.map((row) => row.id);
}
