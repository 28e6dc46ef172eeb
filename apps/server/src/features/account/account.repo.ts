import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/accounts';
import { blocks } from '../../db/schema/blocks';
import { calendarFeeds } from '../../db/schema/calendar';
import { gardenPhotos } from '../../db/schema/garden-photos';
import { meetBringing, meetRsvps, meets } from '../../db/schema/meets';
import { conversations, messages } from '../../db/schema/messaging';
import { notifications } from '../../db/schema/notifications';
import { postComments, postLikes, posts } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import { reports } from '../../db/schema/reports';
import { reviews, swapRequestPlants, swapRequests } from '../../db/schema/swaps';
import { cataloguePhotoOffers } from '../../db/schema/user-plants';
import { wishlistItems } from '../../db/schema/wishlist';
import type { Database } from '../../platform/db';
import { userPlantRowColumns, userPlantRows } from '../user-plants/user-plants.reads';
import { catalogueRows } from '../catalogue/catalogue.reads';

/** What a password check needs: the hash, and the username for the messages around it. */
export async function findCredentials(
  db: Database,
  userId: string,
): Promise<{ username: string; email: string; passwordHash: string } | undefined> {
  const [row] = await db
    .select({ username: users.username, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export type SessionRow = typeof sessions.$inferSelect;

/** The member's live sessions, newest first, at most limit. */
export async function listLiveSessions(db: Database, userId: string, limit: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}

const inConversation = (userId: string) => or(eq(conversations.memberLow, userId), eq(conversations.memberHigh, userId));

async function selectConversations(db: Database, userId: string) {
  const threads = await db
    .select()
    .from(conversations)
    .where(inConversation(userId))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  const ids = threads.map((thread) => thread.id);
  const rows =
    ids.length === 0
      ? []
      : await db.select().from(messages).where(inArray(messages.conversationId, ids)).orderBy(asc(messages.createdAt), asc(messages.id));
  return { threads, messages: rows };
}

async function selectSwaps(db: Database, userId: string) {
  const swaps = await db
    .select()
    .from(swapRequests)
    .where(or(eq(swapRequests.requesterId, userId), eq(swapRequests.recipientId, userId)))
    .orderBy(asc(swapRequests.createdAt), asc(swapRequests.id));
  const ids = swaps.map((swap) => swap.id);
  const plants =
    ids.length === 0
      ? []
      : await db
          .select({ swapRequestId: swapRequestPlants.swapRequestId, plantId: swapRequestPlants.userPlantId, ownerId: userPlantRows.userId })
          .from(swapRequestPlants)
          .innerJoin(userPlantRows, eq(userPlantRows.id, swapRequestPlants.userPlantId))
          .where(inArray(swapRequestPlants.swapRequestId, ids));
  return { swaps, plants };
}

/** Usernames by member id: all the export tells of anyone else. */
async function findUsernames(db: Database, ids: Set<string>): Promise<Map<string, string>> {
  if (ids.size === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** Everything the export holds, read straight from the tables; the presenter shapes it. */
export async function selectExport(db: Database, userId: string) {
  const [account] = await db
    .select({ user: { id: users.id, username: users.username, email: users.email, createdAt: users.createdAt }, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) return null;
  const catalogue = { commonName: catalogueRows.commonName, scientificName: catalogueRows.scientificName };
  const rows = {
    ...account,
    sessions: await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    plants: await db
      .select({ plant: userPlantRowColumns, catalogue })
      .from(userPlantRows)
      .innerJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId))
      .where(eq(userPlantRows.userId, userId))
      .orderBy(asc(userPlantRows.createdAt)),
    cataloguePhotos: await db
      .select({ offer: cataloguePhotoOffers, catalogue })
      .from(cataloguePhotoOffers)
      .innerJoin(catalogueRows, eq(catalogueRows.id, cataloguePhotoOffers.plantId))
      .where(eq(cataloguePhotoOffers.userId, userId))
      .orderBy(asc(cataloguePhotoOffers.offeredAt)),
    wishlist: await db
      .select({ item: wishlistItems, catalogue })
      .from(wishlistItems)
      .innerJoin(catalogueRows, eq(catalogueRows.id, wishlistItems.plantId))
      .where(eq(wishlistItems.userId, userId))
      .orderBy(asc(wishlistItems.createdAt)),
    posts: await db.select().from(posts).where(eq(posts.userId, userId)).orderBy(asc(posts.createdAt)),
    comments: await db.select().from(postComments).where(eq(postComments.userId, userId)).orderBy(asc(postComments.createdAt)),
    likes: await db.select().from(postLikes).where(eq(postLikes.userId, userId)).orderBy(asc(postLikes.createdAt)),
    gardenPhotos: await db.select().from(gardenPhotos).where(eq(gardenPhotos.userId, userId)).orderBy(asc(gardenPhotos.createdAt)),
    conversations: await selectConversations(db, userId),
    swaps: await selectSwaps(db, userId),
    reviews: await db
      .select()
      .from(reviews)
      .where(or(eq(reviews.reviewerId, userId), eq(reviews.reviewedUserId, userId)))
      .orderBy(asc(reviews.createdAt)),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt)),
    blocks: await db.select().from(blocks).where(eq(blocks.blockerId, userId)).orderBy(asc(blocks.createdAt)),
    reports: await db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(asc(reports.createdAt)),
    hostedMeets: await db.select().from(meets).where(eq(meets.hostId, userId)).orderBy(asc(meets.createdAt)),
    meetAnswers: await db
      .select({ meetId: meetRsvps.meetId, title: meets.title, status: meetRsvps.status, createdAt: meetRsvps.createdAt })
      .from(meetRsvps)
      .innerJoin(meets, eq(meets.id, meetRsvps.meetId))
      .where(eq(meetRsvps.userId, userId))
      .orderBy(asc(meetRsvps.createdAt)),
    meetBringing: await db
      .select({ meetId: meetBringing.meetId, customName: userPlantRows.customName, commonName: catalogueRows.commonName })
      .from(meetBringing)
      .innerJoin(userPlantRows, eq(userPlantRows.id, meetBringing.userPlantId))
      .innerJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId))
      .where(eq(meetBringing.userId, userId)),
    calendarFeed:
      (await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)))[0] ?? null,
  };
  const others = new Set<string>([
    ...rows.conversations.threads.flatMap((c) => [c.memberLow, c.memberHigh]),
    ...rows.swaps.swaps.flatMap((s) => [s.requesterId, s.recipientId]),
    ...rows.reviews.flatMap((r) => [r.reviewerId, r.reviewedUserId]),
    ...rows.notifications.flatMap((n) => (n.otherUserId ? [n.otherUserId] : [])),
    ...rows.blocks.map((b) => b.blockedId),
    ...rows.reports.flatMap((r) => (r.targetUserId ? [r.targetUserId] : [])),
  ]);
  others.delete(userId);
  return { ...rows, usernames: await findUsernames(db, others) };
}

