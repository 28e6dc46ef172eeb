/** The optional ratings of a review beside the overall one, in the order shown. */
export const SUB_RATINGS = [
  { key: 'plant_quality', label: 'Plant quality' },
  { key: 'communication', label: 'Communication' },
  { key: 'packaging', label: 'Packaging' },
] as const;
