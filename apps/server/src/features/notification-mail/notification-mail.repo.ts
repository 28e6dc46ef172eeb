import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { userPlantRows } from '../user-plants/user-plants.reads';
import { catalogueRows } from '../catalogue/catalogue.reads';
import { apartFromBlocks } from '../blocks/blocks.reads';
import { memberAddressRowsAs, memberRowsAs } from '../auth/auth.reads';
import { reviewRows, swapRequestPlantRows, swapRequestRows } from '../swaps/swaps.reads';
import { notificationRows } from '../notifications/notifications.reads';
import { messageRows } from '../messaging/messaging.reads';
import { meetRows } from '../meets/meets.reads';
import { remoteConversationRows, remoteMessageRows } from '../federation/federation.reads';

const recipient = memberAddressRowsAs('delivery_recipient');
const addressee = memberAddressRowsAs('users');
const other = memberRowsAs('delivery_other');

/** Whether a moderator hid any plant of the notification's swap, or the request's card in the chat. */
const swapContentHidden = sql<boolean>`(
  exists (
    select 1 from ${swapRequestPlantRows} join ${userPlantRows} on ${userPlantRows.id} = ${swapRequestPlantRows.userPlantId}
    where ${swapRequestPlantRows.swapRequestId} = ${notificationRows.swapRequestId} and ${userPlantRows.hiddenAt} is not null
  ) or exists (
    select 1 from ${messageRows}
    where ${messageRows.swapRequestId} = ${notificationRows.swapRequestId} and ${messageRows.messageType} = 'swap_request' and ${messageRows.hiddenAt} is not null
  )
)`;

/** Whether a moderator hid the swap meet the notification is about. */
const meetHidden = sql<boolean>`exists (select 1 from ${meetRows} where ${meetRows.id} = ${notificationRows.meetId} and ${meetRows.hiddenAt} is not null)`;

/** Whether a moderator hid the plant the notification is about. */
const plantHidden = sql<boolean>`exists (select 1 from ${userPlantRows} where ${userPlantRows.id} = ${notificationRows.userPlantId} and ${userPlantRows.hiddenAt} is not null)`;

/** Whether the plant the notification is about is still up for swap. */
const plantAvailable = sql<boolean>`exists (select 1 from ${userPlantRows} where ${userPlantRows.id} = ${notificationRows.userPlantId} and ${userPlantRows.availableForSwap})`;

/** The messages the other member sent in the notification's conversation that its owner has not read and nobody hid. */
const unreadFromOther = sql<number>`(
  select count(*)::int from ${messageRows}
  where ${messageRows.conversationId} = ${notificationRows.conversationId} and ${messageRows.recipientId} = ${notificationRows.userId}
    and ${messageRows.senderId} = ${notificationRows.otherUserId} and not ${messageRows.isRead} and ${messageRows.hiddenAt} is null
)`;

/** The messages from elsewhere in the notification's conversation with an account on another server that its owner has not read. */
const unreadFromElsewhere = sql<number>`(
  select count(*)::int from ${remoteMessageRows}
  where ${remoteMessageRows.conversationId} = ${notificationRows.remoteConversationId} and ${remoteMessageRows.direction} = 'in'
    and ${remoteMessageRows.readAt} is null
)`;

/** The handle (@name@server) of the account on another server the notification's conversation is with. */
const remoteHandle = sql<string | null>`(
  select ${remoteConversationRows.handle} from ${remoteConversationRows} where ${remoteConversationRows.id} = ${notificationRows.remoteConversationId}
)`;

/** The stars of the review the other member left on the notification's swap. */
const ratingGiven = sql<number | null>`(
  select ${reviewRows.rating} from ${reviewRows}
  where ${reviewRows.swapRequestId} = ${notificationRows.swapRequestId} and ${reviewRows.reviewerId} = ${notificationRows.otherUserId}
)`;

/** Notifications with what deciding their mail needs: each owner's account, the other member's, and what a moderator hid. */
export function findDeliveries(db: Database, notificationIds: string[]) {
  return db
    .select({
      notification: {
        id: notificationRows.id,
        type: notificationRows.type,
        title: notificationRows.title,
        message: notificationRows.message,
        meetId: notificationRows.meetId,
        isRead: notificationRows.isRead,
        otherUserId: notificationRows.otherUserId,
        swapRequestId: notificationRows.swapRequestId,
        conversationId: notificationRows.conversationId,
        remoteConversationId: notificationRows.remoteConversationId,
        userPlantId: notificationRows.userPlantId,
      },
      plantHidden,
      plantAvailable,
      recipient: {
        id: recipient.id,
        email: recipient.email,
        username: recipient.username,
        suspendedAt: recipient.suspendedAt,
        emailVerifiedAt: recipient.emailVerifiedAt,
        language: recipient.language,
      },
      other: { username: other.username, suspendedAt: other.suspendedAt },
      swapContentHidden,
      meetHidden,
      unreadFromOther,
      unreadFromElsewhere,
      remoteHandle,
      ratingGiven,
    })
    .from(notificationRows)
    .innerJoin(recipient, eq(recipient.id, notificationRows.userId))
    .leftJoin(other, eq(other.id, notificationRows.otherUserId))
    .where(inArray(notificationRows.id, notificationIds));
}

export type DeliveryRow = Awaited<ReturnType<typeof findDeliveries>>[number];

/** The plants these swaps move, with their owners, for naming them in a mail. */
export function findSwapPlantNames(db: Database, swapRequestIds: string[]) {
  return db
    .select({
      swapRequestId: swapRequestPlantRows.swapRequestId,
      ownerId: userPlantRows.userId,
      customName: userPlantRows.customName,
      commonName: catalogueRows.commonName,
    })
    .from(swapRequestPlantRows)
    .innerJoin(userPlantRows, eq(userPlantRows.id, swapRequestPlantRows.userPlantId))
    .innerJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId))
    .where(inArray(swapRequestPlantRows.swapRequestId, swapRequestIds))
    .orderBy(userPlantRows.createdAt, userPlantRows.id);
}

export type SwapPlantNameRow = Awaited<ReturnType<typeof findSwapPlantNames>>[number];

/** A member's address and standing, for a mail that is not about one notification (the digest). */
export async function findMailRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: addressee.id,
      email: addressee.email,
      username: addressee.username,
      suspendedAt: addressee.suspendedAt,
      emailVerifiedAt: addressee.emailVerifiedAt,
      language: addressee.language,
    })
    .from(addressee)
    .where(eq(addressee.id, userId))
    .limit(1);
  return row;
}

export type MailRecipientRow = NonNullable<Awaited<ReturnType<typeof findMailRecipient>>>;

/** What waits for a member: unread messages nobody hid and swap requests to answer, from members neither of the two blocked. */
export async function countWaiting(db: Database, userId: string): Promise<{ unreadMessages: number; requestsToAnswer: number }> {
  const [[unread], [requests]] = await Promise.all([
    db
      .select({ n: count() })
      .from(messageRows)
      .where(
        and(
          eq(messageRows.recipientId, userId),
          eq(messageRows.isRead, false),
          isNull(messageRows.hiddenAt),
          apartFromBlocks(messageRows.senderId, userId),
        ),
      ),
    db
      .select({ n: count() })
      .from(swapRequestRows)
      .where(
        and(
          eq(swapRequestRows.recipientId, userId),
          eq(swapRequestRows.status, 'pending'),
          apartFromBlocks(swapRequestRows.requesterId, userId),
        ),
      ),
  ]);
  return { unreadMessages: unread?.n ?? 0, requestsToAnswer: requests?.n ?? 0 };
}
