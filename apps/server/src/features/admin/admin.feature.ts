import type { Platform } from '../../platform/feature';
import type { CatalogueOffersService } from '../user-plants/catalogue-offers.service';
import { adminRoutes } from './admin.routes';
import { createAdminService, type AdminService } from './admin.service';

type Needs = Omit<Parameters<typeof createAdminService>[0], 'db' | 'mailer' | 'jobs' | 'caches'> & {
  /** The members' photos offered to the catalogue, which moderators review. */
  catalogueOffers: CatalogueOffersService;
};

/** What admins do: reports, removals, members, offered catalogue photos and the failed jobs. */
export async function adminFeature(
  { app, db, mailer, jobs, caches }: Platform,
  { catalogueOffers, ...needs }: Needs,
): Promise<AdminService> {
  const admin = createAdminService({ db, mailer, jobs, caches, ...needs });
  await app.register(adminRoutes, { prefix: '/api/admin', admin, catalogueOffers });
  return admin;
}
