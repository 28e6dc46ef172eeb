import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatOneDecimal, maximizedLocale, numberFormat, pluralRules } from './intl';

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
