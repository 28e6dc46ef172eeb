import type { ServerEvent } from '@rootshare/contracts/realtime';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveFeature } from '@/lib/socket';
import { swapKeys } from './keys';

/**
 * Applies a socket event to what the swap cards show: `swap_updated` (answered, countered, marked
 * complete, reviewed) refetches that request wherever it is shown, the sub-tab lists and reviews.
 * The tab's socket belongs to the messaging runtime, which hands every event here (app/live-runtime.tsx).
 */
export function applySwapEvent(queryClient: QueryClient, event: ServerEvent): void {
  if (event.type !== 'swap_updated') return;
  void queryClient.invalidateQueries({ queryKey: swapKeys.detail(event.swapRequestId) });
  void queryClient.invalidateQueries({ queryKey: swapKeys.lists });
  void queryClient.invalidateQueries({ queryKey: swapKeys.reviews });
}

/** The swap cards as the socket keeps them current. */
export const swapsLive: LiveFeature = { queryKeys: [swapKeys.all], apply: applySwapEvent };
