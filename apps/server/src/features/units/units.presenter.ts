import type { UnitSettings } from '@rootshare/contracts/account';
import type { DistanceUnit } from '@rootshare/contracts/units';

/** The member's unit settings: their stored choice (none is Automatic) and the unit their place would give. */
export const presentUnitSettings = (choice: DistanceUnit | null | undefined, placeUnit: DistanceUnit | null): UnitSettings => ({
  distance_unit: choice ?? 'auto',
  place_unit: placeUnit,
});
