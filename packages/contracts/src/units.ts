/**
 * Distances as each member reads them: miles in the United States and Britain, kilometres in Canada
 * and Australia, or what the member chose in Settings. The API and the database measure in miles
 * only; these helpers turn a distance in miles into the member's unit (docs/decisions/0057-distances-and-dates-follow-the-member.md).
 * Plain values, without zod: every page that shows a distance loads this.
 */
import { maximizedLocale } from './intl';
import type { Language } from './languages';

export const KM_PER_MILE = 1.609344;

export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** What a member may choose in Settings: 'auto' follows their place (or, without one, their browser). */
export const DISTANCE_UNIT_CHOICES = ['auto', 'km', 'mi'] as const;
export type DistanceUnitChoice = (typeof DISTANCE_UNIT_CHOICES)[number];
export const DISTANCE_UNIT_CHOICE_LABELS: Readonly<Record<DistanceUnitChoice, string>> = {
  auto: 'Automatic',
  km: 'Kilometres',
  mi: 'Miles',
};

/** The unit when nothing tells us the member's country: miles, as Rootshare always showed. */
export const FALLBACK_DISTANCE_UNIT: DistanceUnit = 'mi';

// Road signs in miles: the two served countries that use them, and the two other countries in the world that do.
const MILE_REGIONS: ReadonlySet<string> = new Set(['US', 'GB', 'LR', 'MM']);

/** The unit a country's road signs use, from its ISO code in either case ('ca', 'GB'). */
export const unitForCountry = (country: string): DistanceUnit => (MILE_REGIONS.has(country.toUpperCase()) ? 'mi' : 'km');

const REGION_IN_TAG = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i;

/**
 * The unit for a browser's language tag ('en-CA' is km, 'en-GB' mi). A tag without a region takes
 * its language's likeliest one ('en' is the United States, 'fr' France); an unreadable tag the fallback.
 */

export function unitForLocale(locale: string | undefined): DistanceUnit {
  if (!locale) return FALLBACK_DISTANCE_UNIT;
  // Most browsers name their region ('en-US'): read it without Intl.Locale, whose first use is slow on a phone.
  const named = REGION_IN_TAG.exec(locale)?.[1];
  if (named) return unitForCountry(named);
  try {
    const { region } = maximizedLocale(locale);
    return region ? unitForCountry(region) : FALLBACK_DISTANCE_UNIT;
  } catch {
    return FALLBACK_DISTANCE_UNIT;
  }
}

/** The member's choice made concrete: 'auto' is the unit of their place, or `fallback` without one. */
export const resolveDistanceUnit = (choice: DistanceUnitChoice, placeUnit: DistanceUnit | null, fallback: DistanceUnit): DistanceUnit =>
  choice === 'auto' ? (placeUnit ?? fallback) : choice;

/**
 * The privacy rounding every distance to another member's place gets before it leaves the server:
 * whole miles, 0 below one mile (docs/security.md S95). The kilometres shown are made from this
 * number, so they never say more than whole miles do.
 */
export function roundMiles(miles: number): number {
  return miles < 1 ? 0 : Math.round(miles);
}

/** The kilometres a privacy-rounded distance reads as: whole, from the whole miles (1 mi is 2 km, 5 mi 8 km). */
const wholeKilometres = (miles: number) => Math.round(roundMiles(miles) * KM_PER_MILE);

/** Below one mile the distance is only "less than": this bound in each unit (1 mi is 1.6 km, so < 2 km). */
const BELOW: Readonly<Record<DistanceUnit, number>> = { mi: 1, km: 2 };

/** A card's distance: '< 1 mi', '6 mi', '< 2 km', '10 km'; 'Distance unknown' without one. */
export function formatDistance(miles: number | null, unit: DistanceUnit): string {
  if (miles === null) return 'Distance unknown';
  if (roundMiles(miles) < 1) return `< ${BELOW[unit]} ${unit}`;
  return unit === 'mi' ? `${roundMiles(miles)} mi` : `${wholeKilometres(miles)} km`;
}

/** A distance's words in a sentence, in each language: below the rounding's bound, and the mile. */
const IN_WORDS: Readonly<Record<Language, { below: Readonly<Record<DistanceUnit, string>>; mile: string; miles: string }>> = {
  en: { below: { mi: 'less than a mile', km: `less than ${BELOW.km} km` }, mile: 'mile', miles: 'miles' },
  'fr-CA': { below: { mi: 'moins d’un mille', km: `moins de ${BELOW.km} km` }, mile: 'mille', miles: 'milles' },
  'es-US': { below: { mi: 'menos de una milla', km: `menos de ${BELOW.km} km` }, mile: 'milla', miles: 'millas' },
};

/** A distance in a sentence: 'less than a mile', '1 mile', '6 miles', 'less than 2 km', '10 km' (in English). */
export function distanceInWords(miles: number, unit: DistanceUnit, language: Language = 'en'): string {
  const words = IN_WORDS[language];
  const whole = roundMiles(miles);
  if (whole < 1) return words.below[unit];
  if (unit === 'km') return `${wholeKilometres(miles)} km`;
  return `${whole} ${whole === 1 ? words.mile : words.miles}`;
}

/**
 * A radius offered to members, a whole number in each unit ('Within 15 km' beside 'Within 10 miles'):
 * kilometres are rounder steps near the miles, not their exact conversion.
 */
export interface RadiusStep {
  readonly mi: number;
  readonly km: number;
}

/** A radius as the API takes it, in miles: kilometres to two decimals (15 km is 9.32 miles). */
export const radiusInMiles = (step: RadiusStep, unit: DistanceUnit): number =>
  unit === 'mi' ? step.mi : Math.round((step.km / KM_PER_MILE) * 100) / 100;

/** A radius in words: '10 miles', '15 km'. */
export const formatRadius = (step: RadiusStep, unit: DistanceUnit): string => (unit === 'mi' ? `${step.mi} miles` : `${step.km} km`);

/** A radius on a compact label: '10 mi', '15 km'. */
export const formatRadiusShort = (step: RadiusStep, unit: DistanceUnit): string => `${step[unit]} ${unit}`;

/**
 * One of the member's own reaches in words, such as their swap distance: exact to the whole unit
 * ('25 km', '10 miles'), since it is theirs and says nothing of anyone's place.
 */
export const ownReachInWords = (miles: number, unit: DistanceUnit): string =>
  unit === 'km' ? `${Math.round(miles * KM_PER_MILE)} km` : `${Math.round(miles)} miles`;

/**
 * A preferred swap distance as profiles store it: '15' is miles (as every profile said before
 * kilometres), '25km' kilometres; text after the number is ignored. Null when it names no distance.
 */
export function readSwapDistance(text: string | undefined): { value: number; unit: DistanceUnit } | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(km)?/i.exec(text ?? '');
  const value = Number(match?.[1]);
  return match && value > 0 ? { value, unit: match[2] ? 'km' : 'mi' } : null;
}

/** The stored text for digits typed in the member's unit: '15' in miles, '25km' in kilometres. */
export const writeSwapDistance = (digits: string, unit: DistanceUnit): string => (unit === 'km' && digits ? `${digits}km` : digits);

/** A stored swap distance as the whole number to show in `unit`, converted when stored in the other; '' without one. */
export function swapDistanceIn(text: string | undefined, unit: DistanceUnit): string {
  const distance = readSwapDistance(text);
  if (!distance) return '';
  if (distance.unit === unit) return String(Math.round(distance.value));
  return String(Math.round(unit === 'km' ? distance.value * KM_PER_MILE : distance.value / KM_PER_MILE));
}
