/**
 * How the plant picker orders plants, shared by the server's search and the browser's local
 * suggestions so both give the same first answer: an exact name first, then the plants members
 * swap most (their popularity) whatever part of the name matched, then other name matches,
 * scientific names, typo matches (server only) and descriptions. Plain TypeScript, no zod.
 */
import { normaliseSearchText } from './catalogue-constants';
import { SEARCH_MIN_CHARS } from './limits';

/** How a plant matched the query, strongest first. 'fuzzy' (a typo) comes only from the server. */
export const MATCH_KINDS = [
  'exact',
  'name-word',
  'name-start',
  'name',
  'alias',
  'scientific-start',
  'scientific',
  'fuzzy',
  'description',
] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** A popular plant matched this way ranks above every plant that is not popular. */
const POPULAR_KINDS: ReadonlySet<MatchKind> = new Set(['name-word', 'name-start', 'name', 'alias', 'scientific-start']);
/** Shorter terms match only at the start of a word: two letters are inside too many names. */
const INSIDE_WORD_MIN_CHARS = 3;

/** A plant's names and description, normalised once, with how much members swap it. */
export interface RankingEntry {
  name: string;
  aliases: readonly string[];
  scientific: string;
  description: string;
  popularity: number;
}

/**
 * A normalised search term with the spaced forms word matching needs, made once per search so
 * matching a plant allocates nothing.
 */
export interface SearchTerm {
  text: string;
  /** ' term ': the term as a whole word inside a text. */
  inner: string;
  /** ' term': the term at a word's start (or, at a text's end, as its last word). */
  after: string;
  /** 'term ': the term as a text's first word. */
  before: string;
}

export const searchTermOf = (text: string): SearchTerm => ({ text, inner: ` ${text} `, after: ` ${text}`, before: `${text} ` });

/** The term is a whole word of the text. */
const hasWord = (text: string, term: SearchTerm) =>
  text === term.text || text.startsWith(term.before) || text.endsWith(term.after) || text.includes(term.inner);
/** A word of the text starts with the term. */
const startsWord = (text: string, term: SearchTerm) => text.startsWith(term.text) || text.includes(term.after);

/** The other names a catalogue description lists ('Also known as: Devil's Ivy, Golden Pothos.'). */
export function aliasesOf(description: string | null): string[] {
  const match = description ? /Also known as: ([^.]+)\./.exec(description) : null;
  return (match?.[1] ?? '')
    .split(',')
    .map((alias) => normaliseSearchText(alias))
    .filter(Boolean);
}

/** A scientific name as searched: normalised, without the hybrid sign ('Fragaria x ananassa'). */
export const normaliseScientificName = (name: string | null): string => normaliseSearchText((name ?? '').replace(/\bx\b|×/g, ' '));

export function rankingEntryOf(plant: {
  common_name: string;
  scientific_name: string | null;
  description: string | null;
  popularity: number;
}): RankingEntry {
  return {
    name: normaliseSearchText(plant.common_name),
    aliases: aliasesOf(plant.description),
    scientific: normaliseScientificName(plant.scientific_name),
    description: normaliseSearchText(plant.description ?? ''),
    popularity: plant.popularity,
  };
}

/**
 * How the normalised term matched the plant, or null: its common name, then its other names, its
 * scientific name and its description. Terms shorter than the search minimum (the add-plant picker
 * starts at one letter) match only the start of a name. A caller that knows from an index that the
 * description cannot hold the term passes descriptionMayMatch false and spares reading it.
 */
export function matchKind(entry: RankingEntry, term: SearchTerm, descriptionMayMatch = true): MatchKind | null {
  const { text } = term;
  if (!text) return null;
  const { name, aliases, scientific, description } = entry;
  if (name === text || aliases.includes(text) || scientific === text) return 'exact';
  if (text.length < SEARCH_MIN_CHARS) return name.startsWith(text) ? 'name-start' : null;
  const inside = text.length >= INSIDE_WORD_MIN_CHARS;
  if (hasWord(name, term)) return 'name-word';
  if (startsWord(name, term)) return 'name-start';
  if (inside && name.includes(text)) return 'name';
  if (aliases.some((alias) => startsWord(alias, term))) return 'alias';
  if (startsWord(scientific, term)) return 'scientific-start';
  if (inside && scientific.includes(text)) return 'scientific';
  // Inside words, descriptions match too much ('monstra' in 'demonstrate'): word starts only.
  if (descriptionMayMatch && startsWord(description, term)) return 'description';
  return null;
}

export interface RankedMatch {
  entry: RankingEntry;
  kind: MatchKind;
  /** The server's similarity for a typo; orders typo matches among themselves. */
  score?: number;
}

function tierOf({ kind, entry }: RankedMatch): number {
  if (kind === 'exact') return 0;
  if (entry.popularity > 0 && POPULAR_KINDS.has(kind)) return 1;
  return 2 + MATCH_KINDS.indexOf(kind);
}

/** Sort order of two matches: exact, then popular, then by kind; shorter names first within a kind. */
export function compareMatches(a: RankedMatch, b: RankedMatch): number {
  return (
    tierOf(a) - tierOf(b) ||
    (a.kind === 'fuzzy' && b.kind === 'fuzzy' ? (b.score ?? 0) - (a.score ?? 0) : 0) ||
    b.entry.popularity - a.entry.popularity ||
    MATCH_KINDS.indexOf(a.kind) - MATCH_KINDS.indexOf(b.kind) ||
    a.entry.name.length - b.entry.name.length ||
    a.entry.name.localeCompare(b.entry.name)
  );
}

/** The items matching a normalised term, best first, with how each matched (no typo matching). */
export function rankByName<T>(items: readonly T[], entryOf: (item: T) => RankingEntry, term: string): Array<{ item: T; kind: MatchKind }> {
  const matches: Array<RankedMatch & { item: T }> = [];
  const prepared = searchTermOf(term);
  for (const item of items) {
    const entry = entryOf(item);
    const kind = matchKind(entry, prepared);
    if (kind) matches.push({ item, entry, kind });
  }
  return matches.sort(compareMatches).map(({ item, kind }) => ({ item, kind }));
}
