import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts';
import { meets } from '../../db/schema/meets';
import { messages } from '../../db/schema/messaging';
import { notifications } from '../../db/schema/notifications';
import { reviews, swapRequestPlants, swapRequests } from '../../db/schema/swaps';
import type { Database } from '../../platform/db';
import { userPlantRows } from '../user-plants/user-plants.reads';
import { catalogueRows } from '../catalogue/catalogue.reads';
import { apartFromBlocks } from '../blocks/blocks.reads';

const recipient = alias(users, 'delivery_recipient');
const other = alias(users, 'delivery_other');

/** Whether a moderator hid any plant of the notification's swap, or the request's card in the chat. */
const swapContentHidden = sql<boolean>`(
  exists (
    select 1 from ${swapRequestPlants} join ${userPlantRows} on ${userPlantRows.id} = ${swapRequestPlants.userPlantId}
    where ${swapRequestPlants.swapRequestId} = ${notifications.swapRequestId} and ${userPlantRows.hiddenAt} is not null
  ) or exists (
    select 1 from ${messages}
    where ${messages.swapRequestId} = ${notifications.swapRequestId} and ${messages.messageType} = 'swap_request' and ${messages.hiddenAt} is not null
  )
)`;

/** Whether a moderator hid the swap meet the notification is about. */
const meetHidden = sql<boolean>`exists (select 1 from ${meets} where ${meets.id} = ${notifications.meetId} and ${meets.hiddenAt} is not null)`;

/** Whether a moderator hid the plant the notification is about. */
const plantHidden = sql<boolean>`exists (select 1 from ${userPlantRows} where ${userPlantRows.id} = ${notifications.userPlantId} and ${userPlantRows.hiddenAt} is not null)`;

/** Whether the plant the notification is about is still up for swap. */
const plantAvailable = sql<boolean>`exists (select 1 from ${userPlantRows} where ${userPlantRows.id} = ${notifications.userPlantId} and ${userPlantRows.availableForSwap})`;

/** The messages the other member sent in the notification's conversation that its owner has not read and nobody hid. */
const unreadFromOther = sql<number>`(
  select count(*)::int from ${messages}
  where ${messages.conversationId} = ${notifications.conversationId} and ${messages.recipientId} = ${notifications.userId}
    and ${messages.senderId} = ${notifications.otherUserId} and not ${messages.isRead} and ${messages.hiddenAt} is null
)`;

/** The stars of the review the other member left on the notification's swap. */
const ratingGiven = sql<number | null>`(
  select ${reviews.rating} from ${reviews}
  where ${reviews.swapRequestId} = ${notifications.swapRequestId} and ${reviews.reviewerId} = ${notifications.otherUserId}
)`;

/** Notifications with what deciding their mail needs: each owner's account, the other member's, and what a moderator hid. */
export function findDeliveries(db: Database, notificationIds: string[]) {
  return db
    .select({
      notification: {
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        meetId: notifications.meetId,
        isRead: notifications.isRead,
        otherUserId: notifications.otherUserId,
        swapRequestId: notifications.swapRequestId,
        conversationId: notifications.conversationId,
        userPlantId: notifications.userPlantId,
      },
      plantHidden,
      plantAvailable,
      recipient: {
        id: recipient.id,
        email: recipient.email,
        username: recipient.username,
        suspendedAt: recipient.suspendedAt,
        emailVerifiedAt: recipient.emailVerifiedAt,
      },
      other: { username: other.username, suspendedAt: other.suspendedAt },
      swapContentHidden,
      meetHidden,
      unreadFromOther,
      ratingGiven,
    })
    .from(notifications)
    .innerJoin(recipient, eq(recipient.id, notifications.userId))
    .leftJoin(other, eq(other.id, notifications.otherUserId))
    .where(inArray(notifications.id, notificationIds));
}

export type DeliveryRow = Awaited<ReturnType<typeof findDeliveries>>[number];

/** The plants these swaps move, with their owners, for naming them in a mail. */
export function findSwapPlantNames(db: Database, swapRequestIds: string[]) {
  return db
    .select({
      swapRequestId: swapRequestPlants.swapRequestId,
      ownerId: userPlantRows.userId,
      customName: userPlantRows.customName,
      commonName: catalogueRows.commonName,
    })
    .from(swapRequestPlants)
    .innerJoin(userPlantRows, eq(userPlantRows.id, swapRequestPlants.userPlantId))
    .innerJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId))
    .where(inArray(swapRequestPlants.swapRequestId, swapRequestIds))
    .orderBy(userPlantRows.createdAt, userPlantRows.id);
}

export type SwapPlantNameRow = Awaited<ReturnType<typeof findSwapPlantNames>>[number];

/** A member's address and standing, for a mail that is not about one notification (the digest). */
export async function findMailRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      suspendedAt: users.suspendedAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export type MailRecipientRow = NonNullable<Awaited<ReturnType<typeof findMailRecipient>>>;

/** What waits for a member: unread messages nobody hid and swap requests to answer, from members neither of the two blocked. */
export async function countWaiting(db: Database, userId: string): Promise<{ unreadMessages: number; requestsToAnswer: number }> {
  const [[unread], [requests]] = await Promise.all([
    db
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.recipientId, userId),
          eq(messages.isRead, false),
          isNull(messages.hiddenAt),
          apartFromBlocks(messages.senderId, userId),
        ),
      ),
    db
      .select({ n: count() })
      .from(swapRequests)
      .where(
        and(eq(swapRequests.recipientId, userId), eq(swapRequests.status, 'pending'), apartFromBlocks(swapRequests.requesterId, userId)),
      ),
  ]);
  return { unreadMessages: unread?.n ?? 0, requestsToAnswer: requests?.n ?? 0 };
}
