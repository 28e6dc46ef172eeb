import type { ServerEvent } from '@rootshare/contracts/realtime';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveFeature } from '@/lib/socket';
import { federationKeys } from './keys';

/**
 * Applies a socket event to what other towns bring: `remote_feed_changed` (something from an account
 * the member follows elsewhere arrived, changed or went) refetches the feed, and
 * `remote_conversations_changed` (a message from elsewhere arrived, changed or went) the
 * conversations with accounts elsewhere and the open one. The tab's socket belongs to the
 * messaging runtime, which hands every event here (app/live-runtime.tsx).
 */
export function applyFederationEvent(queryClient: QueryClient, event: ServerEvent): void {
  if (event.type === 'remote_feed_changed') void queryClient.invalidateQueries({ queryKey: federationKeys.feeds });
  if (event.type === 'remote_conversations_changed') void queryClient.invalidateQueries({ queryKey: federationKeys.allConversations });
}

/** What other towns bring, as the socket keeps it current; fetched again when the socket comes back. */
export const federationLive: LiveFeature = { queryKeys: [federationKeys.all], apply: applyFederationEvent };
