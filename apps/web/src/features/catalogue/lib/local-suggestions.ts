import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { normaliseSearchText } from '@rootshare/contracts/catalogue-constants';
import { rankByName, rankingEntryOf, type MatchKind, type RankingEntry } from '@rootshare/contracts/catalogue-ranking';
import { SEARCH_MIN_CHARS, SEARCH_SUGGESTIONS_MAX } from '@rootshare/contracts/limits';

interface IndexedPlant {
  plant: CataloguePlant;
  entry: RankingEntry;
}

// Normalising 5,000 descriptions takes a moment, so it happens once per catalogue answer.
const indexes = new WeakMap<readonly CataloguePlant[], IndexedPlant[]>();

function indexOf(catalogue: readonly CataloguePlant[]): IndexedPlant[] {
  let index = indexes.get(catalogue);
  if (!index) {
    index = catalogue.map((plant) => ({ plant, entry: rankingEntryOf(plant) }));
    indexes.set(catalogue, index);
  }
  return index;
}

export interface SuggestOptions {
  /** Fewer characters than this give no suggestions (2 by default; the add-plant picker uses 1). */
  minChars?: number;
  limit?: number;
}

export interface RankedPlant {
  plant: CataloguePlant;
  match: MatchKind;
}

/**
 * Suggestions from the local catalogue for what the member typed, best first, in the order the
 * server's search gives (the ranking both share): exact names, then the plants members swap most,
 * then other name matches, scientific names and descriptions.
 */
export function rankPlants(
  catalogue: readonly CataloguePlant[],
  query: string,
  { minChars = SEARCH_MIN_CHARS, limit = SEARCH_SUGGESTIONS_MAX }: SuggestOptions = {},
): RankedPlant[] {
  const term = normaliseSearchText(query);
  if (term.length < Math.max(1, minChars)) return [];
  return rankByName(indexOf(catalogue), (indexed) => indexed.entry, term)
    .slice(0, limit)
    .map(({ item, kind }) => ({ plant: item.plant, match: kind }));
}

/** The plants of rankPlants, without how each matched. */
export function suggestPlants(catalogue: readonly CataloguePlant[], query: string, options: SuggestOptions = {}): CataloguePlant[] {
  return rankPlants(catalogue, query, options).map((ranked) => ranked.plant);
}
