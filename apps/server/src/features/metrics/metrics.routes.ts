import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Metrics } from '../../platform/metrics';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in Prometheus's format, for whoever runs Rootshare (docs/security.md#s63-metrics-only-for-whoever-holds-the-metrics-token).
 * Without `METRICS_TOKEN` there is no such page (404); with it, only `Authorization: Bearer <token>`
 * is answered, compared in constant time.
 */
export const metricsRoutes: FastifyPluginAsync<{ metrics: Metrics | null; token: string | undefined }> = async (
  app,
  { metrics, token },
) => {
  const expected = token ? sha256(`Bearer ${token}`) : null;
  app.get('/metrics', async (request, reply) => {
    if (!metrics || !expected) return reply.code(404).send({ error: 'Not found' });
    if (!crypto.timingSafeEqual(sha256(request.headers.authorization ?? ''), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ error: 'This page needs the metrics token' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.contentType)
      .send(await metrics.render());
  });
};
