import type { PlaceRecord } from './geo.repo';

/** A place with the text its prefix search reads: the normalised name of a town, a postcode's code. */
export interface IndexedPlace extends PlaceRecord {
  key: string;
  population: number;
}

/** The first position whose key is not below `key` (the list is sorted by key). */
function lowerBound(list: IndexedPlace[], key: string): number {
  let [lo, hi] = [0, list.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid]?.key ?? '') < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const byKey = (a: IndexedPlace, b: IndexedPlace) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every town and postcode area in memory, sorted by key, so a typed prefix is a binary search and
 * a short walk instead of a database query: the answer of every keystroke a person makes. Ranked
 * as the database would: the exact key first, then the most populous, then by name (postcodes by
 * code first).
 */
export function buildPlaceIndex(cities: IndexedPlace[], postcodes: IndexedPlace[]) {
  const sortedCities = [...cities].sort(byKey);
  const sortedPostcodes = [...postcodes].sort(byKey);

  function withPrefix(
    list: IndexedPlace[],
    key: string,
    limit: number,
    tieBreak: (a: IndexedPlace, b: IndexedPlace) => number,
  ): PlaceRecord[] {
    const found: IndexedPlace[] = [];
    for (let i = lowerBound(list, key); i < list.length; i++) {
      const place = list[i];
      if (!place?.key.startsWith(key)) break;
      found.push(place);
    }
    return found
      .sort((a, b) => Number(b.key === key) - Number(a.key === key) || b.population - a.population || tieBreak(a, b))
      .slice(0, limit)
      .map(({ key: _key, population: _population, ...place }) => place);
  }

  return {
    /** Towns and cities whose normalised name starts with the text. */
    citiesByPrefix: (name: string, limit: number) => withPrefix(sortedCities, name, limit, (a, b) => byText(a.name, b.name)),
    /** Postcode areas whose code starts with the text. */
    postcodesByPrefix: (code: string, limit: number) =>
      withPrefix(sortedPostcodes, code, limit, (a, b) => byText(a.postcode ?? '', b.postcode ?? '') || byText(a.name, b.name)),
  };
}

export type PlaceIndex = ReturnType<typeof buildPlaceIndex>;
