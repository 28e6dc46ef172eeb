import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatCount, formatNumber, formatOneDecimal, maximizedLocale, numberFormat, pluralRules } from './intl';

describe('Intl formatters', () => {
  it('are made once per locale and options, and a new one for other options or another locale', () => {
    expect(numberFormat('en-US')).toBe(numberFormat('en-US', {}));
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en-US'));
    expect(numberFormat('fr-CA')).not.toBe(numberFormat('en-US'));
    expect(pluralRules('fr', { type: 'ordinal' })).toBe(pluralRules('fr', { type: 'ordinal' }));
  });

  it('format as Intl does', () => {
    expect(numberFormat('en-US').format(12345)).toBe('12,345');
    expect(formatOneDecimal('fr-CA', 4.5)).toBe('4,5');
    expect(pluralRules('en').select(1)).toBe('one');
    expect(dateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date('2026-11-26T12:00:00Z'))).toBe(
      '26 November 2026',
    );
    expect(maximizedLocale('en').region).toBe('US');
  });

  it('keep answering correctly past the number they keep, and refuse a tag Intl cannot read', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    for (const zone of zones) for (const hourCycle of ['h12', 'h23'] as const) dateTimeFormat('en-US', { timeZone: zone, hourCycle });
    expect(zones.length * 2).toBeGreaterThan(500);
    expect(
      dateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', hour: 'numeric', hourCycle: 'h23' }).format(new Date('2026-11-26T00:00:00Z')),
    ).toBe('09');
    expect(() => maximizedLocale('not a locale!')).toThrow(RangeError);
  });
});

describe('formatNumber', () => {
  it('writes a number as the language does: English as Intl would, French with its own spaces and comma', () => {
    for (const value of [0, 7, 1000, 12345, -4200, 2.5]) expect(formatNumber('en', value)).toBe(new Intl.NumberFormat('en').format(value));
    expect(formatNumber('fr-CA', 12345.5)).toBe('12\u00a0345,5');
    expect(formatNumber('es-US', 1234)).toBe('1,234');
  });
});

describe('formatCount', () => {
  it('groups thousands with commas as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, -4200, 1000000000])
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
  });
});
