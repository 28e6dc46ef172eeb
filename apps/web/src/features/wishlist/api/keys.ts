/** Query keys of wishlists; everything sits under `all`, so a change refreshes the own list and every member's. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  own: ['wishlist', 'own'] as const,
  member: (userId: string) => ['wishlist', 'member', userId] as const,
  /** Plants on the own wishlist up for swap nearby now. */
  matches: ['wishlist', 'matches'] as const,
  /** How many wishlists near its owner hold a plant. */
  demand: (userPlantId: string) => ['wishlist', 'demand', userPlantId] as const,
};
