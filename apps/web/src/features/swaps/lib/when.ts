import { formatDateTime, formatRelativeTime, dateLocaleOf } from '@rootshare/contracts/format';
import { relativeTimeFormat } from '@rootshare/contracts/intl';
import type { Language } from '@rootshare/contracts/languages';
import { useLanguage } from '@/lib/i18n/i18n';

// The steps English's '5m ago' takes, so every language rounds a time alike.
const UNITS: ReadonlyArray<readonly [number, Intl.RelativeTimeFormatUnit]> = [
  [365 * 24 * 3600, 'year'],
  [30 * 24 * 3600, 'month'],
  [7 * 24 * 3600, 'week'],
  [24 * 3600, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
];

/** How long ago, in the page's language: English keeps its short '5m ago', another language writes 'il y a 5 min'. */
function relativeTime(iso: string, language: Language): string {
  if (language === 'en') return formatRelativeTime(iso);
  const seconds = Math.floor((Date.now() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  const format = relativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  const found = UNITS.find(([size]) => seconds >= size);
  return found ? format.format(-Math.floor(seconds / found[0]), found[1]) : format.format(0, 'second');
}

/**
 * A timestamp as a swap card or review shows it, in the page's language: how long ago, and the full
 * date and time for its tooltip, English keeping the browser's own English ('25 Nov 2026, 14:05' in en-GB).
 */
export function useWhen() {
  const { language } = useLanguage();
  return (iso: string) => ({ ago: relativeTime(iso, language), full: formatDateTime(iso, dateLocaleOf(language)) });
}
