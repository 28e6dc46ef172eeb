import type { Platform } from '../../platform/feature';
import { userPlantRoutes } from './user-plants.routes';
import { createUserPlantsService, type UserPlantsService } from './user-plants.service';

type Needs = Omit<Parameters<typeof createUserPlantsService>[0], 'db' | 'caches' | 'jobs'>;

/** Members' own plants, their care cards and lineage. */
export async function userPlantsFeature({ app, db, caches, jobs }: Platform, needs: Needs): Promise<UserPlantsService> {
  const userPlants = createUserPlantsService({ db, caches, jobs, ...needs });
  await app.register(userPlantRoutes, { prefix: '/api', userPlants });
  return userPlants;
}
