import { OwnProfileSchema, ProfileParamsSchema, ProfileStatsSchema, UpdateProfileSchema } from '@rootshare/contracts/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { ProfilesService } from './profiles.service';

export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (app, { profiles }) => {
  // The body comes encoded with the own or public profile schema by the service.
  app.get('/:id', { preHandler: app.identifyMember, schema: { params: ProfileParamsSchema } }, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(await profiles.getProfileBody(request.params.id, request.member?.userId)),
  );

  app.get(
    '/:id/stats',
    { preHandler: app.identifyMember, schema: { params: ProfileParamsSchema, response: { 200: ProfileStatsSchema } } },
    async (request) => profiles.getProfileStats(request.params.id, request.member?.userId),
  );

  app.put(
    '/:id',
    {
      preHandler: app.requireMember,
      schema: { params: ProfileParamsSchema, body: UpdateProfileSchema, response: { 200: OwnProfileSchema } },
    },
    async (request) => profiles.updateProfile(memberOf(request).userId, request.params.id, request.body),
  );
};
