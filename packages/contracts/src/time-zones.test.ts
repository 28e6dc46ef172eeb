import { describe, expect, it } from 'vitest';
import { formatZonedRange, instantToZoned, isTimeZone, zonedToInstant } from './time-zones';

describe('wall-clock times in a time zone', () => {
  it('turns a local time into the instant it names in that zone', () => {
    expect(zonedToInstant('2026-12-12T10:00', 'America/Los_Angeles')?.toISOString()).toBe('2026-12-12T18:00:00.000Z');
    expect(zonedToInstant('2026-07-12T10:00', 'Europe/London')?.toISOString()).toBe('2026-07-12T09:00:00.000Z');
    expect(zonedToInstant('2026-12-12T10:00', 'Australia/Sydney')?.toISOString()).toBe('2026-12-11T23:00:00.000Z');
  });

  it('moves a time skipped by a clock change forward and takes the first of a repeated one', () => {
    expect(zonedToInstant('2026-03-29T01:30', 'Europe/London')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedToInstant('2026-10-25T01:30', 'Europe/London')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses dates that do not exist', () => {
    expect(zonedToInstant('2026-02-30T10:00', 'Europe/London')).toBeNull();
    expect(zonedToInstant('tomorrow', 'Europe/London')).toBeNull();
  });

  it('shows an instant as the wall-clock time of a zone, and names the zone in a range', () => {
    expect(instantToZoned(new Date('2026-12-12T18:00:00Z'), 'America/Los_Angeles')).toBe('2026-12-12T10:00');
    expect(formatZonedRange(new Date('2026-12-12T18:00:00Z'), new Date('2026-12-12T21:00:00Z'), 'America/Los_Angeles')).toBe(
      'Sat, 12 Dec 2026, 10:00–13:00 PST',
    );
    expect(formatZonedRange(new Date('2026-12-12T18:00:00Z'), new Date('2026-12-12T21:00:00Z'), 'America/Los_Angeles', 'en-US')).toMatch(
      /^Sat, Dec 12, 2026, 10:00\sAM–1:00\sPM PST$/,
    );
  });

  it('knows real zone names only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
