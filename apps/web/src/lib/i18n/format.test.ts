import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format';

const text = (message: string, locale: string, values?: Record<string, string | number>) =>
  formatMessage(parse(message), locale, values).join('');

describe('formatMessage', () => {
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