export type ExportRows = NonNullable<Awaited<ReturnType<typeof selectExport>>>;

/**
 * Images other members sent in this member's conversations: the conversations go with the
 * account, so nothing will point at these files any more.
 */
export async function findImagesSentToMember(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ imageUrl: messages.imageUrl })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(inConversation(userId), ne(messages.senderId, userId), isNotNull(messages.imageUrl)));
  return rows.flatMap((row) => (row.imageUrl ? [row.imageUrl] : []));
}

/**
 * Deletes the member; the foreign keys take their profile, sessions, plants, posts, comments,
 * likes, photos, conversations, swaps, reviews, notifications, blocks, reports and media records.
 * The like and comment counts of other members' posts are lowered first, in the same transaction.
 */
export async function deleteMember(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const liked = tx.select({ postId: postLikes.postId }).from(postLikes).where(eq(postLikes.userId, userId));
    await tx
      .update(posts)
      .set({ likesCount: sql`greatest(${posts.likesCount} - 1, 0)` })
      .where(and(inArray(posts.id, liked), ne(posts.userId, userId)));
    const commentedOn = tx.select({ postId: postComments.postId }).from(postComments).where(eq(postComments.userId, userId));
    const theirComments = sql`(select count(*)::int from ${postComments} where ${postComments.postId} = ${posts.id} and ${postComments.userId} = ${userId})`;
    await tx
      .update(posts)
      .set({ commentsCount: sql`greatest(${posts.commentsCount} - ${theirComments}, 0)` })
      .where(and(inArray(posts.id, commentedOn), ne(posts.userId, userId)));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
