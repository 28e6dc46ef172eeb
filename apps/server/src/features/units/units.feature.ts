import type { Platform } from '../../platform/feature';
import { unitsRoutes } from './units.routes';
import { createUnitsService, type UnitsService } from './units.service';

type Needs = Omit<Parameters<typeof createUnitsService>[0], 'db'>;

/** The units (distance, dates) each member reads and types in. */
export async function unitsFeature({ app, db }: Platform, needs: Needs): Promise<UnitsService> {
  const units = createUnitsService({ db, ...needs });
  await app.register(unitsRoutes, { prefix: '/api/account', units });
  return units;
}
