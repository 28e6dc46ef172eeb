import type { Platform } from '../../platform/feature';
import { reportRoutes } from './reports.routes';
import { createReportsService, type ReportsService } from './reports.service';

type Needs = Omit<Parameters<typeof createReportsService>[0], 'db' | 'quotas'>;

/** Members reporting posts, plants, messages, meets and profiles to the admins. */
export async function reportsFeature({ app, db, quotas }: Platform, needs: Needs): Promise<ReportsService> {
  const reports = createReportsService({ db, quotas, ...needs });
  await app.register(reportRoutes, { prefix: '/api', reports });
  return reports;
}
