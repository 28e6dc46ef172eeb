/**
 * Query keys of what a member sees from other servers, per member. All share one prefix, so
 * whatever happened while the tab's socket was away is fetched again when it comes back.
 */
export const federationKeys = {
  all: ['federation'] as const,
  following: (memberId: string) => ['federation', 'following', memberId] as const,
  /** Every member's feed: what the socket's `remote_feed_changed` refreshes. */
  feeds: ['federation', 'feed'] as const,
  feed: (memberId: string) => ['federation', 'feed', memberId] as const,
  blocks: (memberId: string) => ['federation', 'blocks', memberId] as const,
  /** Every member's conversations with accounts elsewhere: what a message from elsewhere changes. */
  allConversations: ['federation', 'conversations'] as const,
  conversations: (memberId: string) => ['federation', 'conversations', memberId] as const,
  conversation: (memberId: string, id: string) => ['federation', 'conversations', memberId, id] as const,
  /** Listings and meets of the connected towns near a place. */
  towns: (path: string) => ['federation', 'towns', path] as const,
};
