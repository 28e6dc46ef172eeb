import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from './contract-message-table';
import en from './messages/en.json';

/** Every module of the shared contracts, as the server and the web app import them. */
const CONTRACTS = import.meta.glob<Record<string, unknown>>(['../../../../../packages/contracts/src/*.ts', '!**/*.test.ts'], {
  eager: true,
});

/**
 * The contracts' exported sentences a member never reads as they are: names and paths, the stored
 * stand-in of an image message, a licence's name, a catalogue name stand-in (catalogue names stay as
 * they are), the browser's location problems (named by kind in lib/geolocation.ts), the password
 * advice matched by its start, and the moderator's stand-in for a hidden message (drawn from `is_hidden`).
 */
const NOT_SHOWN_AS_IS = new Set([
  'SHARED_IMAGE_CONTENT',
  'MEMBER_PHOTO_LICENCE',
  'UNKNOWN_PLANT_NAME',
  'GEOLOCATION_UNAVAILABLE',
  'GEOLOCATION_FAILED',
  'PASSWORD_TOO_WEAK',
  'HIDDEN_MESSAGE_CONTENT',
]);

/** A sentence: capitalised words with a space, not a path, a key or an id. */
const isSentence = (value: unknown): value is string => typeof value === 'string' && /^[A-Z][^/:]* \S/.test(value);

describe('the contracts’ messages', () => {
  const sentences = Object.values(CONTRACTS).flatMap((module) =>
    Object.entries(module).filter((entry): entry is [string, string] => /^[A-Z][A-Z_]+$/.test(entry[0]) && isSentence(entry[1])),
  );

  it('finds the contracts’ sentences to check', () => {
    expect(sentences.map(([name]) => name)).toEqual(expect.arrayContaining(['MEET_CANCELLED', 'PLANT_NOT_FOUND', 'NOT_FOUND']));
  });

  it('names every sentence the server or a form can answer with, so it shows in the member’s language', () => {
    const untranslated = sentences.filter(([name, value]) => !NOT_SHOWN_AS_IS.has(name) && !CONTRACT_MESSAGES.has(value));
    expect(untranslated.map(([name]) => name)).toEqual([]);
  });

  it('keys the generic refusals to the shell, which every page has loaded', () => {
    for (const refusal of ['Not found', 'You are not allowed to do that', 'Too many attempts. Please wait and try again.']) {
      expect(Object.keys(en)).toContain(CONTRACT_MESSAGES.get(refusal)?.key);
    }
  });
});
