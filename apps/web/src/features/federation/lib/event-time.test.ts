import { describe, expect, it } from 'vitest';
import { zonedEventTime } from './event-time';

describe('an event from another server’s time', () => {
  it('is written in the zone it came with, or left to the reader’s zone when it came with none or one the browser does not know', () => {
    expect(zonedEventTime('2026-12-12T13:00:00.000Z', '2026-12-12T16:00:00.000Z', 'Europe/Paris', 'en')).toBe(
      'Sat, 12 Dec 2026, 14:00–17:00 GMT+1',
    );
    expect(zonedEventTime('2026-12-12T13:00:00.000Z', null, null, 'en')).toBeNull();
    expect(zonedEventTime('2026-12-12T13:00:00.000Z', null, 'Mars/Olympus_Mons', 'en')).toBeNull();
  });
});
