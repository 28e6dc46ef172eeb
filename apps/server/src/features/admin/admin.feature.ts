import type { Platform } from '../../platform/feature';
import { adminRoutes } from './admin.routes';
import { createAdminService, type AdminService } from './admin.service';

type Needs = Omit<Parameters<typeof createAdminService>[0], 'db' | 'mailer' | 'jobs'>;

/** What admins do: reports, removals, members and the failed jobs. */
export async function adminFeature({ app, db, mailer, jobs }: Platform, needs: Needs): Promise<AdminService> {
  const admin = createAdminService({ db, mailer, jobs, ...needs });
  await app.register(adminRoutes, { prefix: '/api/admin', admin });
  return admin;
}
