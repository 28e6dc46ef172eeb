import { dateLocaleOf } from '@rootshare/contracts/format';
import type { Language } from '@rootshare/contracts/languages';
import { formatZonedRange } from '@rootshare/contracts/time-zones';

/** A meet's time in its town's zone, in the page's language, with the zone's short name. */
export const meetWhen = (meet: { starts_at: string; ends_at: string; time_zone: string }, language: Language) =>
  formatZonedRange(new Date(meet.starts_at), new Date(meet.ends_at), meet.time_zone, dateLocaleOf(language));

/** The zone the browser is in, to prefill a time-zone choice. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every zone the browser knows, for a time-zone choice; the browser's own first when it is missing. */
export function timeZoneChoices(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}
