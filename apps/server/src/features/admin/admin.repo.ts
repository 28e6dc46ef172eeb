import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { userPlantRows } from '../user-plants/user-plants.reads';
import { catalogueRows } from '../catalogue/catalogue.reads';
import { memberRows } from '../auth/auth.reads';
import { profileRows } from '../profiles/profiles.reads';
import { postCommentRows, postRows } from '../posts/posts.reads';
import { messageRows } from '../messaging/messaging.reads';
import { meetRows } from '../meets/meets.reads';

// Moderators see reported content whoever wrote it and whether it is hidden, so these reads bypass
// the features' visibility rules on purpose. Hiding and restoring go through the features'
// services, which keep their caches right.

export async function findPostPreviews(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: postRows.id, title: postRows.title, content: postRows.content, media: postRows.media, hiddenAt: postRows.hiddenAt })
    .from(postRows)
    .where(inArray(postRows.id, ids));
}

export async function findCommentPreviews(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: postCommentRows.id,
      content: postCommentRows.content,
      postId: postCommentRows.postId,
      postTitle: postRows.title,
      hiddenAt: postCommentRows.hiddenAt,
      remoteAuthor: postCommentRows.remoteAuthor,
    })
    .from(postCommentRows)
    .innerJoin(postRows, eq(postRows.id, postCommentRows.postId))
    .where(inArray(postCommentRows.id, ids));
}

/** Reported swap meets, hidden or not. */
export async function findMeetPreviews(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: meetRows.id,
      title: meetRows.title,
      description: meetRows.description,
      cover: meetRows.cover,
      hiddenAt: meetRows.hiddenAt,
    })
    .from(meetRows)
    .where(inArray(meetRows.id, ids));
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
    .select({ id: messageRows.id, content: messageRows.content, imageUrl: messageRows.imageUrl, hiddenAt: messageRows.hiddenAt })
    .from(messageRows)
    .where(inArray(messageRows.id, ids));
}

export async function findMemberPreviews(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: memberRows.id,
      username: memberRows.username,
      fullName: profileRows.fullName,
      bio: profileRows.bio,
      avatarUrl: profileRows.avatarUrl,
    })
    .from(memberRows)
    .innerJoin(profileRows, eq(profileRows.id, memberRows.id))
    .where(inArray(memberRows.id, ids));
}

/** A member's account standing. */
export async function findMemberAccount(db: Database, id: string) {
  const [row] = await db
    .select({ id: memberRows.id, username: memberRows.username, role: memberRows.role, suspendedAt: memberRows.suspendedAt })
    .from(memberRows)
    .where(eq(memberRows.id, id))
    .limit(1);
  return row;
}

/** A member by username in any letter case, with their role. */
export async function findMemberByUsername(db: Database, username: string) {
  const [row] = await db
    .select({ id: memberRows.id, username: memberRows.username, role: memberRows.role })
    .from(memberRows)
    .where(eq(sql`lower(${memberRows.username})`, username.toLowerCase()))
    .limit(1);
  return row;
}
