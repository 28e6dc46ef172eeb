import type { Platform } from '../../platform/feature';
import { gardenPhotoRoutes } from './garden-photos.routes';
import { createGardenPhotosService, type GardenPhotosService } from './garden-photos.service';

type Needs = Omit<Parameters<typeof createGardenPhotosService>[0], 'db'>;

/** Photos of members' gardens. */
export async function gardenPhotosFeature({ app, db }: Platform, needs: Needs): Promise<GardenPhotosService> {
  const gardenPhotos = createGardenPhotosService({ db, ...needs });
  await app.register(gardenPhotoRoutes, { prefix: '/api', gardenPhotos });
  return gardenPhotos;
}
