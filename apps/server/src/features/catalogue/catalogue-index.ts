import { normaliseSearchText } from '@rootshare/contracts/catalogue';
import {
  compareMatches,
  matchKind,
  rankingEntryOf,
  searchTermOf,
  type RankedMatch,
  type RankingEntry,
} from '@rootshare/contracts/catalogue-ranking';

/** What the index needs of a catalogue plant. */
export interface IndexablePlant {
  id: string;
  common_name: string;
  scientific_name: string | null;
  description: string | null;
  popularity: number;
}

export interface ScoredId {
  id: string;
  /** 0–1: how sure the index is that this is the plant meant. */
  score: number;
}

interface Entry {
  id: string;
  /** Names, description and popularity as the shared ranking reads them. */
  rank: RankingEntry;
  common: string;
  scientific: string;
  aliases: readonly string[];
  /** Every name the plant goes by, normalised. */
  names: string[];
  commonLength: number;
}

// Words that say nothing about which plant is meant.
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have in into is it its like looks of on or plant plants small big large some that the this to very was with'.split(
    ' ',
  ),
);
const CANDIDATE_SHARE = 0.3;
// Only the plants sharing the most trigrams with the query are scored in full.
const MAX_CANDIDATES = 150;
// Queries this short match by word prefix only: one or two letters share trigrams with everything.
const SHORT_QUERY = 3;
// A typo match scoring below this is noise.
const FUZZY_MIN_SCORE = 0.3;
// How sure a match inside a name ('mint' in 'Spearmint') is, at least.
const INSIDE_NAME_SCORE = 0.6;
// How sure a match only in the description is.
const DESCRIPTION_SCORE = 0.35;

/** pg_trgm-style trigrams: each word padded with two spaces in front and one behind. */
function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared || 1);
}

// Rows reused by every editDistance call (search runs synchronously, one call at a time).
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/** Edit distance with adjacent transpositions ('monstrea' is one edit from 'monstera'). */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length + 1);
    rowB = new Int32Array(b.length + 1);
    rowC = new Int32Array(b.length + 1);
  }
  // beforePrevious, previous and current rows of the distance table.
  let beforePrevious = rowA;
  let previous = rowB;
  let current = rowC;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        value = Math.min(value, (beforePrevious[j - 2] as number) + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    const spare = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = spare;
  }
  return previous[b.length] as number;
}

/** Same-length runs of words in a name, so 'spidr plant' can be compared with 'spider plant'. */
function windows(name: string, size: number): string[] {
  const words = name.split(' ');
  if (words.length <= size) return [name];
  const out: string[] = [];
  for (let i = 0; i + size <= words.length; i++) out.push(words.slice(i, i + size).join(' '));
  return out;
}

/** Crude stemming for description words: enough to match 'leaves' with 'leaf' and 'holes' with 'hole'. */
function stem(word: string): string {
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('es') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

function contentWords(text: string): string[] {
  return contentWordsOfNormalised(normaliseSearchText(text));
}

/** contentWords of text normalised already (the index's names and descriptions are). */
function contentWordsOfNormalised(text: string): string[] {
  return text
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w))
    .map(stem);
}

