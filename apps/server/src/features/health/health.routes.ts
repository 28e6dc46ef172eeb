import { HealthSchema } from '@rootshare/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encodeJsonBody } from '../../platform/json-body';
import type { ReadCaches } from '../../platform/read-cache';

const OK = encodeJsonBody(HealthSchema, { status: 'ok' });
const UNAVAILABLE = encodeJsonBody(HealthSchema, { status: 'unavailable' });

/**
 * `{status:'ok'}` only while the database answers, as of at most the databaseHealth
 * lifetime ago; 503 otherwise. A load balancer polls health often, and a probe per request would
 * cost as much as a real read (ADR 0009).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void>; caches: ReadCaches }> = async (app, { ping, caches }) => {
  const probes = caches.open<boolean>('databaseHealth');
  const databaseAnswers = () =>
    probes.getOrLoad('database', () =>
      ping().then(
        () => true,
        () => false,
      ),
    );

  app.get('/health', async (_request, reply) => {
    const up = await databaseAnswers();
    return reply
      .code(up ? 200 : 503)
      .type('application/json; charset=utf-8')
      .send(up ? OK : UNAVAILABLE);
  });
};
