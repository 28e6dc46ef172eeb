import type { Platform } from '../../platform/feature';
import { catalogueOfferRoutes } from './catalogue-offers.routes';
import { createCatalogueOffersService, type CatalogueOffersService } from './catalogue-offers.service';
import { userPlantRoutes } from './user-plants.routes';
import { createUserPlantsService, type UserPlantsService } from './user-plants.service';

type Needs = Omit<Parameters<typeof createUserPlantsService>[0], 'db' | 'caches' | 'jobs'>;

/** Members' own plants, their care cards and lineage, and the photos they offer to the catalogue. */
export async function userPlantsFeature(
  { app, db, caches, jobs }: Platform,
  needs: Needs,
): Promise<{ userPlants: UserPlantsService; catalogueOffers: CatalogueOffersService }> {
  const userPlants = createUserPlantsService({ db, caches, jobs, ...needs });
  await app.register(userPlantRoutes, { prefix: '/api', userPlants });
  const catalogueOffers = createCatalogueOffersService({ db, caches, catalogue: needs.catalogue, userPlants });
  await app.register(catalogueOfferRoutes, { prefix: '/api', offers: catalogueOffers });
  return { userPlants, catalogueOffers };
}
