import { z } from 'zod';
import { LOCATION_MIN_CHARS, roundCoordinate } from './geo-constants';

export * from './geo-constants';

export const GeoAutocompleteQuerySchema = z.object({
  text: z
    .string()
    .trim()
    .min(LOCATION_MIN_CHARS, `Type at least ${LOCATION_MIN_CHARS} characters`)
    .max(100, 'Search must be at most 100 characters'),
});

/** A place suggestion: a city, town or postcode area, never an address. */
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

/** GET /api/geo/nearest: the town nearest the browser's position ("use my current location"). */
export const GeoNearestQuerySchema = z.object({
  lat: z.coerce
    .number('Latitude must be a number')
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90')
    .transform(roundCoordinate),
  lon: z.coerce
    .number('Longitude must be a number')
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180')
    .transform(roundCoordinate),
});
