import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { normaliseSearchText } from '@rootshare/contracts/catalogue-constants';
import { SEARCH_MIN_CHARS, SEARCH_SUGGESTIONS_MAX } from '@rootshare/contracts/limits';

/** How a plant matched, best first (part 2 §5): name prefix, name, scientific name, description. */
export const MATCH_RANKS = ['name-prefix', 'name-word', 'name', 'scientific-prefix', 'scientific', 'description'] as const;
export type MatchRank = (typeof MATCH_RANKS)[number];

interface IndexedPlant {
  plant: CataloguePlant;
  name: string;
  scientific: string;
  description: string;
}

// Normalising 5,000 descriptions takes a moment, so it happens once per catalogue answer.
const indexes = new WeakMap<readonly CataloguePlant[], IndexedPlant[]>();

function indexOf(catalogue: readonly CataloguePlant[]): IndexedPlant[] {
  let index = indexes.get(catalogue);
  if (!index) {
    index = catalogue.map((plant) => ({
      plant,
      name: normaliseSearchText(plant.common_name),
      scientific: normaliseSearchText(plant.scientific_name ?? ''),
      description: normaliseSearchText(plant.description ?? ''),
    }));
    indexes.set(catalogue, index);
  }
  return index;
}

const startsWord = (text: string, term: string) => text.startsWith(term) || text.includes(` ${term}`);

/** Where the term matched the plant, or null; terms shorter than the minimum only match name starts. */
export function rankMatch(entry: { name: string; scientific: string; description: string }, term: string): MatchRank | null {
  if (entry.name.startsWith(term)) return 'name-prefix';
  if (term.length < SEARCH_MIN_CHARS) return null;
  if (startsWord(entry.name, term)) return 'name-word';
  if (entry.name.includes(term)) return 'name';
  if (startsWord(entry.scientific, term)) return 'scientific-prefix';
  if (entry.scientific.includes(term)) return 'scientific';
  // Inside words, descriptions match too much ('monstra' in 'demonstrate'): word starts only.
  if (startsWord(entry.description, term)) return 'description';
  return null;
}

export interface SuggestOptions {
  /** Fewer characters than this give no suggestions (2 by default; the add-plant picker uses 1). */
  minChars?: number;
  limit?: number;
}

export interface RankedPlant {
  plant: CataloguePlant;
  match: MatchRank;
}

/** The local suggestions with how each matched, best first (see suggestPlants). */
export function rankPlants(catalogue: readonly CataloguePlant[], query: string, { minChars = SEARCH_MIN_CHARS, limit = SEARCH_SUGGESTIONS_MAX }: SuggestOptions = {}): RankedPlant[] {
  const term = normaliseSearchText(query);
  if (term.length < Math.max(1, minChars)) return [];
  const matches: Array<{ entry: IndexedPlant; rank: number }> = [];
  for (const entry of indexOf(catalogue)) {
    const rank = rankMatch(entry, term);
    if (rank) matches.push({ entry, rank: MATCH_RANKS.indexOf(rank) });
  }
  matches.sort((a, b) => a.rank - b.rank || a.entry.name.length - b.entry.name.length || a.entry.name.localeCompare(b.entry.name));
  return matches.slice(0, limit).map((match) => ({ plant: match.entry.plant, match: MATCH_RANKS[match.rank] as MatchRank }));
}

/**
 * Suggestions from the local catalogue for what the member typed: at most 12, best matches first,
 * shorter names first within a rank (part 2 §5, §9).
 */
export function suggestPlants(catalogue: readonly CataloguePlant[], query: string, options: SuggestOptions = {}): CataloguePlant[] {
  return rankPlants(catalogue, query, options).map((ranked) => ranked.plant);
}
