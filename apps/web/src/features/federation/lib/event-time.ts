import { dateLocaleOf } from '@rootshare/contracts/format';
import type { Language } from '@rootshare/contracts/languages';
import { formatZonedRange } from '@rootshare/contracts/time-zones';

/**
 * An event from another server in its own time zone ("Sat, 12 Dec 2026, 14:00–17:00 GMT+1"), as
 * meets here are shown, when its server sent one; null when it sent none, or one this browser does
 * not know (the reader's zone is then used).
 */
export function zonedEventTime(start: string, end: string | null, zone: string | null, language: Language): string | null {
  if (!zone) return null;
  try {
    return formatZonedRange(new Date(start), end ? new Date(end) : null, zone, dateLocaleOf(language));
  } catch {
    return null;
  }
}