/** Name score for one candidate: exact, prefix, whole words, then typo-tolerant similarity. */
function nameScore(entry: Entry, query: string, queryTrigrams: Set<string>): number {
  if (entry.common === query || entry.scientific === query) return 1;
  if (entry.aliases.includes(query)) return 0.95;
  if (entry.common.startsWith(query)) return 0.85 + 0.14 * (query.length / entry.common.length);
  if (entry.scientific.startsWith(query)) return 0.85 + 0.14 * (query.length / entry.scientific.length);
  if (entry.aliases.some((a) => a.startsWith(query))) return 0.83;
  if (entry.names.some((n) => ` ${n} `.includes(` ${query} `))) return 0.8 - Math.min(0.1, entry.commonLength / 400);
  if (entry.names.some((n) => ` ${n}`.includes(` ${query}`))) return 0.75;
  const size = query.split(' ').length;
  let best = 0;
  const maxEdits = query.length <= 4 ? 1 : query.length <= 8 ? 2 : 3;
  // A name's trigrams and windows are made for the few candidates a query scores, not kept for
  // every plant: kept, they took most of the index's memory.
  for (const name of entry.names) {
    best = Math.max(best, 0.7 * trigramSimilarity(queryTrigrams, trigrams(name)));
    for (const part of windows(name, size)) {
      // A typo of a whole name beats the same typo of a few words inside a longer one.
      const whole = part === name ? 1 : 0.95;
      const distance = editDistance(query, part, maxEdits);
      if (distance <= maxEdits) best = Math.max(best, whole * (0.78 * (1 - distance / Math.max(query.length, part.length)) + 0.05));
    }
  }
  return best;
}

const NO_PLANTS = new Uint32Array(0);

/**
 * Posting lists (the plants under each key, in plant order) packed into one array once built: a
 * list per key as its own array took three times the memory, for about 80,000 keys.
 */
function packPostings(lists: Map<string, number[]>) {
  const slots = new Map<string, number>();
  const starts = new Uint32Array(lists.size + 1);
  const plants = new Uint32Array([...lists.values()].reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const [key, list] of lists) {
    starts[slots.size] = at;
    slots.set(key, slots.size);
    plants.set(list, at);
    at += list.length;
  }
  starts[slots.size] = at;
  return {
    keys: () => slots.keys(),
    /** The plants under the key (none when it has none). */
    get(key: string): Uint32Array {
      const slot = slots.get(key);
      return slot === undefined ? NO_PLANTS : plants.subarray(starts[slot], starts[slot + 1]);
    },
  };
}

/** Builds the list of a key's plants in plant order, each plant once. */
const post = <K>(map: Map<K, number[]>, key: K, index: number) => {
  const list = map.get(key);
  if (!list) map.set(key, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
};

/** Plants indexed between yields to the event loop: a start answers requests while its index is built. */
const PLANTS_PER_SLICE = 250;

/** The catalogue's entries and the postings that find them by trigram, content word and description word. */
async function indexPlants(plants: IndexablePlant[]) {
  const entries: Entry[] = [];
  const trigramLists = new Map<string, number[]>();
  const wordLists = new Map<string, number[]>();
  // Every word of the descriptions, sorted, with the plants using it: finds the plants whose
  // description has a word starting with the query without reading every description.
  const descriptionWordLists = new Map<string, number[]>();
  for (const plant of plants) {
    if (entries.length > 0 && entries.length % PLANTS_PER_SLICE === 0) await new Promise(setImmediate);
    const rank = rankingEntryOf(plant);
    const { name: common, scientific, aliases } = rank;
    const names = [common, scientific, ...aliases].filter(Boolean);
    const index = entries.length;
    entries.push({
      id: plant.id,
      rank,
      common,
      scientific,
      aliases,
      names,
      commonLength: common.length,
    });
    // A plant's postings are made one after another, so post() alone keeps each plant once per key.
    for (const t of trigrams(names.join(' '))) post(trigramLists, t, index);
    for (const w of contentWordsOfNormalised(`${names.join(' ')} ${rank.description}`)) post(wordLists, w, index);
    for (const word of rank.description.split(' ')) if (word) post(descriptionWordLists, word, index);
  }
  const descriptionWords = packPostings(descriptionWordLists);
  return {
    entries,
    trigramPostings: packPostings(trigramLists),
    wordPostings: packPostings(wordLists),
    descriptionWords,
    sortedDescriptionWords: [...descriptionWords.keys()].sort(),
    /** Shared-trigram counts per plant, reused by every fuzzy search (search runs synchronously). */
    sharedCounts: new Uint16Array(entries.length),
  };
}

type PlantIndex = Awaited<ReturnType<typeof indexPlants>>;

/** The plants whose description may hold the term at a word start (a superset: matchKind checks). */
function descriptionCandidates({ descriptionWords, sortedDescriptionWords }: PlantIndex, query: string): Set<number> {
  const spaceAt = query.indexOf(' ');
  // 'spider pl' starts a word only where 'spider' is a whole word.
  if (spaceAt > 0) return new Set(descriptionWords.get(query.slice(0, spaceAt)));
  const out = new Set<number>();
  let low = 0;
  let high = sortedDescriptionWords.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sortedDescriptionWords[middle] as string) < query) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < sortedDescriptionWords.length && (sortedDescriptionWords[i] as string).startsWith(query); i++)
    for (const index of descriptionWords.get(sortedDescriptionWords[i] as string)) out.add(index);
  return out;
}

