import { GEO_COUNTRIES, LOCATION_RESULTS_MAX, type LocationSuggestion } from '@rootshare/contracts/geo';
import { z } from 'zod';

/** An external place search; the offline gazetteer answers whenever it cannot. */
export interface ExternalGeocoder {
  autocomplete(text: string): Promise<LocationSuggestion[]>;
}

const TIMEOUT_MS = 3_000;

// What a Geoapify-compatible autocomplete answers with format=json; anything else is refused.
const AnswerSchema = z.object({
  results: z.array(
    z.object({
      formatted: z.string(),
      city: z.string().optional(),
      state: z.string().optional(),
      postcode: z.string().optional(),
      country: z.string().optional(),
      lat: z.number(),
      lon: z.number(),
    }),
  ),
});

/**
 * A Geoapify-compatible autocomplete (text, limit 8, countries us, ca, gb, au). Only
 * the typed text leaves the server. Answers are cut to city level: the suggestion keeps the city,
 * region and postcode, never a street.
 */
export function createExternalGeocoder(url: string, apiKey: string | undefined): ExternalGeocoder {
  return {
    async autocomplete(text) {
      const query = new URL(url);
      query.searchParams.set('text', text);
      query.searchParams.set('limit', String(LOCATION_RESULTS_MAX));
      query.searchParams.set('filter', `countrycode:${GEO_COUNTRIES.join(',')}`);
      query.searchParams.set('format', 'json');
      if (apiKey) query.searchParams.set('apiKey', apiKey);
      const response = await fetch(query, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      const { results } = AnswerSchema.parse(await response.json());
      return results.slice(0, LOCATION_RESULTS_MAX).map((place) => {
        const formatted = [place.postcode, place.city, place.state].filter(Boolean).join(', ') || place.formatted;
        const country = place.country ?? '';
        return {
          display_name: country ? `${formatted}, ${country}` : formatted,
          formatted,
          city: place.city ?? null,
          state: place.state ?? null,
          postcode: place.postcode ?? null,
          country,
          lat: Math.round(place.lat * 100) / 100,
          lon: Math.round(place.lon * 100) / 100,
        };
      });
    },
  };
}
