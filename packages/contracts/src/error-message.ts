import { CREATION_QUOTAS, type CreationKind } from './limits';

/**
 * The server's error text (an ErrorBody's `error`, http.ts), or 'HTTP {status}' when the body has
 * none. Written without the schema so that the browser's API client, on every first
 * page, does not load zod for it.
 */
export function errorMessageFromBody(body: unknown, status: number): string {
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  return typeof error === 'string' && error ? error : `HTTP ${status}`;
}

/** What a 429 for a creation quota says besides its sentence: the limit alone, and when it resets. */
export interface QuotaDetails {
  limit: string;
  retry_after_seconds: number;
  /** For a creation quota, which one and its number, so that a page can say the limit in its own language. */
  quota?: { kind: CreationKind; max: number };
}

/** The quota details of an error body (a 429's `details`), or null when it carries none. */
export function quotaDetailsFromBody(body: unknown): QuotaDetails | null {
  const details = typeof body === 'object' && body !== null && 'details' in body ? body.details : undefined;
  if (typeof details !== 'object' || details === null || !('limit' in details) || !('retry_after_seconds' in details)) return null;
  const { limit, retry_after_seconds: seconds } = details;
  if (typeof limit !== 'string' || typeof seconds !== 'number' || seconds < 0) return null;
  const quota = 'quota' in details ? details.quota : undefined;
  const known =
    typeof quota === 'object' &&
    quota !== null &&
    'kind' in quota &&
    'max' in quota &&
    typeof quota.kind === 'string' &&
    quota.kind in CREATION_QUOTAS &&
    typeof quota.max === 'number';
  return {
    limit,
    retry_after_seconds: seconds,
    ...(known ? { quota: { kind: quota.kind as CreationKind, max: quota.max as number } } : {}),
  };
}
