import {
  NO_PLACE_NEARBY,
  GEO_COUNTRIES,
  GEO_COUNTRY_NAMES,
  LOCATION_RESULTS_MAX,
  normalisePlaceName,
  normalisePostcode,
  type GeoCountry,
  type LocationSuggestion,
} from '@rootshare/contracts/geo';
import type { Database } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { ExternalGeocoder } from '../../platform/geocoder';
import type { ReadCaches } from '../../platform/read-cache';
import { presentLocationSuggestion } from './geo.presenter';
import { findNearestCity, listIndexedPlaces, preparePlaceQueries, type PlaceQualifier, type PlaceRecord } from './geo.repo';
import { buildPlaceIndex, type PlaceIndex } from './place-index';

// Other names people use for the served countries, beside their names and codes.
const COUNTRY_ALIASES: Record<string, GeoCountry> = { usa: 'us', america: 'us', uk: 'gb', britain: 'gb', 'great britain': 'gb' };

/** The countries whose name, code or common alias starts with the (normalised) text. */
function countriesNamed(text: string): GeoCountry[] {
  return GEO_COUNTRIES.filter(
    (code) =>
      code === text ||
      normalisePlaceName(GEO_COUNTRY_NAMES[code]).startsWith(text) ||
      Object.entries(COUNTRY_ALIASES).some(([alias, c]) => c === code && alias.startsWith(text)),
  );
}

// US ZIP and Australian codes are digits; a Canadian area is letter-digit-letter (M5B); a British
// outward code is one or two letters then a digit (M1, SW1A), and a full British postcode adds a
// digit and two letters (SW1A 1AA, also typed SW1A1AA). Only the area part is stored.
const CANADIAN_POSTCODE = /^[A-Z]\d[A-Z]/;
const BRITISH_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?(\s|$)/;
const FULL_BRITISH_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)\s*\d[A-Z]{2}$/;

/** The postcode text to look up, or undefined when the text reads as a place name. */
function postcodeQuery(text: string): string | undefined {
  const upper = text.trim().toUpperCase();
  if (/^\d/.test(upper)) return normalisePostcode(upper);
  const british = FULL_BRITISH_POSTCODE.exec(upper);
  if (british) return british[1];
  if (CANADIAN_POSTCODE.test(upper)) return upper.slice(0, 3);
  if (BRITISH_POSTCODE.test(upper)) return upper.split(/\s/)[0];
  return undefined;
}

/** What a person typed, as the gazetteer reads it: lower case, runs of spaces and control characters as one space. */
const searchKey = (text: string) =>
  // Control characters (a NUL byte is not even valid PostgreSQL text) mean nothing in a place name.
  text
    .toLowerCase()
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();

/** External: an optional geocoder asked first; the gazetteer answers when it is not set or fails. */
export function createGeoService(db: Database, caches: ReadCaches, external?: ExternalGeocoder, log?: (message: string) => void) {
  // People type the same prefixes: answers are kept per normalised text (placeSuggestions).
  const cache = caches.open<LocationSuggestion[]>('placeSuggestions');
  const queries = preparePlaceQueries(db);
  let index: Promise<PlaceIndex> | undefined;
  /** Built on first use from the places table, which changes only through the start-up import. */
  function loadIndex(): Promise<PlaceIndex> {
    index ??= listIndexedPlaces(db).then(({ cities, postcodes }) => buildPlaceIndex(cities, postcodes));
    index.catch(() => {
      index = undefined;
    });
    return index;
  }

  async function searchPlaces(text: string): Promise<PlaceRecord[]> {
    // 'Chicago, IL', '60601, Chicago', 'Manchester, England, UK': the first part is what is searched.
    const [first = '', ...rest] = text.split(',').map((part) => part.trim());
    const postcode = postcodeQuery(first);
    if (postcode) return (await loadIndex()).postcodesByPrefix(postcode, LOCATION_RESULTS_MAX);
    const name = normalisePlaceName(first);
    if (!name) return [];
    const qualifiers: PlaceQualifier[] = rest
      .map(normalisePlaceName)
      .filter(Boolean)
      .map((part) => ({ text: part, countries: countriesNamed(part) }));
    const search = { name, qualifiers, limit: LOCATION_RESULTS_MAX };
    const byPrefix =
      qualifiers.length === 0
        ? (await loadIndex()).citiesByPrefix(name, LOCATION_RESULTS_MAX)
        : await queries.findQualifiedCitiesByPrefix(search);
    // Word and typo matches only when no name starts with the text: a prefix is what people type,
    // and the trigram search costs several times more.
    return byPrefix.length > 0 ? byPrefix : queries.findCitiesBySimilarity(search);
  }

  return {
    /** Up to 8 towns, cities or postcode areas for what a person is typing. */
    autocompleteLocation(text: string): Promise<LocationSuggestion[]> {
      const key = searchKey(text);
      return cache.getOrLoad(key, async () => {
        if (external) {
          try {
            return await external.autocomplete(key);
          } catch (error) {
            log?.(`external geocoder failed, the gazetteer answers: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        return (await searchPlaces(key)).map(presentLocationSuggestion);
      });
    },

    /**
     * The one place a typed town or postcode names, from the gazetteer alone: a postcode must match
     * exactly ('97201', 'M5B', 'SW1A' for 'SW1A 1AA'; its biggest town when several share it), a
     * town is the best suggestion ('Portland' is Portland, Oregon; 'Portland, ME' the other one).
     * Undefined when nothing matches.
     */
    async resolvePlace(text: string): Promise<LocationSuggestion | undefined> {
      const key = searchKey(text);
      const postcode = postcodeQuery(key.split(',')[0] ?? '');
      const found = await searchPlaces(key);
      const place = postcode ? found.find((candidate) => candidate.postcode === postcode) : found[0];
      return place && presentLocationSuggestion(place);
    },

    /**
     * The town nearest a browser's position, as a suggestion with the town's own centre: a member
     * who shares their position is stored at town level, never at their door. 404 when no town
     * Rootshare knows is within about 70 miles.
     */
    async nearestPlace(latitude: number, longitude: number): Promise<LocationSuggestion> {
      const place = await findNearestCity(db, latitude, longitude);
      if (!place) throw notFound(NO_PLACE_NEARBY);
      return presentLocationSuggestion(place);
    },

    /** The country code ('ca') of the town nearest a stored place; null when no town is near it. */
    async countryAt(latitude: number, longitude: number): Promise<string | null> {
      return (await findNearestCity(db, latitude, longitude))?.country ?? null;
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
