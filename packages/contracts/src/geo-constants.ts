/** Places' plain values and helpers, without zod: a page that only asks for the browser's position loads no schema. */

/** Location autocomplete: from 2 characters, after 300 ms, at most 8 places. */
export const LOCATION_MIN_CHARS = 2;
export const LOCATION_DEBOUNCE_MS = 300;
export const LOCATION_RESULTS_MAX = 8;
export const GEO_COUNTRIES = ['us', 'ca', 'gb', 'au'] as const;
/** Browser geolocation. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAX_AGE_MS = 5 * 60_000;
export const GEOLOCATION_UNAVAILABLE = 'Unable to get your location';
export const GEOLOCATION_FAILED = 'Failed to get location';

export type GeoCountry = (typeof GEO_COUNTRIES)[number];
export const isGeoCountry = (code: string): code is GeoCountry => (GEO_COUNTRIES as readonly string[]).includes(code);
export const GEO_COUNTRY_NAMES: Record<GeoCountry, string> = {
  us: 'United States',
  ca: 'Canada',
  gb: 'United Kingdom',
  au: 'Australia',
};

/** How place names are compared: lower case, no accents, no dots or apostrophes, hyphens as spaces. */
export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[-_/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How postcodes are compared: upper case without spaces ('m5b 2h1' and 'M5B2H1' are one code). */
export function normalisePostcode(text: string): string {
  return text.toUpperCase().replace(/\s+/g, '');
}

export const NO_PLACE_NEARBY = 'No town found near your location';

/**
 * A coordinate to the microdegree (about 11 cm), as every schema takes it: finer than that nobody
 * locates anything, and a subnormal such as 8e-323 would overflow PostgreSQL's trigonometry.
 */
export const roundCoordinate = (value: number): number => Math.round(value * 1e6) / 1e6 || 0;
