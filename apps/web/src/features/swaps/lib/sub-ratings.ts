/** The optional ratings of a review beside the overall one, in the order shown; each is named by `swaps.review.<key>`. */
export const SUB_RATINGS = ['plant_quality', 'communication', 'packaging'] as const;
