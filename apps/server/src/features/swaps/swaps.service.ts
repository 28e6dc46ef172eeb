import {
  HANDOVER_LABELS,
  HANDOVER_ONLY_ACCEPTED,
  REVIEW_ALREADY_LEFT,
  REVIEW_NOT_YET,
  SWAP_ALREADY_MARKED,
  SWAP_NOT_ACCEPTED,
  SWAP_NOT_FOUND,
  SWAP_NOT_PENDING,
  SWAP_NOT_YOURS_TO_ANSWER,
  SWAP_TAB_STATUSES,
  type CreateReviewSchema,
  type CreateSwapRequestSchema,
  type RespondSwapSchema,
  type Review,
  type Handover,
  type ReviewPage,
  type SwapRequest,
  type SwapTab,
  type UserSwaps,
} from '@rootshare/contracts/swaps';
import type { z } from 'zod';
import { decodeCursor, pageOf } from '../../platform/cursor';
import type { Database } from '../../platform/db';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Quotas } from '../../platform/quotas';
import type { BlocksService } from '../blocks/blocks.service';
import type { MessagingService } from '../messaging/messaging.service';
import type { NewNotification, NotificationsService } from '../notifications/notifications.service';
import type { RealtimeService } from '../realtime/realtime.service';
import { plantNameOf, presentReview, presentSwap, type SwapDetails } from './swaps.presenter';
import {
  answerSwap,
  countMemberSwaps,
  counterSwap,
  findOwnedPlantIds,
  findParties,
  findPartySwap,
  findSwapPlants,
  findSwapReviews,
  insertReview,
  insertSwapRequest,
  listMemberSwaps,
  listReviewsOf,
  markSwapComplete,
  ratingOf,
  setSwapHandover,
  type SwapRow,
} from './swaps.repo';

type CreateSwapInput = z.output<typeof CreateSwapRequestSchema>;
type RespondInput = z.output<typeof RespondSwapSchema>;
type ReviewInput = z.output<typeof CreateReviewSchema>;

interface SwapsDeps {
  db: Database;
  messaging: MessagingService;
  notifications: NotificationsService;
  realtime: RealtimeService;
  quotas: Quotas;
  blocks: Pick<BlocksService, 'ensureNotReadOnly'>;
  onError(error: unknown): void;
}

/** What a swap gave one of its members (swaps.service receivedPlants). */
export interface ReceivedFromSwap {
  complete: boolean;
  giver: { id: string; username: string } | null;
  swappedAt: Date;
  plants: Array<{ id: string; plantId: string; name: string; commonName: string }>;
}

/** What a member gives in a swap (swaps.service givenPlants). */
export interface GivenInSwap {
  status: SwapRow['status'];
  plants: ReceivedFromSwap['plants'];
}

const otherParty = (swap: SwapRow, userId: string) => (swap.requesterId === userId ? swap.recipientId : swap.requesterId);

