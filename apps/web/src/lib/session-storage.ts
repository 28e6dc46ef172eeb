import type { OwnProfile } from '@rootshare/contracts/profiles';

/** Browser storage keys of part 1 §3. */
export const AUTH_TOKEN_KEY = 'auth_token';
export const AUTH_USER_KEY = 'auth_user';
export const LAST_LOGIN_TIME_KEY = 'last_login_time';

/** The signed-in member as stored: the sign-in user merged with a nested profile (part 1 §3). */
export interface StoredUser {
  id: string;
  username: string;
  email: string;
  profile: OwnProfile;
}

export function readToken(): string | null {
  return localStorage.getItem(AUTH_TOKEN_KEY);
}

/** The stored member as written, unchecked. */
export function readStoredUserText(): string | null {
  return localStorage.getItem(AUTH_USER_KEY);
}

/** The ids a stored member is restored from: its user id and its profile id. */
export interface StoredIds {
  id: string;
  profileId: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The stored member's user and profile ids, or null when the stored text holds no such member. The
 * rest of the stored member is never read back: a restore or a profile change rebuilds it from the
 * server's answer (features/auth/session.tsx).
 */
export function readStoredIds(): StoredIds | null {
  let stored: unknown;
  try {
    stored = JSON.parse(readStoredUserText() ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(stored) || !isRecord(stored.profile)) return null;
  const { id } = stored;
  const { id: profileId } = stored.profile;
  return typeof id === 'string' && typeof profileId === 'string' ? { id, profileId } : null;
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
 * expired (part 1 §4).
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
