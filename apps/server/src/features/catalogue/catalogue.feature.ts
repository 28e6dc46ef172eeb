import type { Platform } from '../../platform/feature';
import { catalogueRoutes } from './catalogue.routes';
import { createCatalogueService, type CatalogueService } from './catalogue.service';

/** The plant catalogue and its search. */
export async function catalogueFeature({ app, db, caches }: Platform): Promise<CatalogueService> {
  const catalogue = createCatalogueService(db, caches);
  await app.register(catalogueRoutes, { prefix: '/api', catalogue });
  return catalogue;
}
