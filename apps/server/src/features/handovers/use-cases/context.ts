import { HANDOVER_PLAN_ONLY_ACCEPTED } from '@rootshare/contracts/meets';
import type { SwapRequest } from '@rootshare/contracts/swaps';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db';
import { conflict } from '../../../platform/errors';
import type { JobQueue } from '../../../platform/jobs';
import type { LinkSigner } from '../../../platform/signed-links';
import type { BlocksService } from '../../blocks/blocks.service';
import type { NewNotification, NotificationsService } from '../../notifications/notifications.service';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { SwapsService } from '../../swaps/swaps.service';

export interface HandoversDeps {
  db: Database;
  swaps: Pick<SwapsService, 'getSwap'>;
  blocks: Pick<BlocksService, 'ensureNotReadOnly'>;
  notifications: Pick<NotificationsService, 'record' | 'announce'>;
  realtime: Pick<RealtimeService, 'publish'>;
  jobs: Pick<JobQueue, 'send'>;
  clock: Clock;
  publicUrl: string;
  /** Signs the calendar links mailed to members, which work without signing in. */
  links: LinkSigner;
  onError(error: unknown): void;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const otherOf = (swap: SwapRequest, userId: string) => (swap.requester_id === userId ? swap.recipient_id : swap.requester_id);
export const nameOf = (swap: SwapRequest, userId: string) =>
  swap.requester_id === userId ? swap.requester.username : swap.recipient.username;

/** What the handover use cases share: their dependencies and the steps more than one of them takes. */
export function createHandoversContext(deps: HandoversDeps) {
  const { db, swaps, blocks, notifications, realtime, publicUrl, onError } = deps;

  const chatUrl = (swap: Pick<SwapRequest, 'conversation_id'>) =>
    swap.conversation_id ? `${publicUrl}/messages?conversation=${swap.conversation_id}` : `${publicUrl}/profile?tab=swaps`;

  async function notify(items: NewNotification[]): Promise<void> {
    await notifications.announce(await notifications.record(db, items));
  }

  /** Tells both members' open swap cards to refetch. */
  const announceChange = (swap: SwapRequest) =>
    void realtime.publish([swap.requester_id, swap.recipient_id], { type: 'swap_updated', swapRequestId: swap.id }).catch(onError);

  /** An accepted swap of the caller's, open between the two (no block either way). */
  async function openSwap(userId: string, swapId: string): Promise<SwapRequest> {
    const swap = await swaps.getSwap(userId, swapId);
    if (swap.status !== 'accepted') throw conflict(HANDOVER_PLAN_ONLY_ACCEPTED);
    await blocks.ensureNotReadOnly(userId, otherOf(swap, userId));
    return swap;
  }

  return { ...deps, chatUrl, notify, announceChange, openSwap };
}

export type HandoversContext = ReturnType<typeof createHandoversContext>;
