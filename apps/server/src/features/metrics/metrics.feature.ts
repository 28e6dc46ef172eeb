import type { Platform } from '../../platform/feature';
import { metricsRoutes } from './metrics.routes';

/** The figures a monitoring scraper reads, when METRICS_TOKEN is set. */
export async function metricsFeature({ app, metrics, config }: Platform): Promise<void> {
  await app.register(metricsRoutes, { metrics, token: config.METRICS_TOKEN });
}
