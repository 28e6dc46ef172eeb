import { formatZonedRange } from '@rootshare/contracts/time-zones';

/** A meet's time as people in its town read it, with the zone's short name. */
export const meetWhen = (meet: { starts_at: string; ends_at: string; time_zone: string }) =>
  formatZonedRange(new Date(meet.starts_at), new Date(meet.ends_at), meet.time_zone);

/** The zone the browser is in, to prefill a time-zone choice. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every zone the browser knows, for a time-zone choice; the browser's own first when it is missing. */
export function timeZoneChoices(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}
