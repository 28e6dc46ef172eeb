import type { GeoCountry } from '@rootshare/contracts/geo';
import { and, asc, desc, eq, inArray, like, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { places } from '../../db/schema/geo';
import type { Database } from '../../platform/db';

export type PlaceRecord = Pick<
  typeof places.$inferSelect,
  'id' | 'kind' | 'name' | 'region' | 'postcode' | 'country' | 'latitude' | 'longitude'
>;

const placeColumns = {
  id: places.id,
  kind: places.kind,
  name: places.name,
  region: places.region,
  postcode: places.postcode,
  country: places.country,
  latitude: places.latitude,
  longitude: places.longitude,
};

/**
 * Narrows places to a region or country the person named after a comma ('Chicago, IL',
 * 'Manchester, England', 'Sydney, Australia'); each such part must match one of them.
 */
export interface PlaceQualifier {
  /** Normalised text of the part. */
  text: string;
  /** Countries whose name or code the part starts. */
  countries: GeoCountry[];
}

export interface CitySearch {
  /** Normalised name text (normalisePlaceName). */
  name: string;
  qualifiers: PlaceQualifier[];
  limit: number;
}

/** Escapes LIKE's wildcards so typed text only ever matches as a literal prefix. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The texts starting with `prefix` are those from `prefix` up to (not including) this bound in
 * byte order, the order of the text_pattern_ops indexes. An explicit range keeps the index usable
 * by a prepared statement's generic plan, where `LIKE $1` could not use it.
 */
function prefixEnd(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop() ?? '';
  return `${chars.join('')}${String.fromCodePoint(Math.min((last.codePointAt(0) ?? 0) + 1, 0x10ffff))}`;
}

// A typed value, or a prepared statement's placeholder for it.
type Bound<T> = T | Placeholder;

const inPrefixRange = (column: AnyColumn, from: Bound<string>, to: Bound<string>) => sql`${column} ~>=~ ${from} and ${column} ~<~ ${to}`;

const matchesQualifier = ({ text, countries }: PlaceQualifier): SQL | undefined =>
  or(
    eq(sql`lower(${places.regionCode})`, text),
    like(sql`lower(${places.region})`, likePrefix(text)),
    countries.length > 0 ? inArray(places.country, countries) : undefined,
  );

const citiesByPrefix = (
  db: Database,
  name: Bound<string>,
  from: Bound<string>,
  to: Bound<string>,
  qualifiers: PlaceQualifier[],
  limit: Bound<number>,
) =>
  db
    .select(placeColumns)
    .from(places)
    .where(and(eq(places.kind, 'city'), inPrefixRange(places.searchName, from, to), ...qualifiers.map(matchesQualifier)))
    .orderBy(desc(sql`${places.searchName} = ${name}::text`), desc(places.population), asc(places.name))
    .limit(limit);

const citiesBySimilarity = (db: Database, name: Bound<string>, qualifiers: PlaceQualifier[], limit: Bound<number>) =>
  db
    .select(placeColumns)
    .from(places)
    .where(and(eq(places.kind, 'city'), sql`${name}::text <% ${places.searchName}`, ...qualifiers.map(matchesQualifier)))
    .orderBy(desc(sql`word_similarity(${name}::text, ${places.searchName})`), desc(places.population), asc(places.name))
    .limit(limit);

export interface PlaceQueries {
  /**
   * Towns and cities whose name starts with the text and whose region or country matches what
   * followed a comma ('Chicago, IL'): an exact name first, then the most populous. Unqualified
   * prefixes are answered from memory (place-index.ts).
   */
  findQualifiedCitiesByPrefix(search: CitySearch): Promise<PlaceRecord[]>;
  /**
   * Towns and cities with a word like the text ('york' in New York, 'manchster' for Manchester):
   * trigram word similarity on the GIN index, closest then most populous.
   */
  findCitiesBySimilarity(search: CitySearch): Promise<PlaceRecord[]>;
}

/**
 * The unqualified similarity search is a named prepared statement (parsed and planned once per
 * connection, ADR 0006); text with a region after a comma builds its query per call.
 */
export function preparePlaceQueries(db: Database): PlaceQueries {
  const [name, limit] = [sql.placeholder('name'), sql.placeholder('limit')];
  const citiesSimilarStatement = citiesBySimilarity(db, name, [], limit).prepare('places_cities_by_similarity');
  return {
    findQualifiedCitiesByPrefix: ({ name: text, qualifiers, limit: max }) =>
      citiesByPrefix(db, text, text, prefixEnd(text), qualifiers, max),
    findCitiesBySimilarity: ({ name: text, qualifiers, limit: max }) =>
      qualifiers.length === 0 ? citiesSimilarStatement.execute({ name: text, limit: max }) : citiesBySimilarity(db, text, qualifiers, max),
  };
}

/** Within this many degrees of latitude a nearby town is looked for (about 70 miles). */
const NEAREST_WINDOW_DEGREES = 1;

/**
 * The town or city nearest a point, for "use my current location": a latitude/longitude window
 * first (a few hundred of the ~29,000 towns), then the exact great-circle distance.
 */
export async function findNearestCity(db: Database, latitude: number, longitude: number): Promise<PlaceRecord | undefined> {
  const window = NEAREST_WINDOW_DEGREES;
  const lonWindow = window / Math.max(Math.cos((latitude * Math.PI) / 180), 0.05);
  const [row] = await db
    .select(placeColumns)
    .from(places)
    .where(
      and(
        eq(places.kind, 'city'),
        sql`${places.latitude} between ${latitude - window} and ${latitude + window}`,
        sql`${places.longitude} between ${longitude - lonWindow} and ${longitude + lonWindow}`,
      ),
    )
    .orderBy(
      sql`earth_distance(ll_to_earth(${places.latitude}, ${places.longitude}), ll_to_earth(${latitude}::float8, ${longitude}::float8))`,
    )
    .limit(1);
  return row;
}

/** Every town (keyed by normalised name) and postcode area (keyed by code), for the in-memory prefix index. */
type Keyed = PlaceRecord & { key: string; population: number };

export async function listIndexedPlaces(db: Database): Promise<{ cities: Keyed[]; postcodes: Keyed[] }> {
  const rows = await db.select({ ...placeColumns, searchName: places.searchName, population: places.population }).from(places);
  const cities: Keyed[] = [];
  const postcodes: Keyed[] = [];
  for (const { searchName, ...row } of rows) {
    if (row.kind === 'city') cities.push({ ...row, key: searchName });
    else if (row.postcode) postcodes.push({ ...row, key: row.postcode });
  }
  return { cities, postcodes };
}
