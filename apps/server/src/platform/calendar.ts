import type { Language } from '@rootshare/contracts/languages';
import { DATE_LOCALES, formatZonedRange } from '@rootshare/contracts/time-zones';
import { createEvents, type EventAttributes } from 'ics';

/**
 * iCalendar files made with the `ics` library (ADR 0035). Times go out as UTC instants, which every
 * calendar shows in its own zone; the event's zone and local time are named in its description.
 */
export interface CalendarEvent {
  /** Stable across changes, so a calendar updates the event instead of adding another. */
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  url: string;
  cancelled: boolean;
  /** Grows with each change of time or place (RFC 5545 SEQUENCE). */
  sequence: number;
  /** Minutes before the start a calendar alarm rings, if any. */
  alarmMinutes?: number;
}

const WHEN: Readonly<Record<Language, string>> = { en: 'When: ', 'fr-CA': 'Quand : ', 'es-US': 'Cuándo: ' };

/** "When: Sat, 12 Dec 2026, 10:00–13:00 PST (America/Los_Angeles)", the description's first line, in the language. */
export const whenLine = (start: Date, end: Date | null, zone: string, language: Language): string =>
  `${WHEN[language]}${formatZonedRange(start, end, zone, DATE_LOCALES[language])} (${zone})`;

const PRODUCT_ID = '-//Rootshare//Swap meets//EN';

/**
 * Text as a calendar file may hold it: every line break (CRLF, a bare CR or LF, the Unicode
 * separators) as one LF, which the ics library writes escaped as \n, and any other control
 * character but tab left out. The library escapes LF but not a bare CR, which would end the line
 * and let text add properties of its own (docs/security.md S75).
 */
export function calendarText(value: string): string {
  return value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(/[^\P{Cc}\n\t]/gu, '');
}

function attributesOf(event: CalendarEvent): EventAttributes {
  return {
    uid: event.uid,
    title: calendarText(event.title),
    description: calendarText(event.description),
    location: calendarText(event.location),
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    url: event.url,
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: event.sequence,
    productId: PRODUCT_ID,
    ...(event.alarmMinutes && !event.cancelled
      ? { alarms: [{ action: 'display', description: calendarText(event.title), trigger: { minutes: event.alarmMinutes, before: true } }] }
      : {}),
  };
}

/** One calendar file holding the events (none makes an empty calendar). */
export function calendarFile(events: CalendarEvent[], name: string): string {
  const { error, value } = createEvents(events.map(attributesOf), { productId: PRODUCT_ID, calName: calendarText(name) });
  if (error || value === null) throw error ?? new Error('calendar not made');
  return value;
}

/** The headers of a calendar file sent as a download named after what it holds. */
export const calendarHeaders = (filename: string) => ({
  'content-type': 'text/calendar; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}.ics"`,
  'cache-control': 'private, no-store',
});
