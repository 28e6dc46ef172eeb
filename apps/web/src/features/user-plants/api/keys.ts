/** Query keys of member plants; everything sits under `all`, so one invalidation refreshes lists and details. */
export const userPlantKeys = {
  all: ['user-plants'] as const,
  lists: ['user-plants', 'list'] as const,
  list: (userId: string) => ['user-plants', 'list', userId] as const,
  detail: (id: string) => ['user-plants', 'detail', id.toLowerCase()] as const,
  /** What a completed swap gave the caller. */
  received: (swapRequestId: string) => ['user-plants', 'received', swapRequestId] as const,
  /** The caller's care cards in a swap. */
  careCards: (swapRequestId: string) => ['user-plants', 'care-cards', swapRequestId] as const,
  /** Which of the owner's plant photos are offered to the catalogue. */
  catalogueOffers: (id: string) => ['user-plants', 'catalogue-offers', id.toLowerCase()] as const,
  /** Plants grown from a member's collection. */
  grown: (userId: string) => ['user-plants', 'grown', userId] as const,
};
