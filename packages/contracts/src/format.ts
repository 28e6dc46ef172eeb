/** Pure display helpers shared by server and browser. */
import { dateTimeFormat, relativeTimeFormat } from './intl';
import type { Language } from './languages';

/** A count as a badge: '99+' above the cap (header) or '9+' (chat buttons). */
export function formatBadgeCount(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}

/**
 * The language dates and times are written in: the browser's ('en-GB' writes 12/11 as 12 November),
 * or en-US where there is no browser. Tests pass a locale to the formatters instead.
 */
export const browserLocale = (): string => (globalThis as { navigator?: { language?: string } }).navigator?.language || 'en-US';

/** English dates follow the browser's own English (US or British order); another language writes them its own way. */
export const dateLocaleOf = (language: Language): string => (language === 'en' ? browserLocale() : language);

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const dateFormatter = (locale: string, withTime: boolean): Intl.DateTimeFormat =>
  dateTimeFormat(locale, withTime ? { ...DAY, hour: 'numeric', minute: '2-digit' } : DAY);

/** A day as the member's language writes it, as lineage and care pages show when something happened: '26 Nov 2026' in en-GB, 'Nov 26, 2026' in en-US. */
export function formatDate(iso: string, locale = browserLocale()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter(locale, false).format(date);
}

/** A timestamp's local date and time for a tooltip, in the member's language: '25 Nov 2026, 14:05' in en-GB, 'Nov 25, 2026, 2:05 PM' in en-US. */
export function formatDateTime(iso: string, locale = browserLocale()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter(locale, true).format(date);
}

const UNIT_WORDS = /^(apt|apartment|unit|suite|ste|floor|fl|room|rm|#)\b/i;

/**
 * City-level text from a full location: the last two comma-separated parts, leaving out parts that
 * start with digits or unit words; 'Location Available' when nothing is left.
 */
export function shortenLocation(location: string | null | undefined): string {
  if (!location) return 'Location Available';
  const parts = location
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0 && !/^\d/.test(p) && !UNIT_WORDS.test(p));
  return parts.length > 0 ? parts.slice(-2).join(', ') : 'Location Available';
}

const UNITS: ReadonlyArray<readonly [number, string, Intl.RelativeTimeFormatUnit]> = [
  [365 * 24 * 3600, 'y', 'year'],
  [30 * 24 * 3600, 'mo', 'month'],
  [7 * 24 * 3600, 'w', 'week'],
  [24 * 3600, 'd', 'day'],
  [3600, 'h', 'hour'],
  [60, 'm', 'minute'],
];

/**
 * Short relative time for timestamps: 'just now', '5m ago', '3h ago', '2d ago' in English, and the
 * language's own short words in another ('il y a 5 min', 'hace 3 h').
 */
export function formatRelativeTime(iso: string, now: Date = new Date(), locale = 'en'): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  const english = locale.startsWith('en');
  for (const [size, short, unit] of UNITS) {
    if (seconds < size) continue;
    const count = Math.floor(seconds / size);
    return english ? `${count}${short} ago` : relativeTimeFormat(locale, { style: 'short' }).format(-count, unit);
  }
  return english ? 'just now' : relativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
}

/** A mebibyte: file limits are whole ones, said as 'MB'. */
export const MIB = 1024 * 1024;

/**
 * A size limit in the words every upload screen and the server's errors use: "50 MB". Limits are
 * usually whole MiB; a decimal limit (5_000_000) still reads as "5 MB" rather than "4.8 MB".
 */
export function formatSizeLimit(bytes: number): string {
  const value = Number.isInteger(bytes / MIB) ? bytes / MIB : bytes % 1_000_000 === 0 ? bytes / 1_000_000 : bytes / MIB;
  return `${Math.round(value * 10) / 10} MB`;
}

/** An image over its limit, as the browser (naming the file) and the server both say it. */
export const imageTooLarge = (maxBytes: number, name = 'This image') =>
  `${name} is too large. Images can be up to ${formatSizeLimit(maxBytes)}.`;
