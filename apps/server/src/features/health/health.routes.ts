import { HealthSchema } from '@rootshare/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encodeJsonBody } from '../../platform/json-body';

/**
 * How long one answer of the database stands for every health check. A load balancer polls health
 * often, and a probe per request would cost as much as a real read (ADR 0009).
 */
export const HEALTH_PROBE_MS = 1_000;

const OK = encodeJsonBody(HealthSchema, { status: 'ok' });
const UNAVAILABLE = encodeJsonBody(HealthSchema, { status: 'unavailable' });

/** `{status:'ok'}` only while the database answers (DESIGN.md §5), as of at most a second ago; 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  let probe: { at: number; answered: Promise<boolean> } | undefined;
  const databaseAnswers = (): Promise<boolean> => {
    const now = Date.now();
    if (!probe || now - probe.at >= HEALTH_PROBE_MS) probe = { at: now, answered: ping().then(() => true, () => false) };
    return probe.answered;
  };

  app.get('/health', async (_request, reply) => {
    const up = await databaseAnswers();
    return reply
      .code(up ? 200 : 503)
      .type('application/json; charset=utf-8')
      .send(up ? OK : UNAVAILABLE);
  });
};
