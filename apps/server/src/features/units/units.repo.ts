import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { memberRows } from '../auth/auth.reads';
import { profileRows } from '../profiles/profiles.reads';

/** Each member's chosen unit (null is Automatic) and their place, which Automatic follows. */
export function findUnitChoices(db: Database, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: memberRows.id,
      distanceUnit: memberRows.distanceUnit,
      latitude: profileRows.latitude,
      longitude: profileRows.longitude,
    })
    .from(memberRows)
    .leftJoin(profileRows, eq(profileRows.id, memberRows.id))
    .where(inArray(memberRows.id, userIds));
}

export type UnitChoiceRow = Awaited<ReturnType<typeof findUnitChoices>>[number];
