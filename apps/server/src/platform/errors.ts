/** An error with the HTTP status and sentence the client should get (DESIGN.md §4). */
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
export const forbidden = (message = 'You are not allowed to do that') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many attempts. Please wait and try again.', { 'retry-after': String(Math.max(1, retryAfterSeconds)) });
