import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatDate, formatDateTime, formatRelativeTime, shortenLocation } from './format';

describe('formatBadgeCount', () => {
  it('shows counts up to the cap as they are and caps above it', () => {
    expect(formatBadgeCount(0, 99)).toBe('0');
    expect(formatBadgeCount(99, 99)).toBe('99');
    expect(formatBadgeCount(100, 99)).toBe('99+');
    expect(formatBadgeCount(9, 9)).toBe('9');
    expect(formatBadgeCount(10, 9)).toBe('9+');
  });
});

describe('formatDate and formatDateTime', () => {
  const local = new Date(2026, 10, 12, 14, 7).toISOString();

  it('writes 12 November day first in Britain and Australia and month first in the United States', () => {
    expect(formatDate(local, 'en-GB')).toBe('12 Nov 2026');
    expect(formatDate(local, 'en-AU')).toBe('12 Nov 2026');
    expect(formatDate(local, 'en-US')).toBe('Nov 12, 2026');
    expect(formatDate(local, 'en-CA')).toBe('Nov 12, 2026');
  });

  it('writes the local time as the language does: 24-hour in Britain, 12-hour in the United States', () => {
    expect(formatDateTime(local, 'en-GB')).toBe('12 Nov 2026, 14:07');
    expect(formatDateTime(local, 'en-US')).toBe('Nov 12, 2026, 2:07 PM');
  });

  it('answers nothing for a timestamp it cannot read', () => {
    expect(formatDate('not a date', 'en-GB')).toBe('');
    expect(formatDateTime('not a date', 'en-GB')).toBe('');
  });
});

describe('shortenLocation', () => {
  it('keeps the last two parts of a location', () => {
    expect(shortenLocation('Portland, Oregon')).toBe('Portland, Oregon');
    expect(shortenLocation('Pearl District, Portland, Oregon')).toBe('Portland, Oregon');
  });

  it('drops parts that start with digits or unit words', () => {
    expect(shortenLocation('Apt 4B, 221 Baker Street, London, England')).toBe('London, England');
    expect(shortenLocation('Chicago, IL, 60614')).toBe('Chicago, IL');
    expect(shortenLocation('Suite 100, Austin, Texas')).toBe('Austin, Texas');
  });

  it("answers 'Location Available' when nothing is left", () => {
    expect(shortenLocation('')).toBe('Location Available');
    expect(shortenLocation(null)).toBe('Location Available');
    expect(shortenLocation('12, 34')).toBe('Location Available');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('says just now under a minute, then minutes, hours and days', () => {
    expect(formatRelativeTime('2026-06-01T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-06-01T11:55:00Z', now)).toBe('5m ago');
    expect(formatRelativeTime('2026-06-01T09:00:00Z', now)).toBe('3h ago');
    expect(formatRelativeTime('2026-05-30T12:00:00Z', now)).toBe('2d ago');
  });

  it('says the same in French and Spanish with their own short words', () => {
    expect(formatRelativeTime('2026-06-01T11:59:30Z', now, 'fr-CA')).toBe('maintenant');
    expect(formatRelativeTime('2026-06-01T11:55:00Z', now, 'fr-CA')).toBe('il y a 5\u00a0min');
    expect(formatRelativeTime('2026-06-01T09:00:00Z', now, 'es-US')).toBe('hace 3 h');
    expect(formatRelativeTime('2026-05-30T12:00:00Z', now, 'es-US')).toBe('hace 2 días');
  });
});
