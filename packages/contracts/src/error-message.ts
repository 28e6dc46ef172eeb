/**
 * The server's error text (an ErrorBody's `error`, http.ts), or 'HTTP {status}' when the body has
 * none (part 1 §7). Written without the schema so that the browser's API client, on every first
 * page, does not load zod for it.
 */
export function errorMessageFromBody(body: unknown, status: number): string {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  return typeof error === 'string' && error ? error : `HTTP ${status}`;
}
