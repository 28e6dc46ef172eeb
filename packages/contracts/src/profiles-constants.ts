/** Profiles' plain values and the swap-preferences reader, without zod: a profile page loads no schema. */

export const SWAP_TYPE_PREFERENCES = ['cuttings', 'seeds', 'full-plants', 'bulbs'] as const;
export const INTEREST_OPTIONS = ['houseplants', 'succulents', 'herbs', 'vegetables', 'flowers', 'trees', 'native', 'rare'] as const;
export const CARE_LEVEL_OPTIONS = ['beginner', 'intermediate', 'expert'] as const;

const PREFERRED_DISTANCE_MAX_LENGTH = 10;
const PREFERENCE_NOTES_MAX_LENGTH = 1000;

/** The decoded content of swap_preferences. */
export interface SwapPreferences {
  swapTypes: Array<(typeof SWAP_TYPE_PREFERENCES)[number]>;
  interests: Array<(typeof INTEREST_OPTIONS)[number]>;
  careLevels: Array<(typeof CARE_LEVEL_OPTIONS)[number]>;
  preferredDistance?: string;
  notes?: string;
}

/** A list of known options (no longer than the options), or null when it holds anything else; missing is empty. */
function readOptions<T extends string>(value: unknown, options: readonly T[]): T[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > options.length) return null;
  const known = value.filter((item): item is T => options.includes(item as T));
  return known.length === value.length ? known : null;
}

/** An optional text of at most `max` characters, or null when it is something else. */
function readText(value: unknown, max: number): { text?: string } | null {
  if (value === undefined) return {};
  return typeof value === 'string' && value.length <= max ? { text: value } : null;
}

/**
 * Checks decoded swap preferences: lists of the known options (missing lists are empty), a short
 * preferred distance and notes, both optional. Unknown keys are dropped; anything else is null.
 */
export function readSwapPreferences(value: unknown): SwapPreferences | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  const swapTypes = readOptions(fields.swapTypes, SWAP_TYPE_PREFERENCES);
  const interests = readOptions(fields.interests, INTEREST_OPTIONS);
  const careLevels = readOptions(fields.careLevels, CARE_LEVEL_OPTIONS);
  const distance = readText(fields.preferredDistance, PREFERRED_DISTANCE_MAX_LENGTH);
  const notes = readText(fields.notes, PREFERENCE_NOTES_MAX_LENGTH);
  if (!swapTypes || !interests || !careLevels || !distance || !notes) return null;
  return {
    swapTypes,
    interests,
    careLevels,
    ...(distance.text === undefined ? {} : { preferredDistance: distance.text }),
    ...(notes.text === undefined ? {} : { notes: notes.text }),
  };
}

/** Reads a stored swap_preferences JSON string; anything unreadable counts as none. */
export function parseSwapPreferences(raw: string | null | undefined): SwapPreferences | null {
  if (!raw) return null;
  try {
    return readSwapPreferences(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * How quickly a member usually answers a first message, in coarse buckets only
 * (docs/product-decisions.md#profiles): the median of their first replies over the last 90 days.
 */
export const REPLY_SPEEDS = ['hour', 'hours', 'day', 'days'] as const;
export type ReplySpeed = (typeof REPLY_SPEEDS)[number];
