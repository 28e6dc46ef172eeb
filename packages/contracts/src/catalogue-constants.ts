/** The catalogue's plain values and helpers, without zod: a page that only shows plants loads no schema. */

export const CARE_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export type CareLevel = (typeof CARE_LEVELS)[number];
/** A stored care level as the contract names it; anything unknown reads as intermediate. */
export const toCareLevel = (value: string): CareLevel => CARE_LEVELS.find((level) => level === value.toLowerCase()) ?? 'intermediate';

export const PLANT_CATEGORIES = [
  'houseplant',
  'succulent',
  'cactus',
  'fern',
  'herb',
  'vegetable',
  'fruit',
  'flower',
  'tree',
  'shrub',
  'vine',
  'grass',
] as const;
export type PlantCategory = (typeof PLANT_CATEGORIES)[number];
/** A stored category as the contract names it; anything unknown reads as houseplant. */
export const toPlantCategory = (value: string): PlantCategory => PLANT_CATEGORIES.find((category) => category === value) ?? 'houseplant';
/** The locally drawn illustration for a category, served at the catalogue's fallback path. */
export const placeholderImageUrl = (category: PlantCategory): string => `/api/placeholder-image?category=${category}`;

/** The Browse page's category filter. */
export const BROWSE_CATEGORIES = ['all', 'houseplant', 'succulent', 'herb', 'flower'] as const;

export const UNKNOWN_PLANT_NAME = 'Unknown Plant';
export const NO_IDENTIFICATION = 'No identification found';

/** Lower-case, accent-free text for matching names the way the server does. */
export function normaliseSearchText(text: string): string {
  // Only the runs of characters beyond ASCII are decomposed (a dash here, an accent there; ASCII
  // has nothing to decompose, and its only marks are ^ and `): the server's start normalises 5 MB
  // of descriptions for its search index.
  return text
    .replace(/[^\0-\x7f]+/g, (run) =>
      run
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .replace(/[×]/g, 'x')
        .replace(/[‘’“”]/g, ''),
    )
    .replace(/[\^`'"]/g, '')
    .toLowerCase()
    .replace(/[-_/\s]+/g, ' ')
    .trim();
}
