import { NOT_ALLOWED, NOT_FOUND, TOO_MANY_ATTEMPTS } from '@rootshare/contracts/http';

/** An error with the HTTP status and sentence the client should get (docs/architecture.md, API conventions). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const ACCESS_TOKEN_REQUIRED = 'Access token required';
export const INVALID_TOKEN = 'Invalid token';

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, {}, details);
export const unauthorized = (message = INVALID_TOKEN) => new HttpError(401, message);
export const forbidden = (message = NOT_ALLOWED) => new HttpError(403, message);
export const notFound = (message = NOT_FOUND) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, TOO_MANY_ATTEMPTS, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });

/** An error and the causes behind it (drizzle wraps driver errors), nearest first. */
export function* errorChain(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

// ENOSPC: no space left on the device; EDQUOT: over a disk quota; 53100: PostgreSQL's disk_full.
const OUT_OF_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** True when storing failed because a disk (the media folder's or the database's) is full: 507, not 500. */
export function isOutOfSpace(error: unknown): boolean {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && OUT_OF_SPACE_CODES.has(link.code)) return true;
  }
  return false;
}

/**
 * Codes of a database that cannot take the query now: the network ones, 08xxx connection exceptions,
 * 57P01-57P03 (an administrator's shutdown, a crash, "cannot connect now" while it starts), 53300
 * (too many connections) and 55000 (a database not accepting connections).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '55000',
]);

/** True when an error means the database cannot be reached, so the answer is 503 with Retry-After, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    const message = typeof link.message === 'string' ? link.message : '';
    if (
      /Connection terminated|connection timeout|Client has encountered a connection error|PGlite is closed|pool after calling end/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}
