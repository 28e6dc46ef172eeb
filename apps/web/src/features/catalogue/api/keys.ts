/** Query keys of the plant catalogue. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  /** A search, by its normalised text. */
  search: (text: string) => ['catalogue', 'search', text] as const,
  /** The invasive-species lists naming a plant. */
  invasive: (plantId: string) => ['catalogue', 'invasive', plantId] as const,
};
