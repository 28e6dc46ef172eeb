import type { Platform } from '../../platform/feature';
import { createLinkSigner } from '../../platform/signed-links';
import { handoverRoutes } from './handovers.routes';
import { createHandoversService, type HandoversService } from './handovers.service';

type Needs = Omit<Parameters<typeof createHandoversService>[0], 'db' | 'jobs' | 'clock' | 'publicUrl' | 'links' | 'onError'>;

/** Handover plans of agreed swaps, with a reminder two hours before. */
export async function handoversFeature({ app, db, jobs, clock, publicUrl, secret }: Platform, needs: Needs): Promise<HandoversService> {
  const handovers = createHandoversService({
    db,
    jobs,
    clock,
    publicUrl,
    links: createLinkSigner(secret, 'handover calendar'),
    onError: (error) => app.log.warn({ err: error }, 'handover notification failed'),
    ...needs,
  });
  await jobs.work('handover-reminder', (data) => handovers.remind(data));
  await app.register(handoverRoutes, { prefix: '/api', handovers });
  return handovers;
}
