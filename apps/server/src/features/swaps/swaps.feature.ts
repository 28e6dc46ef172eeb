import type { Platform } from '../../platform/feature';
import { swapRoutes } from './swaps.routes';
import { createSwapsService, type SwapsService } from './swaps.service';

type Needs = Omit<Parameters<typeof createSwapsService>[0], 'db' | 'quotas' | 'onError'>;

/** Swap requests between members, from asking to the plants changing hands. */
export async function swapsFeature({ app, db, quotas }: Platform, needs: Needs): Promise<SwapsService> {
  const swaps = createSwapsService({
    db,
    quotas,
    onError: (error) => app.log.warn({ err: error }, 'swap notification failed'),
    ...needs,
  });
  await app.register(swapRoutes, { prefix: '/api', swaps });
  return swaps;
}
