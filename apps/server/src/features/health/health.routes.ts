import { HealthSchema } from '@rootshare/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `{status:'ok'}` only while the database answers (DESIGN.md §5); 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get('/health', { schema: { response: { 200: HealthSchema, 503: HealthSchema } } }, async (_request, reply) => {
    try {
      await ping();
      return { status: 'ok' as const };
    } catch {
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });
};
