import { describe, expect, it } from 'vitest';
import { demoMeetSchedule } from './demo-meets';

/** The weekday and hour of an instant where the meet is held. */
function local(at: Date, timeZone: string): { weekday: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { weekday: String(parts.weekday), hour: Number(parts.hour) };
}

// A Thursday in late November, a Sunday in March, a Saturday in June, a Friday at the end of August
// and a Tuesday on New Year's Eve: weekdays, season changes and a year's end.
const CLOCKS = ['2026-11-26T18:00:00Z', '2027-03-14T03:00:00Z', '2027-06-19T12:00:00Z', '2027-08-27T23:30:00Z', '2027-12-31T09:00:00Z'];

describe('the demo meets', () => {
  it.each(CLOCKS)('puts the Saturday cutting swap on a Saturday at 10:00 in Portland, three to nine days after a seed at %s', (clock) => {
    const now = Date.parse(clock);
    const swap = demoMeetSchedule(now).find((m) => m.title === 'Saturday cutting swap at the library');
    if (!swap) throw new Error('no Saturday swap');
    expect(local(swap.startsAt, 'America/Los_Angeles')).toMatchObject({ weekday: 'Saturday', hour: 10 });
    const days = (swap.startsAt.getTime() - now) / 86_400_000;
    expect(days).toBeGreaterThan(2);
    expect(days).toBeLessThan(10);
  });

  it.each([
    ['2026-11-26T18:00:00Z', 'Seed library winter share'],
    ['2027-03-14T03:00:00Z', 'Seed library spring share'],
    ['2027-06-19T12:00:00Z', 'Seed library summer share'],
    ['2027-08-27T23:30:00Z', 'Seed library autumn share'],
    ['2027-12-31T09:00:00Z', 'Seed library winter share'],
  ])('names the Portland seed share after the season it falls in for a seed at %s: %s', (clock, title) => {
    const share = demoMeetSchedule(Date.parse(clock)).find((m) => m.title.startsWith('Seed library'));
    expect(share?.title).toBe(title);
  });

  it('keeps every meet in the future and the two Portland meets in the order the home card shows them', () => {
    for (const clock of CLOCKS) {
      const now = Date.parse(clock);
      const schedule = demoMeetSchedule(now);
      expect(schedule.every((m) => m.startsAt.getTime() > now)).toBe(true);
      const [swap, share] = schedule;
      expect(swap && share && swap.startsAt < share.startsAt).toBe(true);
    }
  });
});
