import { describe, expect, it } from 'vitest';
import { AUTH_USER_KEY, isTokenExpired, readStoredProfileId } from './session-storage';

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

describe('readStoredProfileId', () => {
  it("reads the stored member's profile id, and nothing from a missing or malformed member", () => {
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: 'u1', profile: { id: 'p1' } }));
    expect(readStoredProfileId()).toBe('p1');
    for (const text of ['{"profile":{"id":7}}', '{"profile":null}', '[]', 'not json']) {
      localStorage.setItem(AUTH_USER_KEY, text);
      expect(readStoredProfileId()).toBeNull();
    }
    localStorage.removeItem(AUTH_USER_KEY);
    expect(readStoredProfileId()).toBeNull();
  });
});
