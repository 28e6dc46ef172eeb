import { describe, expect, it } from 'vitest';
import { parseSwapPreferences, readSwapPreferences } from './profiles-constants';

describe('reading swap preferences', () => {
  it('keeps the known options, the distance and the notes, and drops unknown keys', () => {
    expect(
      readSwapPreferences({
        swapTypes: ['cuttings', 'bulbs'],
        interests: ['herbs'],
        careLevels: ['expert'],
        preferredDistance: '10km',
        notes: 'Sunny flat',
        colour: 'red',
      }),
    ).toEqual({
      swapTypes: ['cuttings', 'bulbs'],
      interests: ['herbs'],
      careLevels: ['expert'],
      preferredDistance: '10km',
      notes: 'Sunny flat',
    });
  });

  it('counts missing lists as empty and leaves out a missing distance and notes', () => {
    expect(readSwapPreferences({})).toEqual({ swapTypes: [], interests: [], careLevels: [] });
  });

  it.each([
    ['an unknown swap type', { swapTypes: ['cuttings', 'trees'] }],
    ['a list longer than its options', { careLevels: ['expert', 'expert', 'expert', 'expert'] }],
    ['a list that is not a list', { interests: 'herbs' }],
    ['a distance over ten characters', { preferredDistance: '12345678901' }],
    ['notes over a thousand characters', { notes: 'x'.repeat(1001) }],
    ['notes that are not text', { notes: 5 }],
    ['a list instead of an object', ['cuttings']],
    ['null', null],
  ])('refuses %s', (_name, value) => {
    expect(readSwapPreferences(value)).toBeNull();
  });

  it('reads stored JSON and counts unreadable or empty text as none', () => {
    expect(parseSwapPreferences('{"swapTypes":["seeds"]}')).toEqual({ swapTypes: ['seeds'], interests: [], careLevels: [] });
    expect(parseSwapPreferences('{not json')).toBeNull();
    expect(parseSwapPreferences('')).toBeNull();
    expect(parseSwapPreferences(null)).toBeNull();
  });
});
