import type { UnitSettings } from '@rootshare/contracts/account';
import { browserLocale } from '@rootshare/contracts/format';
import { resolveDistanceUnit, unitForLocale, type DistanceUnit } from '@rootshare/contracts/units';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';
import { useSession } from './session';

/**
 * The member's distance unit, read by every feature that shows a distance; Settings changes it
 * (features/account). Its query key, which Settings writes to after a save.
 */
export const unitSettingsKey = (userId: string) => ['account', 'units', userId] as const;

/**
 * GET /account/units: the member's choice and what Automatic means for their place. Read without
 * zod, as Browse's first answers are (ADR 0010): every page that shows a distance asks for it.
 */
export const unitSettingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: unitSettingsKey(userId),
    queryFn: ({ signal }) => apiRequest<UnitSettings>('/account/units', { signal }),
  });

export function useUnitSettings() {
  const { status, user } = useSession();
  return useQuery({ ...unitSettingsQueryOptions(user?.id ?? ''), enabled: status === 'signed-in' && user !== null });
}

/**
 * The unit distances show in: the member's choice, else their place's country, else (a visitor, a
 * member without a place, or settings not yet answered) the browser's language region.
 */
const distanceUnitOf = (settings: UnitSettings | undefined): DistanceUnit =>
  resolveDistanceUnit(settings?.distance_unit ?? 'auto', settings?.place_unit ?? null, unitForLocale(browserLocale()));

export function useDistanceUnit(): DistanceUnit {
  return distanceUnitOf(useUnitSettings().data);
}

/** The same outside React, for the opening page's prefetch: from the member's settings this browser kept, if any. */
export const storedDistanceUnit = (queryClient: QueryClient, userId: string | null): DistanceUnit =>
  distanceUnitOf(userId ? queryClient.getQueryData(unitSettingsKey(userId)) : undefined);
