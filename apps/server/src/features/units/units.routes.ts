import { UnitSettingsSchema, UnitSettingsUpdateSchema } from '@rootshare/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { UnitsService } from './units.service';

/** The member's own unit for distances: no id in the path, so nobody can name another member's. */
export const unitsRoutes: FastifyPluginAsyncZod<{ units: UnitsService }> = async (app, { units }) => {
  app.addHook('preHandler', app.requireMember);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/units', { schema: { response: { 200: UnitSettingsSchema } } }, async (request) => units.get(memberOf(request).userId));

  app.put('/units', { schema: { body: UnitSettingsUpdateSchema, response: { 200: UnitSettingsSchema } } }, async (request) =>
    units.update(memberOf(request).userId, request.body.distance_unit),
  );
};
