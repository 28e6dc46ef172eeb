import {
  ExploreQuerySchema,
  ExploreSummaryQuerySchema,
  ExploreSummarySchema,
  UserCardPageSchema,
  UsersAllQuerySchema,
  UsersSearchQuerySchema,
} from '@rootshare/contracts/explore';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExploreService } from './explore.service';

export const exploreRoutes: FastifyPluginAsyncZod<{ explore: ExploreService }> = async (app, { explore }) => {
  app.get(
    '/explore-v2',
    // The body comes encoded with ExplorePageSchema by the service (it may be a cached one).
    { preHandler: app.identifyMember, schema: { querystring: ExploreQuerySchema } },
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await explore.exploreBody(request.member?.userId, request.query)),
  );

  app.get(
    '/explore-v2/summary',
    { preHandler: app.identifyMember, schema: { querystring: ExploreSummaryQuerySchema, response: { 200: ExploreSummarySchema } } },
    async (request) => explore.summary(request.member?.userId, request.query),
  );

  app.get(
    '/users/all',
    { preHandler: app.identifyMember, schema: { querystring: UsersAllQuerySchema, response: { 200: UserCardPageSchema } } },
    async (request) => explore.listMembers(request.member?.userId, request.query.cursor, request.query.limit),
  );

  app.get(
    '/users/search',
    { preHandler: app.identifyMember, schema: { querystring: UsersSearchQuerySchema, response: { 200: UserCardPageSchema } } },
    async (request) => explore.searchMembers(request.member?.userId, request.query.query, request.query.limit),
  );
};
