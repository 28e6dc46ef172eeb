import type { Platform } from '../../platform/feature';
import { healthRoutes } from './health.routes';

/** The health check a load balancer polls. */
export async function healthFeature({ app, database, caches }: Platform): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api', ping: database.ping, caches });
}
