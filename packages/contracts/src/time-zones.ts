/**
 * Wall-clock times in an IANA time zone, without a library: the browser and the server both have
 * the zone database through Intl. A meet or handover is stored as UTC instants plus its zone
 * (docs/product-decisions.md#swap-meets).
 */
import { dateTimeFormat } from './intl';
import type { Language } from './languages';

/** Whether Intl knows the zone (any IANA name or alias, e.g. 'Europe/London', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    // Made and dropped: the zones checked come from requests and other servers, not worth keeping.
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const partsFormatter = (zone: string): Intl.DateTimeFormat =>
  dateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
function offsetAt(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** A local date-time as a form's datetime-local gives it: 'YYYY-MM-DDTHH:mm'. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time in a zone names. A time skipped by a clock change moves forward
 * by the gap; a repeated one takes its first occurrence. Null when the text is not a real time.
 */
export function zonedToInstant(local: string, zone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const first = wall - offsetAt(wall - offsetAt(wall, zone), zone);
  const earlier = wall - offsetAt(wall - 3 * 3_600_000, zone);
  // Of the two candidates, the earlier one that shows this wall time wins (the first occurrence).
  return new Date(earlier < first && instantToZoned(new Date(earlier), zone) === local ? earlier : first);
}

/** The wall-clock time of an instant in a zone, as 'YYYY-MM-DDTHH:mm' (what a datetime-local input shows). */
export function instantToZoned(instant: Date, zone: string): string {
  const parts = Object.fromEntries(
    partsFormatter(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * "Sat, 12 Dec 2026, 10:00–13:00 PST": an event's time in its own zone, written in `locale` (the
 * browser's on a page; the recipient's language's in notices, mails and pushes).
 */
export function formatZonedRange(start: Date, end: Date | null, zone: string, locale = 'en-GB'): string {
  const day = dateTimeFormat(locale, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const time = dateTimeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit' });
  const zoneName =
    dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(start)
      .find((p) => p.type === 'timeZoneName')?.value ?? zone;
  const sameDay = end !== null && day.format(start) === day.format(end);
  if (!end) return `${day.format(start)}, ${time.format(start)} ${zoneName}`;
  return sameDay
    ? `${day.format(start)}, ${time.format(start)}–${time.format(end)} ${zoneName}`
    : `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${time.format(end)} ${zoneName}`;
}

/** The locale each language's dates are written in: English keeps day-first, read alike on both sides of the Atlantic. */
export const DATE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', 'fr-CA': 'fr-CA', 'es-US': 'es-US' };

const AT: Readonly<Record<Language, string>> = { en: 'at', 'fr-CA': 'à', 'es-US': 'en' };

/** "Sat, 12 Dec 2026, 10:00 PST at the library steps": an event's time in its zone and its place, in the language. */
export const whenAndWhere = (start: Date, end: Date | null, zone: string, place: string, language: Language): string =>
  `${formatZonedRange(start, end, zone, DATE_LOCALES[language])} ${AT[language]} ${place}`;
