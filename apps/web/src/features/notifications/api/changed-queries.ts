import { NOTIFICATION_TYPES, type Notification } from '@rootshare/contracts/notifications';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { accountKeys } from '@/features/account/api/keys';
import { careReminderKeys } from '@/features/care-reminders/api/keys';
import { federationKeys } from '@/features/federation/api/keys';
import { meetKeys } from '@/features/meets/api/keys';
import { swapKeys } from '@/features/swaps/api/keys';
import { userPlantKeys } from '@/features/user-plants/api/keys';

/** A swap's card (its handover plan sits under it) and the Swaps tab's lists. */
const swapQueries = (swapId: string | null): QueryKey[] => [swapId ? swapKeys.detail(swapId) : swapKeys.all, swapKeys.lists];

/**
 * The cached queries a notification says have changed, so that a page the member has open shows
 * the change without a reload: a meet's page, card and lists; a swap request's card and the Swaps
 * tab; a handover plan; the Today list and the plant's schedules; the plants a finished swap moved
 * (their journey); conversations with accounts elsewhere. Messages here are left out: their own
 * socket event updates the chat in place.
 */
export function queriesChangedBy(notification: Pick<Notification, 'type' | 'swap_request_id' | 'user_plant_id'>): QueryKey[] {
  const { type, swap_request_id: swapId, user_plant_id: plantId } = notification;
  switch (type) {
    case 'meet_changed':
    case 'meet_cancelled':
    case 'meet_message':
    case 'meet_reminder':
    case 'meet_promoted':
      // The Events tab and the home card list the meet too; both sit under `all`.
      return [meetKeys.all, accountKeys.calendarFeed];
    case 'swap_request':
    case 'swap_accept':
    case 'swap_decline':
    case 'swap_counter':
    case 'swap_update':
    case 'handover_proposed':
    case 'handover_agreed':
    case 'handover_reminder':
      return swapQueries(swapId);
    case 'review_opportunity':
    case 'review_ready':
      // Both marked the swap complete: the plants changed hands, and each plant's journey grew.
      return [...swapQueries(swapId), swapKeys.reviews, userPlantKeys.all];
    case 'care_reminder':
      return plantId ? [careReminderKeys.today, careReminderKeys.schedules(plantId)] : [careReminderKeys.all];
    case 'message':
      // A message from another server: the conversations with accounts elsewhere, and the open one.
      return [federationKeys.allConversations];
    case 'wishlist_match':
    case 'new_message':
      return [];
  }
}

/**
 * Every query a notification of some kind may change: what a tab fetches again once its socket
 * first connects, for a change told before it listened.
 */
export const QUERIES_NOTIFICATIONS_CHANGE: readonly QueryKey[] = NOTIFICATION_TYPES.flatMap((type) =>
  queriesChangedBy({ type, swap_request_id: null, user_plant_id: null }),
);

/** Refetches whatever the notification changed that is on screen (the rest when next shown). */
export function refreshChangedQueries(queryClient: QueryClient, notification: Notification): void {
  for (const queryKey of queriesChangedBy(notification)) void queryClient.invalidateQueries({ queryKey });
}
