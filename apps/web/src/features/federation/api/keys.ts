/** Query keys of the accounts a member follows on other servers, per member. */
export const federationKeys = {
  following: (memberId: string) => ['federation', memberId, 'following'] as const,
  feed: (memberId: string) => ['federation', memberId, 'feed'] as const,
};
