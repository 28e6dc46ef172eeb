/** Raised when a call fails with 401/403: every holder of member state forgets it. */
export const AUTH_EXPIRED_EVENT = 'auth-expired';

export function raiseAuthExpired(): void {
  window.dispatchEvent(new Event(AUTH_EXPIRED_EVENT));
}

export function onAuthExpired(listener: () => void): () => void {
  window.addEventListener(AUTH_EXPIRED_EVENT, listener);
  return () => window.removeEventListener(AUTH_EXPIRED_EVENT, listener);
}
