/** Care reminders' plain values and default schedules, without zod. */

export const CARE_KINDS = ['water', 'feed', 'repot'] as const;
export type CareKind = (typeof CARE_KINDS)[number];

export const CARE_KIND_LABELS: Record<CareKind, { verb: string; noun: string }> = {
  water: { verb: 'Water', noun: 'Watering' },
  feed: { verb: 'Feed', noun: 'Feeding' },
  repot: { verb: 'Repot', noun: 'Repotting' },
};

export const CARE_INTERVAL_MAX_DAYS = 730;
export const SNOOZE_DAYS = [1, 2, 3, 7] as const;

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** The season at a place on a date: the northern one from the month, turned round south of the equator (latitude below 0). */
export function seasonAt(date: Date, latitude: number | null): Season {
  const northern: Season[] = [
    'winter',
    'winter',
    'spring',
    'spring',
    'spring',
    'summer',
    'summer',
    'summer',
    'autumn',
    'autumn',
    'autumn',
    'winter',
  ];
  const season = northern[date.getUTCMonth()] ?? 'spring';
  if (latitude === null || latitude >= 0) return season;
  const opposite: Record<Season, Season> = { spring: 'autumn', summer: 'winter', autumn: 'spring', winter: 'summer' };
  return opposite[season];
}

/** Days between waterings by the catalogue's water needs ("Low - …", "Moderate - …", "High - …"). */
function baseWaterDays(waterRequirements: string | null): number {
  const level = (waterRequirements ?? '').trim().toLowerCase();
  if (level.startsWith('high')) return 3;
  if (level.startsWith('low')) return 14;
  return 7;
}

/**
 * A schedule's default interval: watering by the plant's water needs, stretched in autumn (×1.5)
 * and winter (×2) when plants grow slowly; feeding fortnightly in spring and summer, every six
 * weeks otherwise; repotting yearly.
 */
export function defaultIntervalDays(kind: CareKind, waterRequirements: string | null, season: Season): number {
  const slow = season === 'winter' ? 2 : season === 'autumn' ? 1.5 : 1;
  switch (kind) {
    case 'water':
      return Math.round(baseWaterDays(waterRequirements) * slow);
    case 'feed':
      return season === 'spring' || season === 'summer' ? 14 : 42;
    case 'repot':
      return 365;
  }
}
