import type { Platform } from '../../platform/feature';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { GeoService } from '../geo/geo.service';
import { exploreRoutes } from './explore.routes';
import { createExploreService, type ExploreService } from './explore.service';

interface Needs {
  catalogue: Pick<CatalogueService, 'searchPlants' | 'memberPhotos'>;
  geo: Pick<GeoService, 'resolvePlace'>;
}

/** Plants up for swap near a member. */
export async function exploreFeature({ app, db, caches }: Platform, { catalogue, geo }: Needs): Promise<ExploreService> {
  const explore = createExploreService(db, catalogue, geo, caches);
  await app.register(exploreRoutes, { prefix: '/api', explore });
  return explore;
}
