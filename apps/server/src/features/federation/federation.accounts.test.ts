import { Person } from '@fedify/vocab';
import { describe, expect, it } from 'vitest';
import { handleOf } from './federation.accounts';

const person = (preferredUsername: string | null) => new Person({ id: new URL('https://lyon.example/users/1'), preferredUsername });

describe('the handle an account elsewhere is shown by', () => {
  it('is @name@host for a username, accented or dotted ones included', () => {
    expect(handleOf(person('alice'))).toBe('@alice@lyon.example');
    expect(handleOf(person('chloé.m-2'))).toBe('@chloé.m-2@lyon.example');
  });

  it('shows a name that is not a username, or none, as ?, so no sentence reaches a mail subject', () => {
    expect(handleOf(person('Your account is locked: visit evil.example'))).toBe('@?@lyon.example');
    expect(handleOf(person('a'.repeat(65)))).toBe('@?@lyon.example');
    expect(handleOf(person(null))).toBe('@?@lyon.example');
  });
});
