import type { DistanceUnit } from '@rootshare/contracts/units';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db';

/** Each member's chosen unit (null is Automatic) and their place, which Automatic follows. */
export function findUnitChoices(db: Database, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: users.id, distanceUnit: users.distanceUnit, latitude: profiles.latitude, longitude: profiles.longitude })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, userIds));
}

export type UnitChoiceRow = Awaited<ReturnType<typeof findUnitChoices>>[number];

export async function saveUnitChoice(db: Database, userId: string, unit: DistanceUnit | null): Promise<void> {
  await db.update(users).set({ distanceUnit: unit }).where(eq(users.id, userId));
}
