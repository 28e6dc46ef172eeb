import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it, vi } from 'vitest';
import { formatMessage } from './format';

const text = (message: string, locale: string, values?: Record<string, string | number>) =>
  formatMessage(parse(message), locale, values).join('');

describe('formatMessage', () => {
  it('writes English counts and plurals as Intl would, without making an Intl formatter on the first render', () => {
    const plants = '{n, plural, =0 {no plants} one {# plant} other {# plants}} · {m, number}';
    const counts = [0, 1, 2, 11, 999, 1000, 12_345, 1_234_567, -1, -3];
    const english = new Intl.PluralRules('en');
    const expected = counts.map((n) => {
      const words = n === 0 ? 'no plants' : `${new Intl.NumberFormat('en').format(n)} ${english.select(n) === 'one' ? 'plant' : 'plants'}`;
      return `${words} · ${new Intl.NumberFormat('en').format(n)}`;
    });
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const pluralRules = vi.spyOn(Intl, 'PluralRules');
    expect(counts.map((n) => text(plants, 'en', { n, m: n }))).toEqual(expected);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(pluralRules).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    expect(text('{m, number} kg', 'en', { m: 2.5 })).toBe('2.5 kg');
  });

  it('fills arguments and numbers in the language’s own way', () => {
    expect(text('Messages, {count} unread', 'en', { count: '99+' })).toBe('Messages, 99+ unread');
    expect(text('{n, number} plants', 'fr-CA', { n: 1234.5 })).toBe('1\u00a0234,5 plants');
  });

  it('chooses plural and select options by the language’s rules', () => {
    const cuttings = '{n, plural, =0 {aucune bouture} one {# bouture} other {# boutures}}';
    expect([0, 1, 1.5, 2].map((n) => text(cuttings, 'fr-CA', { n }))).toEqual(['aucune bouture', '1 bouture', '1,5 bouture', '2 boutures']);
    expect(text('{kind, select, cutting {esqueje} other {planta}}', 'es-US', { kind: 'cutting' })).toBe('esqueje');
  });

  it('shows a plain message, compiled to its text, as it is', () => {
    expect(formatMessage('Plants to swap', 'en', { unused: 1 })).toEqual(['Plants to swap']);
  });

  it('draws tags with the function given for them', () => {
    const parts = formatMessage(parse('Signed in as <b>{name}</b>'), 'en', { name: 'fern', b: (chunks) => `[${chunks.join('')}]` });
    expect(parts).toEqual(['Signed in as ', '[fern]']);
  });
});
