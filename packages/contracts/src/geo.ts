import { z } from 'zod';

/** Location autocomplete (part 2 §5, §9): from 2 characters, after 300 ms, at most 8 places. */
export const LOCATION_MIN_CHARS = 2;
export const LOCATION_DEBOUNCE_MS = 300;
export const LOCATION_RESULTS_MAX = 8;
export const GEO_COUNTRIES = ['us', 'ca', 'gb', 'au'] as const;
/** Browser geolocation (part 2 §9). */
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAX_AGE_MS = 5 * 60_000;
export const GEOLOCATION_UNAVAILABLE = 'Unable to get your location';
export const GEOLOCATION_FAILED = 'Failed to get location';

export const GeoAutocompleteQuerySchema = z.object({
  text: z.string().trim().min(LOCATION_MIN_CHARS, `Type at least ${LOCATION_MIN_CHARS} characters`).max(100, 'Search must be at most 100 characters'),
});

/** A place suggestion (part 2 §3): a city, town or postcode area, never an address. */
export const LocationSuggestionSchema = z.object({
  display_name: z.string(),
  formatted: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type LocationSuggestion = z.infer<typeof LocationSuggestionSchema>;

export const GeoAutocompleteResponseSchema = z.object({ results: z.array(LocationSuggestionSchema) });
export type GeoAutocompleteResponse = z.infer<typeof GeoAutocompleteResponseSchema>;

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

/** GET /api/geo/nearest: the town nearest the browser's position ("use my current location"). */
export const GeoNearestQuerySchema = z.object({
  lat: z.coerce.number('Latitude must be a number').min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90'),
  lon: z.coerce.number('Longitude must be a number').min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180'),
});
