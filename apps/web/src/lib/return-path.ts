import { useLocation } from 'react-router';

/** The query parameter of /auth and /create-profile that carries where the member was going. */
export const RETURN_PARAM = 'next';

// A stand-in origin to resolve a path against: anything that resolves elsewhere is another site.
const PROBE_ORIGIN = 'https://rootshare.invalid';

/**
 * The place to return to after signing in, as a path of this site, or null for anything else: only
 * a path starting with one slash is taken (never `//host`, `/\host`, a scheme such as `javascript:`,
 * control characters, or an encoded slash or backslash that would become one), and never a sign-in
 * page itself, which would send the member round in a circle.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Browsers drop tabs and line breaks inside URLs, which would turn `/\t/host` into `//host`.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || decoded.includes('\\')) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with the return place added to its query, when there is one worth returning to. */
export function withReturnPath(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  if (!safe || safe === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${RETURN_PARAM}=${encodeURIComponent(safe)}`;
}

/** The sign-in page (or registration with `mode`), set to come back to `returnTo`. */
export function signInPath(returnTo: string | null | undefined, mode: 'signin' | 'register' = 'signin'): string {
  return withReturnPath(`/auth?mode=${mode}`, returnTo);
}

/** The page open now, as a return place. */
export function useCurrentPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

/** The sign-in page set to come back to the page open now. */
export function useSignInPath(mode: 'signin' | 'register' = 'signin'): string {
  return signInPath(useCurrentPath(), mode);
}
