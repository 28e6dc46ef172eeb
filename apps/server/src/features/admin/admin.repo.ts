import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { meets } from '../../db/schema/meets';
import { messages } from '../../db/schema/messaging';
import { postComments, posts } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db';
import { userPlantRows } from '../user-plants/user-plants.reads';
import { catalogueRows } from '../catalogue/catalogue.reads';

// Moderators see reported content whoever wrote it and whether it is hidden, so these reads bypass
// the features' visibility rules on purpose. Hiding and restoring go through the features'
// services, which keep their caches right.

export async function findPostPreviews(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: posts.id, title: posts.title, content: posts.content, media: posts.media, hiddenAt: posts.hiddenAt })
    .from(posts)
    .where(inArray(posts.id, ids));
}

export async function findCommentPreviews(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: postComments.id,
      content: postComments.content,
      postId: postComments.postId,
      postTitle: posts.title,
      hiddenAt: postComments.hiddenAt,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(inArray(postComments.id, ids));
}

/** Reported swap meets, hidden or not. */
export async function findMeetPreviews(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: meets.id, title: meets.title, description: meets.description, cover: meets.cover, hiddenAt: meets.hiddenAt })
    .from(meets)
    .where(inArray(meets.id, ids));
}

export async function findPlantPreviews(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: userPlantRows.id,
      customName: userPlantRows.customName,
      commonName: catalogueRows.commonName,
      catalogueImageUrl: catalogueRows.imageUrl,
      notes: userPlantRows.notes,
      images: userPlantRows.images,
      hiddenAt: userPlantRows.hiddenAt,
    })
    .from(userPlantRows)
    .innerJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId))
    .where(inArray(userPlantRows.id, ids));
}

export async function findMessagePreviews(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: messages.id, content: messages.content, imageUrl: messages.imageUrl, hiddenAt: messages.hiddenAt })
    .from(messages)
    .where(inArray(messages.id, ids));
}

export async function findMemberPreviews(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username, fullName: profiles.fullName, bio: profiles.bio, avatarUrl: profiles.avatarUrl })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, ids));
}

/** A member's account standing. */
export async function findMemberAccount(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, role: users.role, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Suspends a member (keeping the first time) or lifts the suspension. */
export async function setMemberSuspendedRow(db: Database, id: string, suspended: boolean): Promise<void> {
  await db
    .update(users)
    .set({ suspendedAt: suspended ? sql`coalesce(${users.suspendedAt}, now())` : null })
    .where(eq(users.id, id));
}

/** A member by username in any letter case, with their role. */
export async function findMemberByUsername(db: Database, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row;
}

export async function setMemberRole(db: Database, id: string, role: 'member' | 'admin'): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}
