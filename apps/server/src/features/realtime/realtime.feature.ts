import type { Platform } from '../../platform/feature';
import { realtimeRoutes, type RealtimeRouteOptions } from './realtime.routes';

type Needs = Omit<RealtimeRouteOptions, 'allowedOrigins'>;

/**
 * The members' socket and who is online. The realtime service itself is made with the platform,
 * since the read caches forget through its bus (ADR 0017); this adds its routes.
 */
export async function realtimeFeature({ app, config }: Platform, needs: Needs): Promise<void> {
  await app.register(realtimeRoutes, { allowedOrigins: config.ALLOWED_ORIGINS, ...needs });
}
