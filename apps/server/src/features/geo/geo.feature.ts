import type { Platform } from '../../platform/feature';
import { createExternalGeocoder } from '../../platform/geocoder';
import { geoRoutes } from './geo.routes';
import { createGeoService, type GeoService } from './geo.service';

/** Places: the built-in index, and the external geocoder when one is configured. */
export async function geoFeature({ app, db, caches, config }: Platform): Promise<GeoService> {
  const geo = createGeoService(
    db,
    caches,
    config.GEOCODER_URL ? createExternalGeocoder(config.GEOCODER_URL, config.GEOCODER_API_KEY) : undefined,
    (message) => app.log.warn(message),
  );
  await app.register(geoRoutes, { prefix: '/api', geo });
  return geo;
}
