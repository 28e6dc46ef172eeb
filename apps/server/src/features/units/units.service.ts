import type { UnitSettings } from '@rootshare/contracts/account';
import {
  FALLBACK_DISTANCE_UNIT,
  resolveDistanceUnit,
  unitForCountry,
  type DistanceUnit,
  type DistanceUnitChoice,
} from '@rootshare/contracts/units';
import type { Database } from '../../platform/db';
import type { GeoService } from '../geo/geo.service';
import { setMemberDistanceUnit } from '../auth/auth.writes';
import { presentUnitSettings } from './units.presenter';
import { findUnitChoices, type UnitChoiceRow } from './units.repo';

interface Deps {
  db: Database;
  geo: Pick<GeoService, 'countryAt'>;
}

/**
 * The unit each member reads distances in (docs/decisions/0057-distances-and-dates-follow-the-member.md):
 * their choice in Settings, or with Automatic the unit of the country their saved place is in.
 */
export function createUnitsService({ db, geo }: Deps) {
  /** The unit of the country of the member's place; null without a place or a town near it. */
  async function placeUnitOf(row: UnitChoiceRow | undefined): Promise<DistanceUnit | null> {
    if (row?.latitude == null || row.longitude == null) return null;
    const country = await geo.countryAt(row.latitude, row.longitude);
    return country ? unitForCountry(country) : null;
  }

  async function get(userId: string): Promise<UnitSettings> {
    const [row] = await findUnitChoices(db, [userId]);
    return presentUnitSettings(row?.distanceUnit, await placeUnitOf(row));
  }

  return {
    get,

    async update(userId: string, choice: DistanceUnitChoice): Promise<UnitSettings> {
      await setMemberDistanceUnit(db, userId, choice === 'auto' ? null : choice);
      return get(userId);
    },

    /** The unit mails to these members write distances in; miles for a member with Automatic and no place. */
    async unitsOf(userIds: string[]): Promise<Map<string, DistanceUnit>> {
      const rows = await findUnitChoices(db, userIds);
      const units = await Promise.all(
        rows.map(async (row) => {
          const choice = row.distanceUnit ?? 'auto';
          const placeUnit = choice === 'auto' ? await placeUnitOf(row) : null;
          return [row.userId, resolveDistanceUnit(choice, placeUnit, FALLBACK_DISTANCE_UNIT)] as const;
        }),
      );
      return new Map(units);
    },
  };
}

export type UnitsService = ReturnType<typeof createUnitsService>;
