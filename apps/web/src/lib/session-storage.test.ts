import { describe, expect, it } from 'vitest';
import { AUTH_USER_KEY, isTokenExpired, readStoredIds } from './session-storage';

const tokenWith = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;

describe('isTokenExpired', () => {
  const now = 1_800_000_000_000;
  it('treats a token whose expiry is after now as live', () => {
    expect(isTokenExpired(tokenWith({ exp: now / 1000 + 60 }), now)).toBe(false);
  });
  it('treats a token whose expiry is not after now as expired', () => {
    expect(isTokenExpired(tokenWith({ exp: now / 1000 }), now)).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: now / 1000 - 1 }), now)).toBe(true);
  });
  it('treats an unreadable token as expired', () => {
    expect(isTokenExpired('not-a-token', now)).toBe(true);
    expect(isTokenExpired('a.!!!.c', now)).toBe(true);
    expect(isTokenExpired(tokenWith({ sub: 'x' }), now)).toBe(true);
  });
});

describe('readStoredIds', () => {
  it("reads the stored member's user and profile ids, and nothing from a missing or malformed member", () => {
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: 'u1', username: 'fern', profile: { id: 'p1' } }));
    expect(readStoredIds()).toEqual({ id: 'u1', profileId: 'p1' });
    for (const text of ['{"id":"u1","profile":{"id":7}}', '{"profile":{"id":"p1"}}', '{"id":"u1","profile":null}', '[]', 'null', 'not json']) {
      localStorage.setItem(AUTH_USER_KEY, text);
      expect(readStoredIds()).toBeNull();
    }
    localStorage.removeItem(AUTH_USER_KEY);
    expect(readStoredIds()).toBeNull();
  });
});
