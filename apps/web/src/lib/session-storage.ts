import type { OwnProfile } from '@rootshare/contracts/profiles';
import { endFirstVisit } from './greeting';

/** The browser storage keys of a session. */
export const AUTH_TOKEN_KEY = 'auth_token';
export const AUTH_USER_KEY = 'auth_user';
export const LAST_LOGIN_TIME_KEY = 'last_login_time';

/** The signed-in member as stored: the sign-in user merged with a nested profile. */
export interface StoredUser {
  id: string;
  username: string;
  email: string;
  /** Whether the member confirmed their address through its mailed link. */
  emailVerified: boolean;
  profile: OwnProfile;
}

export function readToken(): string | null {
  return localStorage.getItem(AUTH_TOKEN_KEY);
}

/** The stored member as written, unchecked. */
export function readStoredUserText(): string | null {
  return localStorage.getItem(AUTH_USER_KEY);
}

/**
 * The stored member's profile id, or null when the stored text holds none. Nothing else of the
 * stored member is read back: a restore (lib/session.tsx) asks for that profile and
 * rebuilds the member from the answer, whose id is also the user's (ADR 0003); the router uses it
 * to prefetch that request.
 */
export function readStoredProfileId(): string | null {
  try {
    const stored: unknown = JSON.parse(readStoredUserText() ?? 'null');
    if (typeof stored !== 'object' || stored === null || !('profile' in stored)) return null;
    const { profile } = stored;
    return typeof profile === 'object' && profile !== null && 'id' in profile && typeof profile.id === 'string' ? profile.id : null;
  } catch {
    return null;
  }
}

export function writeSession(token: string, user: StoredUser): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify(user));
}

export function writeStoredUser(user: StoredUser): void {
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  localStorage.removeItem(AUTH_USER_KEY);
  endFirstVisit();
}

export function recordLoginTime(now = Date.now()): void {
  localStorage.setItem(LAST_LOGIN_TIME_KEY, String(now));
}

export function readLastLoginTime(): number | null {
  const value = Number(localStorage.getItem(LAST_LOGIN_TIME_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * A token is expired when its `exp` (seconds) is not after now; an unreadable token counts as
 * expired.
 */
export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  try {
    const payload = token.split('.')[1];
    if (!payload) return true;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp !== 'number' || exp * 1000 <= nowMs;
  } catch {
    return true;
  }
}
