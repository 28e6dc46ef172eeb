import type { Platform } from '../../platform/feature';
import { meetRoutes } from './meets.routes';
import { createMeetsService, type MeetsService } from './meets.service';

type Needs = Omit<Parameters<typeof createMeetsService>[0], 'db' | 'jobs' | 'quotas' | 'caches' | 'clock' | 'publicUrl'>;

/** Swap meets members host and go to, with a reminder the day before. */
export async function meetsFeature({ app, db, jobs, quotas, caches, clock, publicUrl }: Platform, needs: Needs): Promise<MeetsService> {
  const meets = createMeetsService({ db, jobs, quotas, caches, clock, publicUrl, ...needs });
  await jobs.work('meet-reminder', (data) => meets.remind(data));
  await app.register(meetRoutes, { prefix: '/api', meets });
  return meets;
}
