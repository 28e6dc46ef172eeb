/** Care reminders' plain values and default schedules, without zod. */

export const CARE_KINDS = ['water', 'feed', 'repot'] as const;
export type CareKind = (typeof CARE_KINDS)[number];

export const CARE_INTERVAL_MAX_DAYS = 730;
export const SNOOZE_DAYS = [1, 2, 3, 7] as const;
/** The snoozes Today offers: a day, a few days, a week. */
export const SNOOZE_CHOICES = [1, 3, 7] as const;

/** Where a schedule's suggested interval comes from: the care card the plant came with, or the catalogue. */
export type CareDefaultSource = 'care_card' | 'catalogue';

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

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14 };

/**
 * Days between waterings a care card's water line names ("every 5 days", "every two weeks",
 * "weekly", "daily"); null when it names none, as most say when rather than how often.
 */
export function waterDaysNamedIn(text: string | null): number | null {
  const said = (text ?? '').toLowerCase();
  const every = /every\s+(\d{1,3}|[a-z]+)\s+(day|week)s?/.exec(said);
  if (every?.[1] && every[2]) {
    const count = /^\d+$/.test(every[1]) ? Number(every[1]) : NUMBER_WORDS[every[1]];
    if (count) return Math.min(count * (every[2] === 'week' ? 7 : 1), CARE_INTERVAL_MAX_DAYS);
  }
  if (/\bevery\s+(other|second)\s+day\b/.test(said)) return 2;
  if (/\b(daily|every day)\b/.test(said)) return 1;
  if (/\b(fortnightly|biweekly)\b/.test(said)) return 14;
  if (/\b(weekly|every week|once a week)\b/.test(said)) return 7;
  return null;
}

/**
 * A schedule's default interval: watering every `namedWaterDays` when the plant's care card names
 * how often, else by the catalogue's water needs, either stretched in autumn (×1.5) and winter (×2)
 * when plants grow slowly; feeding fortnightly in spring and summer, every six weeks otherwise;
 * repotting yearly.
 */
export function defaultIntervalDays(
  kind: CareKind,
  waterRequirements: string | null,
  season: Season,
  namedWaterDays: number | null = null,
): number {
  const slow = season === 'winter' ? 2 : season === 'autumn' ? 1.5 : 1;
  switch (kind) {
    case 'water':
      return Math.min(Math.round((namedWaterDays ?? baseWaterDays(waterRequirements)) * slow), CARE_INTERVAL_MAX_DAYS);
    case 'feed':
      return season === 'spring' || season === 'summer' ? 14 : 42;
    case 'repot':
      return 365;
  }
}