export function createSwapsService({ db, messaging, notifications, realtime, quotas, blocks, onError }: SwapsDeps) {
  async function detailsOf(swaps: SwapRow[]): Promise<SwapDetails> {
    const ids = swaps.map((s) => s.id);
    const [parties, plants, reviews] = await Promise.all([
      findParties(
        db,
        swaps.flatMap((s) => [s.requesterId, s.recipientId]),
      ),
      findSwapPlants(db, ids),
      findSwapReviews(db, ids),
    ]);
    return { parties, plants, reviews };
  }

  const present = async (swap: SwapRow): Promise<SwapRequest> => presentSwap(swap, await detailsOf([swap]));

  async function partySwap(userId: string, id: string): Promise<SwapRow> {
    const swap = await findPartySwap(db, id, userId);
    if (!swap) throw notFound(SWAP_NOT_FOUND);
    return swap;
  }

  async function usernameOf(userId: string): Promise<string> {
    return (await findParties(db, [userId])).get(userId)?.username ?? 'A member';
  }

  /** Tells both members' open cards to refetch. */
  const announceChange = (swap: SwapRow) =>
    void realtime.publish([swap.requesterId, swap.recipientId], { type: 'swap_updated', swapRequestId: swap.id }).catch(onError);

  /** Stores notifications about a swap, then pushes them; they are a courtesy, so a failure is only logged. */
  async function notify(items: NewNotification[]): Promise<void> {
    try {
      await notifications.announce(await notifications.record(db, items));
    } catch (error) {
      onError(error);
    }
  }

  async function checkOwned(userId: string, plantIds: string[], message: string): Promise<void> {
    const owned = await findOwnedPlantIds(db, userId, plantIds, true);
    if (plantIds.some((id) => !owned.has(id))) throw badRequest(message);
  }

  return {
    /** Sends a swap request: the request, its card in the conversation and the recipient's notification, in one transaction. */
    async createSwapRequest(userId: string, input: CreateSwapInput): Promise<SwapRequest> {
      if (input.recipient_id === userId) throw badRequest('You cannot swap with yourself');
      await quotas.take(userId, 'swapRequests');
      const conversation = await messaging.swapConversation(userId, {
        conversationId: input.conversation_id,
        recipientId: input.recipient_id,
        plantId: input.requested_plants[0] ?? null,
      });
      if (conversation.recipientId !== input.recipient_id) throw badRequest('That conversation is not with this member');
      await checkOwned(userId, input.offered_plants, 'Offered plants must be your own plants that are available for swap');
      await checkOwned(
        input.recipient_id,
        input.requested_plants,
        "Requested plants must be the other member's plants that are available for swap",
      );
      const requesterName = await usernameOf(userId);
      const { swap, message, notificationIds } = await db.transaction(async (tx) => {
        const swap = await insertSwapRequest(
          tx,
          { requesterId: userId, recipientId: input.recipient_id, conversationId: conversation.id, message: input.message },
          [...input.offered_plants, ...input.requested_plants],
        );
        const message = await messaging.recordMessage(tx, {
          conversationId: conversation.id,
          senderId: userId,
          recipientId: input.recipient_id,
          content: input.message ?? 'Sent a swap request',
          messageType: 'swap_request',
          swapRequestId: swap.id,
        });
        const notificationIds = await notifications.record(tx, [
          {
            userId: input.recipient_id,
            type: 'swap_request',
            title: 'New swap request',
            message: `${requesterName} sent you a swap request.`,
            otherUserId: userId,
            swapRequestId: swap.id,
            conversationId: conversation.id,
          },
        ]);
        return { swap, message, notificationIds };
      });
      messaging.announce(message);
      await notifications.announce(notificationIds);
      return present(swap);
    },

    /** A swap, for its two members only. */
    async getSwap(userId: string, id: string): Promise<SwapRequest> {
      return present(await partySwap(userId, id));
    },

    /**
     * Accept, decline or counter: only the recipient, only while pending. Of two answers at once
     * one wins; the other finds the request no longer pending (409).
     */
    async respond(userId: string, id: string, input: RespondInput): Promise<SwapRequest> {
      const before = await partySwap(userId, id);
      if (before.recipientId !== userId) throw forbidden(SWAP_NOT_YOURS_TO_ANSWER);
      if (before.status !== 'pending') throw conflict(SWAP_NOT_PENDING);
      // Between members who blocked each other a request can still be declined, silently; nothing else goes through.
      if (input.action !== 'decline' || input.message) await blocks.ensureNotReadOnly(userId, before.requesterId);
      if (input.action === 'counter')
        await checkOwned(userId, input.counter_plants, 'Counter-offer plants must be your own plants that are available for swap');
      const requesterId = before.requesterId;
      const { swap, reply } = await db.transaction(async (tx) => {
        const swap =
          input.action === 'counter'
            ? await counterSwap(tx, id, userId, input.counter_plants, input.message)
            : await answerSwap(tx, id, userId, input.action === 'accept' ? 'accepted' : 'declined');
        if (!swap) throw conflict(SWAP_NOT_PENDING);
        // The answer's words go into the conversation, where both members read them.
        const reply =
          input.message && swap.conversationId
            ? await messaging.recordMessage(tx, {
                conversationId: swap.conversationId,
                senderId: userId,
                recipientId: requesterId,
                content: input.message,
                messageType: 'text',
                swapRequestId: null,
              })
            : null;
        return { swap, reply };
      });
      if (reply) messaging.announce(reply);
      announceChange(swap);
      const name = await usernameOf(userId);
      const texts = {
        accept: { type: 'swap_accept', title: 'Swap request accepted', message: `${name} accepted your swap request.` },
        decline: { type: 'swap_decline', title: 'Swap request declined', message: `${name} declined your swap request.` },
        counter: { type: 'swap_counter', title: 'Counter-offer received', message: `${name} sent you a counter-offer.` },
      } as const;
      await notify([
        { userId: requesterId, ...texts[input.action], otherUserId: userId, swapRequestId: swap.id, conversationId: swap.conversationId },
      ]);
      return present(swap);
    },

    /** Marks the caller's side of an accepted swap complete; both sides make it completed. */
    async complete(userId: string, id: string): Promise<SwapRequest> {
      const before = await partySwap(userId, id);
      const swap = await markSwapComplete(db, id, userId);
      if (!swap) {
        const now = (await findPartySwap(db, id, userId)) ?? before;
        throw conflict(now.status === 'accepted' || now.status === 'completed' ? SWAP_ALREADY_MARKED : SWAP_NOT_ACCEPTED);
      }
      announceChange(swap);
      const other = otherParty(swap, userId);
      const name = await usernameOf(userId);
      if (swap.status === 'completed') {
        const otherName = await usernameOf(other);
        await notify([
          {
            userId,
            type: 'review_opportunity',
            title: 'Swap completed',
            message: `Your swap with ${otherName} is complete. Leave a review!`,
            otherUserId: other,
            swapRequestId: swap.id,
            conversationId: swap.conversationId,
          },
          {
            userId: other,
            type: 'review_opportunity',
            title: 'Swap completed',
            message: `Your swap with ${name} is complete. Leave a review!`,
            otherUserId: userId,
            swapRequestId: swap.id,
            conversationId: swap.conversationId,
          },
        ]);
      } else {
        await notify([
          {
            userId: other,
            type: 'swap_update',
            title: 'Swap marked complete',
            message: `${name} marked your swap as complete.`,
            otherUserId: userId,
            swapRequestId: swap.id,
            conversationId: swap.conversationId,
          },
        ]);
      }
      return present(swap);
    },

    /**
     * Either member of an accepted swap chooses how the plants change hands. The choice is all that
     * is stored; an address, when one is needed, is shared by the members in the swap's chat.
     */
    async setHandover(userId: string, id: string, handover: Handover): Promise<SwapRequest> {
      const before = await partySwap(userId, id);
      if (before.status !== 'accepted') throw conflict(HANDOVER_ONLY_ACCEPTED);
      const other = otherParty(before, userId);
      await blocks.ensureNotReadOnly(userId, other);
      const swap = await setSwapHandover(db, id, userId, handover);
      if (!swap) throw conflict(HANDOVER_ONLY_ACCEPTED);
      announceChange(swap);
      if (before.handover !== handover) {
        const name = await usernameOf(userId);
        await notify([
          {
            userId: other,
            type: 'swap_update',
            title: 'Handover chosen',
            message: `${name} chose ${HANDOVER_LABELS[handover].toLowerCase()} for your swap.`,
            otherUserId: userId,
            swapRequestId: swap.id,
            conversationId: swap.conversationId,
          },
        ]);
      }
      return present(swap);
    },

    /** Reviews the other member of a completed swap, once (a unique key settles races). */
    async review(userId: string, id: string, input: ReviewInput): Promise<Review> {
      const swap = await partySwap(userId, id);
      if (swap.status !== 'completed') throw conflict(REVIEW_NOT_YET);
      const other = otherParty(swap, userId);
      if (input.reviewed_user_id !== other) throw badRequest('You can only review the other member of this swap');
      await quotas.take(userId, 'reviews');
      const stored = await insertReview(db, {
        swapRequestId: id,
        reviewerId: userId,
        reviewedUserId: other,
        rating: input.rating,
        plantQuality: input.plant_quality ?? null,
        communication: input.communication ?? null,
        packaging: input.packaging ?? null,
        comment: input.comment,
      });
      if (!stored) throw conflict(REVIEW_ALREADY_LEFT);
      announceChange(swap);
      const details = await detailsOf([swap]);
      const review = details.reviews.find((r) => r.id === stored.id);
      if (!review) throw notFound('Review not found');
      const theirs = details.reviews.some((r) => r.reviewerId === other);
      await notify([
        {
          userId: other,
          type: 'review_ready',
          title: 'You received a review',
          message: `${review.reviewer.username} gave your swap ${input.rating} of 5 stars.${theirs ? '' : ' Leave yours!'}`,
          otherUserId: userId,
          swapRequestId: id,
          conversationId: swap.conversationId,
        },
      ]);
      return presentReview(review, details.plants.map(plantNameOf));
    },

    /**
     * What a completed swap gave the member: the other member's plants in it, with the giver and
     * when it completed (the plants' lineage starts there). Empty until the swap is complete; 404
     * for anyone but its two members.
     */
    async receivedPlants(userId: string, id: string): Promise<ReceivedFromSwap> {
      const swap = await partySwap(userId, id);
      if (swap.status !== 'completed') return { complete: false, giver: null, swappedAt: swap.updatedAt, plants: [] };
      const giverId = otherParty(swap, userId);
      const [plants, parties] = await Promise.all([findSwapPlants(db, [id]), findParties(db, [giverId])]);
      const giver = parties.get(giverId);
      return {
        complete: true,
        giver: giver ? { id: giverId, username: giver.username } : null,
        swappedAt: swap.updatedAt,
        plants: plants
          .filter((plant) => plant.ownerId === giverId)
          .map((plant) => ({ id: plant.id, plantId: plant.plantId, name: plantNameOf(plant), commonName: plant.commonName })),
      };
    },

    /** The caller's own plants in a swap (what they give), with its status; 404 for anyone but its two members. */
    async givenPlants(userId: string, id: string): Promise<GivenInSwap> {
      const swap = await partySwap(userId, id);
      const plants = await findSwapPlants(db, [id]);
      return {
        status: swap.status,
        plants: plants
          .filter((plant) => plant.ownerId === userId)
          .map((plant) => ({ id: plant.id, plantId: plant.plantId, name: plantNameOf(plant), commonName: plant.commonName })),
      };
    },

    /** The caller's swaps of one sub-tab (all when none), newest first, with every sub-tab's count. */
    async listUserSwaps(userId: string, tab: SwapTab | undefined, cursor: string | undefined, limit: number): Promise<UserSwaps> {
      const [rows, counts] = await Promise.all([
        listMemberSwaps(db, userId, tab ? SWAP_TAB_STATUSES[tab] : undefined, decodeCursor(cursor), limit),
        countMemberSwaps(db, userId),
      ]);
      const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.id }));
      const details = await detailsOf(page.items);
      const active = counts.get('accepted') ?? 0;
      const pending = counts.get('pending') ?? 0;
      const completed = counts.get('completed') ?? 0;
      return {
        swaps: page.items.map((swap) => presentSwap(swap, details)),
        nextCursor: page.nextCursor,
        counts: { active, pending, completed, total: active + pending + completed },
      };
    },

    /** Reviews about a member, newest first, with their average rating. */
    async listReviews(userId: string, cursor: string | undefined, limit: number): Promise<ReviewPage> {
      const [rows, rating] = await Promise.all([listReviewsOf(db, userId, decodeCursor(cursor), limit), ratingOf(db, userId)]);
      const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.id }));
      const plants = await findSwapPlants(
        db,
        page.items.map((r) => r.swapRequestId),
      );
      const namesOf = (swapId: string) => plants.filter((p) => p.swapRequestId === swapId).map(plantNameOf);
      return {
        reviews: page.items.map((row) => presentReview(row, namesOf(row.swapRequestId))),
        nextCursor: page.nextCursor,
        average: rating.average,
        count: rating.count,
      };
    },
  };
}

export type SwapsService = ReturnType<typeof createSwapsService>;
