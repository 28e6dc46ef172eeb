import { SWAP_NOT_FOUND, type SwapRequest } from '@rootshare/contracts/swaps';
import type { Database } from '../../../platform/db';
import { badRequest, notFound } from '../../../platform/errors';
import type { Quotas } from '../../../platform/quotas';
import type { BlocksService } from '../../blocks/blocks.service';
import type { MessagingService } from '../../messaging/messaging.service';
import type { NewNotification, NotificationsService } from '../../notifications/notifications.service';
import type { RealtimeService } from '../../realtime/realtime.service';
import { presentSwap, type SwapDetails } from '../swaps.presenter';
import { findOwnedPlantIds, findParties, findPartySwap, findSwapPlants, findSwapReviews, type SwapRow } from '../swaps.repo';

export interface SwapsDeps {
  db: Database;
  messaging: MessagingService;
  notifications: NotificationsService;
  realtime: RealtimeService;
  quotas: Quotas;
  blocks: Pick<BlocksService, 'ensureNotReadOnly'>;
  onError(error: unknown): void;
}

export const otherParty = (swap: SwapRow, userId: string) => (swap.requesterId === userId ? swap.recipientId : swap.requesterId);

/** What the swaps use cases share: their dependencies and the reads and notices more than one of them makes. */
export function createSwapsContext(deps: SwapsDeps) {
  const { db, notifications, realtime, onError } = deps;

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

  return { ...deps, detailsOf, present, partySwap, usernameOf, announceChange, notify, checkOwned };
}

export type SwapsContext = ReturnType<typeof createSwapsContext>;
