import { errorMessageFromBody, quotaDetailsFromBody, type QuotaDetails } from '@rootshare/contracts/error-message';
import { PROFILE_UPDATE_GRACE_MS } from '@rootshare/contracts/limits';
import type { z } from 'zod';
import { raiseAuthExpired } from './auth-events';
import { navigateTo } from './navigation';
import { signInPath } from './return-path';
import { queryClient } from './query-client';
import { takeFirstAnswer } from './first-answer';
import { forgetStoredQueries } from './stored-queries';
import { clearSession, readLastLoginTime, readToken } from './session-storage';

/** A non-OK answer: the server's error sentence, the HTTP status and, for a met quota (429), its limit and reset. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly quota: QuotaDetails | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Parses the answer; without it the body is returned unchecked as unknown. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

const PROFILE_PUT = /^\/api\/profiles\/[^/]+$/;

/** True for the error a cancelled request (or a cancelled share sheet) rejects with. */
export function isAbortError(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}

/** Every path is under /api; callers may write some without it. */
export function apiPath(path: string): string {
  return path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * 401/403: forget the session and go to /auth, set to come back, unless already on /auth or /. A profile PUT within
 * 5 s of signing in is exempt (the error is still thrown).
 */
export function handleAuthFailure(method: string, path: string): void {
  const lastLogin = readLastLoginTime();
  const inGrace = method === 'PUT' && PROFILE_PUT.test(path) && lastLogin !== null && Date.now() - lastLogin < PROFILE_UPDATE_GRACE_MS;
  if (inGrace) return;
  clearSession();
  void forgetStoredQueries();
  queryClient.clear();
  raiseAuthExpired();
  const here = window.location.pathname;
  if (here !== '/auth' && here !== '/') navigateTo(signInPath(`${here}${window.location.search}${window.location.hash}`));
}

/** The answer's JSON, or undefined when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Sends a request with the bearer token; a network failure becomes ApiError 'Network error'. */
async function send(url: string, method: string, accept: string, body: unknown, signal: AbortSignal | undefined): Promise<Response> {
  const headers: Record<string, string> = { accept };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    // Same-origin cookies go along: sign-in reads the device cookie that spares this browser an account's lockout (docs/security.md S51).
    return await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError('Network error', 0);
  }
}

/** The ApiError of a non-OK answer, after the 401/403 handling every call shares. */
function failure(response: Response, text: string, method: string, url: string): ApiError {
  if (response.status === 401 || response.status === 403) handleAuthFailure(method, url);
  const body = parseJson(text);
  return new ApiError(
    body === undefined && !text ? 'Network error' : errorMessageFromBody(body, response.status),
    response.status,
    quotaDetailsFromBody(body),
  );
}

/** Calls the API with JSON and the bearer token; throws ApiError with the server's sentence. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = apiPath(path);
  const read = (body: unknown) => (options.schema ? options.schema.parse(body) : (body as T));
  // The page carries a visitor's first answer; a member's own view of it may differ, so they ask.
  const first = method === 'GET' && !readToken() ? takeFirstAnswer(url) : undefined;
  if (first !== undefined) return read(first);
  const response = await send(url, method, 'application/json', options.body, options.signal);
  const text = await response.text();
  if (!response.ok) throw failure(response, text, method, url);
  return read(parseJson(text));
}

/** A file the API answered, with the name its Content-Disposition gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

const ATTACHMENT_NAME = /filename="?([^";]+)"?/i;

/** GETs a file from the API with the bearer token (a plain link cannot send it); errors as apiRequest. */
export async function apiDownload(path: string): Promise<DownloadedFile> {
  const url = apiPath(path);
  const response = await send(url, 'GET', '*/*', undefined, undefined);
  if (!response.ok) throw failure(response, await response.text(), 'GET', url);
  const fileName = ATTACHMENT_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
