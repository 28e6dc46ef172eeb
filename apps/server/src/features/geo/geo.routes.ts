import {
  GeoAutocompleteQuerySchema,
  GeoAutocompleteResponseSchema,
  GeoNearestQuerySchema,
  LocationSuggestionSchema,
} from '@rootshare/contracts/geo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeoService } from './geo.service';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  // Public: setting a location comes before sign-up finishes, and places are no one's data.
  app.get(
    '/geo/autocomplete',
    { schema: { querystring: GeoAutocompleteQuerySchema, response: { 200: GeoAutocompleteResponseSchema } } },
    async (request) => ({ results: await geo.autocompleteLocation(request.query.text) }),
  );

  app.get(
    '/geo/nearest',
    { schema: { querystring: GeoNearestQuerySchema, response: { 200: LocationSuggestionSchema } } },
    async (request) => geo.nearestPlace(request.query.lat, request.query.lon),
  );
};
