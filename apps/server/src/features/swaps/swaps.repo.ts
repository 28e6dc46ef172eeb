import { and, avg, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { reviews, swapRequestPlants, swapRequests } from '../../db/schema/swaps';
import type { Database } from '../../platform/db';
import type { KeysetPosition } from '../../platform/cursor';
import { userPlantRows } from '../user-plants/user-plants.reads';
import { catalogueRows } from '../catalogue/catalogue.reads';
import { memberRows } from '../auth/auth.reads';
import { profileRows } from '../profiles/profiles.reads';

export type SwapRow = typeof swapRequests.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
type SwapStatus = SwapRow['status'];

const partyOf = (userId: string) => or(eq(swapRequests.requesterId, userId), eq(swapRequests.recipientId, userId));

/** Of these plant ids, those the member owns (and, when asked, has up for swap). */
export async function findOwnedPlantIds(db: Database, userId: string, plantIds: string[], swappableOnly: boolean): Promise<Set<string>> {
  if (plantIds.length === 0) return new Set();
  const rows = await db
    .select({ id: userPlantRows.id })
    .from(userPlantRows)
    // A plant a moderator hid is not up for swap, even to its owner.
    .where(
      and(
        inArray(userPlantRows.id, plantIds),
        eq(userPlantRows.userId, userId),
        swappableOnly ? and(eq(userPlantRows.availableForSwap, true), isNull(userPlantRows.hiddenAt)) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function insertSwapRequest(
  tx: Database,
  values: Pick<typeof swapRequests.$inferInsert, 'requesterId' | 'recipientId' | 'conversationId' | 'message'>,
  plantIds: string[],
): Promise<SwapRow> {
  const [row] = await tx.insert(swapRequests).values(values).returning();
  if (!row) throw new Error('swap request insert returned no row');
  await tx.insert(swapRequestPlants).values(plantIds.map((userPlantId) => ({ swapRequestId: row.id, userPlantId })));
  return row;
}

/** A swap the member is a party of; null for anyone else's (or none). */
export async function findPartySwap(db: Database, id: string, userId: string): Promise<SwapRow | null> {
  const [row] = await db
    .select()
    .from(swapRequests)
    .where(and(eq(swapRequests.id, id), partyOf(userId)))
    .limit(1);
  return row ?? null;
}

/** Accepts or declines, only by the recipient and only while pending; null when that does not hold. */
export async function answerSwap(db: Database, id: string, recipientId: string, status: 'accepted' | 'declined'): Promise<SwapRow | null> {
  const [row] = await db
    .update(swapRequests)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(swapRequests.id, id), eq(swapRequests.recipientId, recipientId), eq(swapRequests.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * A counter-offer, inside the caller's transaction: the pending request is locked, the
 * responder's side becomes counterPlantIds (when any), and the two members change roles, so the
 * requester now answers. Null when the request is not pending with this recipient.
 */
export async function counterSwap(
  tx: Database,
  id: string,
  responderId: string,
  counterPlantIds: string[],
  message: string | null,
): Promise<SwapRow | null> {
  const [locked] = await tx
    .select()
    .from(swapRequests)
    .where(and(eq(swapRequests.id, id), eq(swapRequests.recipientId, responderId), eq(swapRequests.status, 'pending')))
    .for('update');
  if (!locked) return null;
  if (counterPlantIds.length > 0) {
    await tx
      .delete(swapRequestPlants)
      .where(
        and(
          eq(swapRequestPlants.swapRequestId, id),
          sql`${swapRequestPlants.userPlantId} in (select ${userPlantRows.id} from ${userPlantRows} where ${userPlantRows.userId} = ${responderId}::uuid)`,
        ),
      );
    await tx.insert(swapRequestPlants).values(counterPlantIds.map((userPlantId) => ({ swapRequestId: id, userPlantId })));
  }
  const [row] = await tx
    .update(swapRequests)
    .set({ requesterId: locked.recipientId, recipientId: locked.requesterId, message: message ?? locked.message, updatedAt: sql`now()` })
    .where(eq(swapRequests.id, id))
    .returning();
  return row ?? null;
}

/** Sets how an accepted swap's plants change hands; null when it is not an accepted swap of this member. */
export async function setSwapHandover(
  db: Database,
  id: string,
  userId: string,
  handover: NonNullable<SwapRow['handover']>,
): Promise<SwapRow | null> {
  const [row] = await db
    .update(swapRequests)
    .set({ handover, updatedAt: sql`now()` })
    .where(and(eq(swapRequests.id, id), eq(swapRequests.status, 'accepted'), partyOf(userId)))
    .returning();
  return row ?? null;
}

/**
 * Marks the member's side of an accepted swap complete, once; the swap is completed when both
 * sides have. One statement, so two members marking at once both count. Null when not allowed.
 */
export async function markSwapComplete(db: Database, id: string, userId: string): Promise<SwapRow | null> {
  const requesterDone = sql`(${swapRequests.requesterCompleted} or ${swapRequests.requesterId} = ${userId}::uuid)`;
  const recipientDone = sql`(${swapRequests.recipientCompleted} or ${swapRequests.recipientId} = ${userId}::uuid)`;
  const [row] = await db
    .update(swapRequests)
    .set({
      requesterCompleted: requesterDone,
      recipientCompleted: recipientDone,
      status: sql`case when ${requesterDone} and ${recipientDone} then 'completed' else ${swapRequests.status} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(swapRequests.id, id),
        eq(swapRequests.status, 'accepted'),
        or(
          and(eq(swapRequests.requesterId, userId), eq(swapRequests.requesterCompleted, false)),
          and(eq(swapRequests.recipientId, userId), eq(swapRequests.recipientCompleted, false)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

export interface PartyRow {
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
}

export async function findParties(db: Database, userIds: string[]): Promise<Map<string, PartyRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: memberRows.id, username: memberRows.username, fullName: profileRows.fullName, avatarUrl: profileRows.avatarUrl })
    .from(memberRows)
    .leftJoin(profileRows, eq(profileRows.id, memberRows.id))
    .where(inArray(memberRows.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface SwapPlantRow {
  swapRequestId: string;
  id: string;
  ownerId: string;
  /** Its catalogue plant. */
  plantId: string;
  customName: string | null;
  images: Array<{ url: string; thumbnailUrl: string }>;
  swapType: string;
  availableForSwap: boolean;
  commonName: string;
  careLevel: string;
  category: string;
  catalogueImageUrl: string | null;
}

/** The plants of these swaps with their catalogue names. */
export async function findSwapPlants(db: Database, swapIds: string[]): Promise<SwapPlantRow[]> {
  if (swapIds.length === 0) return [];
  return db
    .select({
      swapRequestId: swapRequestPlants.swapRequestId,
      id: userPlantRows.id,
      ownerId: userPlantRows.userId,
      plantId: userPlantRows.plantId,
      customName: userPlantRows.customName,
      images: userPlantRows.images,
      swapType: userPlantRows.swapType,
      availableForSwap: userPlantRows.availableForSwap,
      commonName: catalogueRows.commonName,
      careLevel: catalogueRows.careLevel,
      category: catalogueRows.category,
      catalogueImageUrl: catalogueRows.imageUrl,
    })
    .from(swapRequestPlants)
    .innerJoin(userPlantRows, eq(userPlantRows.id, swapRequestPlants.userPlantId))
    .innerJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId))
    .where(inArray(swapRequestPlants.swapRequestId, swapIds))
    .orderBy(userPlantRows.createdAt, userPlantRows.id);
}

export type ReviewWithReviewerRow = ReviewRow & { reviewer: PartyRow; cursorAt: string };

const selectReviews = (db: Database) =>
  db
    .select({
      review: reviews,
      reviewer: { id: memberRows.id, username: memberRows.username, fullName: profileRows.fullName, avatarUrl: profileRows.avatarUrl },
      cursorAt: sql<string>`${reviews.createdAt}::text`,
    })
    .from(reviews)
    .innerJoin(memberRows, eq(memberRows.id, reviews.reviewerId))
    .leftJoin(profileRows, eq(profileRows.id, reviews.reviewerId));

const flattenReview = ({
  review,
  reviewer,
  cursorAt,
}: {
  review: ReviewRow;
  reviewer: PartyRow;
  cursorAt: string;
}): ReviewWithReviewerRow => ({ ...review, reviewer, cursorAt });

export async function findSwapReviews(db: Database, swapIds: string[]): Promise<ReviewWithReviewerRow[]> {
  if (swapIds.length === 0) return [];
  return (await selectReviews(db).where(inArray(reviews.swapRequestId, swapIds)).orderBy(reviews.createdAt)).map(flattenReview);
}

/** Reviews about a member, newest first, limit + 1 after the cursor. */
export async function listReviewsOf(
  db: Database,
  userId: string,
  after: KeysetPosition | undefined,
  limit: number,
): Promise<ReviewWithReviewerRow[]> {
  const rows = await selectReviews(db)
    .where(
      and(
        eq(reviews.reviewedUserId, userId),
        after ? sql`(${reviews.createdAt}, ${reviews.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit + 1);
  return rows.map(flattenReview);
}

/** The mean overall rating of a member and how many reviews it averages. */
export async function ratingOf(db: Database, userId: string): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({ average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(eq(reviews.reviewedUserId, userId));
  return { average: row?.average === null || row?.average === undefined ? null : Number(row.average), count: row?.count ?? 0 };
}

/** Stores a review; null when the reviewer already reviewed this swap (the unique key decides, however many race). */
export async function insertReview(db: Database, values: Omit<typeof reviews.$inferInsert, 'id' | 'createdAt'>): Promise<ReviewRow | null> {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: [reviews.swapRequestId, reviews.reviewerId] })
    .returning();
  return row ?? null;
}

/** The member's swaps with these statuses, newest first, limit + 1 after the cursor. */
export async function listMemberSwaps(
  db: Database,
  userId: string,
  statuses: readonly SwapStatus[] | undefined,
  after: KeysetPosition | undefined,
  limit: number,
): Promise<Array<SwapRow & { cursorAt: string }>> {
  const conditions: SQL[] = [];
  if (statuses) conditions.push(inArray(swapRequests.status, [...statuses]));
  if (after) conditions.push(sql`(${swapRequests.createdAt}, ${swapRequests.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  const rows = await db
    .select({ swap: swapRequests, cursorAt: sql<string>`${swapRequests.createdAt}::text` })
    .from(swapRequests)
    .where(and(partyOf(userId), ...conditions))
    .orderBy(desc(swapRequests.createdAt), desc(swapRequests.id))
    .limit(limit + 1);
  return rows.map(({ swap, cursorAt }) => ({ ...swap, cursorAt }));
}

/** How many of the member's swaps are in each status. */
export async function countMemberSwaps(db: Database, userId: string): Promise<Map<SwapStatus, number>> {
  const rows = await db
    .select({ status: swapRequests.status, n: count() })
    .from(swapRequests)
    .where(partyOf(userId))
    .groupBy(swapRequests.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}
