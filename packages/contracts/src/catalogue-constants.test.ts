import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from './catalogue-constants';

describe('search text as names are matched', () => {
  it.each([
    ['Café Crème', 'cafe creme'],
    ['Ñandú', 'nandu'],
    // An accent already apart from its letter, as some keyboards type it.
    ['Cre\u0300me', 'creme'],
    ['Rock^rose `grey`', 'rockrose grey'],
    ['O’Hara’s “big” leaf', 'oharas big leaf'],
    [`O'Hara's "big" leaf`, 'oharas big leaf'],
    ['Fragaria × ananassa', 'fragaria x ananassa'],
    ['aloe-vera_plant/tree', 'aloe vera plant tree'],
    ['Tall — 2 m – in\u00a0sun', 'tall — 2 m – in sun'],
    ['  Spider\t\nPlant  ', 'spider plant'],
  ])('makes %j into %j', (text, normalised) => {
    expect(normaliseSearchText(text)).toBe(normalised);
  });
});
