import { TOWN_ITEMS_LIMIT, TownItemsQuerySchema, TownItemsSchema, type TownItem } from '@rootshare/contracts/federation-towns';
import { proxiedMediaUrl } from '@rootshare/contracts/federation-following';
import { roundMiles } from '@rootshare/contracts/units';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db';
import { savedPointOf, townItems } from './federation.repo';

/**
 * What connected towns sent, for Browse and the Events tab under /api/federation/towns: public, as
 * those pages are, and measured from the point the page already measures from.
 */
export const townItemsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const schema = { querystring: TownItemsQuerySchema, response: { 200: TownItemsSchema } };
  app.get('/items', { preHandler: app.identifyMember, schema }, async (request) => {
    const { kind, user_latitude: latitude, user_longitude: longitude, radius, search } = request.query;
    const memberId = request.member?.userId;
    // Without a position or a saved place there is no point to measure from, so nothing is near.
    const origin =
      latitude !== undefined && longitude !== undefined ? { latitude, longitude } : memberId ? await savedPointOf(db, memberId) : undefined;
    if (!origin) return { items: [] };
    const rows = await townItems(db, { kind, origin, radiusMiles: radius, search, limit: TOWN_ITEMS_LIMIT });
    return {
      items: rows.map(({ object, home, miles }): TownItem => ({
        uri: object.uri,
        kind,
        name: object.name,
        text: object.text,
        url: object.url,
        home,
        place: object.placeName,
        distance_miles: roundMiles(miles),
        image_url: proxiedMediaUrl(object.imageUrl),
        image_description: object.imageDescription,
        starts_at: object.startsAt?.toISOString() ?? null,
        time_zone: object.timeZone,
      })),
    };
  });
};
