/** Query keys of messaging; everything sits under `all`, so a reconnect refreshes it in one call. */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: ['messaging', 'conversations'] as const,
  /** An entry POST /conversations answered, kept until the list holds it. */
  opened: (conversationId: string) => ['messaging', 'opened', conversationId] as const,
  messages: (conversationId: string) => ['messaging', 'messages', conversationId] as const,
  thread: (otherUserId: string) => ['messaging', 'thread', otherUserId] as const,
  unreadCount: ['messaging', 'unread-count'] as const,
  presence: (userIds: readonly string[]) => ['messaging', 'presence', userIds.join(',')] as const,
};
