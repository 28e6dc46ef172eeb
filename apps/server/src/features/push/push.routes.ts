import { PushDeviceSchema, PushSubscriptionSchema } from '@rootshare/contracts/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { PushService } from './push.service';

/**
 * /api/push/subscription is this sign-in's device: its subscription is read, set and removed through
 * the session, so no member can name, read or remove another's.
 */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.addHook('preHandler', app.requireMember);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/subscription', { schema: { response: { 200: PushDeviceSchema } } }, async (request) => push.device(memberOf(request)));

  app.put('/subscription', { schema: { body: PushSubscriptionSchema } }, async (request, reply) => {
    await push.subscribe(memberOf(request), request.body);
    return reply.code(204).send();
  });

  app.delete('/subscription', async (request, reply) => {
    await push.unsubscribe(memberOf(request));
    return reply.code(204).send();
  });
};