/**
 * The plants whose names may hold the query (a superset: matchKind checks): those having its
 * rarest trigram from inside a word. Null when no word of the query has three letters.
 */
function nameCandidates({ trigramPostings }: PlantIndex, query: string): Uint32Array | null {
  let rarest: Uint32Array | null = null;
  for (const word of query.split(' '))
    for (let i = 0; i + 3 <= word.length; i++) {
      const list = trigramPostings.get(word.slice(i, i + 3));
      if (!rarest || list.length < rarest.length) rarest = list;
    }
  return rarest;
}

/** The plants sharing the most trigrams with the query, best first, for typo-tolerant scoring. */
function fuzzyCandidates({ trigramPostings, sharedCounts }: PlantIndex, queryTrigrams: Set<string>): number[] {
  // Counts of shared trigrams per plant, in a reused array; touched lists the plants to reset.
  const touched: number[] = [];
  for (const t of queryTrigrams) {
    for (const i of trigramPostings.get(t)) {
      if (sharedCounts[i] === 0) touched.push(i);
      sharedCounts[i] = (sharedCounts[i] as number) + 1;
    }
  }
  const minimum = Math.min(queryTrigrams.size, Math.max(2, Math.ceil(queryTrigrams.size * CANDIDATE_SHARE)));
  // Bucket by shared count (no sort of thousands of weak matches), best buckets first.
  const buckets: number[][] = Array.from({ length: queryTrigrams.size + 1 }, () => []);
  for (const i of touched) {
    const count = sharedCounts[i] as number;
    sharedCounts[i] = 0;
    if (count >= minimum) (buckets[count] as number[]).push(i);
  }
  const candidates: number[] = [];
  for (let count = queryTrigrams.size; count >= minimum && candidates.length < MAX_CANDIDATES; count--)
    candidates.push(...(buckets[count] as number[]));
  return candidates;
}

type Match = RankedMatch & { id: string; score: number };

/** What one search has found so far: its matches, and the plants among them. */
interface Found {
  results: Match[];
  matched: Set<number>;
}

/**
 * Every plant whose names or description hold the query, found through the postings (all plants
 * only for a query too short to have a trigram), scored by how well the name matched.
 */
function directMatches(index: PlantIndex, query: string, queryTrigrams: Set<string>, found: Found): void {
  const term = searchTermOf(query);
  const describing = descriptionCandidates(index, query);
  const named = nameCandidates(index, query);
  const scanned = named ? new Set([...named, ...describing]) : index.entries.keys();
  for (const i of scanned) {
    const entry = index.entries[i] as Entry;
    const kind = matchKind(entry.rank, term, describing.has(i));
    if (!kind) continue;
    found.matched.add(i);
    const score =
      kind === 'exact'
        ? 1
        : kind === 'description'
          ? DESCRIPTION_SCORE
          : Math.max(nameScore(entry, query, queryTrigrams), INSIDE_NAME_SCORE);
    found.results.push({ id: entry.id, entry: entry.rank, kind, score });
  }
}

/** Plants whose names are a typo or two from the query, among those sharing the most trigrams with it. */
function fuzzyMatches(index: PlantIndex, query: string, queryTrigrams: Set<string>, found: Found): void {
  for (const i of fuzzyCandidates(index, queryTrigrams)) {
    if (found.matched.has(i)) continue;
    const entry = index.entries[i] as Entry;
    const score = nameScore(entry, query, queryTrigrams);
    if (score >= FUZZY_MIN_SCORE) {
      found.matched.add(i);
      found.results.push({ id: entry.id, entry: entry.rank, kind: 'fuzzy', score });
    }
  }
}

/** Plants whose descriptions hold every word of a longer query ('split leaves'): weak hits. */
function everyWordMatches({ entries, wordPostings }: PlantIndex, query: string, found: Found): void {
  const words = contentWords(query);
  if (words.length <= 1) return;
  const wordHits = new Map<number, number>();
  for (const w of words) for (const i of wordPostings.get(w)) wordHits.set(i, (wordHits.get(i) ?? 0) + 1);
  for (const [i, hits] of wordHits) {
    const entry = entries[i] as Entry;
    if (hits === words.length && !found.matched.has(i))
      found.results.push({ id: entry.id, entry: entry.rank, kind: 'description', score: DESCRIPTION_SCORE });
  }
}

/**
 * Ranked name search in the order the browser's suggestions share: exact names, the plants
 * members swap most, other name, scientific-name and typo matches, then descriptions. Scores
 * say how well the name matched, never rising down the list.
 */
function search(index: PlantIndex, text: string, limit: number): ScoredId[] {
  const query = normaliseSearchText(text);
  if (query.length === 0) return [];
  const queryTrigrams = trigrams(query);
  const found: Found = { results: [], matched: new Set() };
  directMatches(index, query, queryTrigrams, found);
  if (query.length >= SHORT_QUERY) fuzzyMatches(index, query, queryTrigrams, found);
  everyWordMatches(index, query, found);
  found.results.sort(compareMatches);
  let ceiling = 1;
  return found.results.slice(0, limit).map(({ id, score }) => {
    ceiling = Math.min(ceiling, score);
    return { id, score: Math.round(ceiling * 1000) / 1000 };
  });
}

/** The plants a free-text description most likely means, weighted by how telling each word is. */
function identify({ entries, wordPostings }: PlantIndex, description: string, limit: number): ScoredId[] {
  const idf = (word: string) => Math.log(1 + entries.length / (1 + wordPostings.get(word).length));
  const words = [...new Set(contentWords(description))];
  const total = words.reduce((sum, w) => sum + idf(w), 0);
  if (total === 0) return [];
  const weight = new Map<number, number>();
  for (const w of words) for (const i of wordPostings.get(w)) weight.set(i, (weight.get(i) ?? 0) + idf(w));
  return [...weight]
    .map(([i, w]) => ({ entry: entries[i] as Entry, score: w / total }))
    .sort((a, b) => b.score - a.score || a.entry.commonLength - b.entry.commonLength)
    .slice(0, limit)
    .map(({ entry, score }) => ({ id: entry.id, score: Math.round(Math.min(0.95, score) * 1000) / 1000 }));
}

/**
 * An in-memory search index over the catalogue's names and descriptions. The catalogue is static
 * between starts and small (about 5,000 plants), so search needs no database round trip (ADR 0005).
 */
export async function buildCatalogueIndex(plants: IndexablePlant[]) {
  const index = await indexPlants(plants);
  return {
    size: index.entries.length,
    /** See search: ranked name search, scores never rising down the list. */
    search: (text: string, limit: number): ScoredId[] => search(index, text, limit),
    /** See identify: the plants a free-text description most likely means. */
    identify: (description: string, limit: number): ScoredId[] => identify(index, description, limit),
  };
}

export type CatalogueIndex = Awaited<ReturnType<typeof buildCatalogueIndex>>;
